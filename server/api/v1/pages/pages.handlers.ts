import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import * as service from "@server/services/pages";
import { pageRoutes, previewPageRoute } from "./pages.routes";

/** The Pages manager's API (issue 16): the standing pages, listed, read and changed. */
export const pagesRouter = createRouter();

pagesRouter.openapi(previewPageRoute, async (c) =>
  c.json({ html: await service.previewPage(c.var.deps.db, c.req.valid("json").body) }, 200),
);
pagesRouter.openapi(pageRoutes.list, async (c) =>
  c.json(wirePage(await service.listPages(c.var.deps.db, c.req.valid("query"))), 200),
);
pagesRouter.openapi(pageRoutes.get, async (c) =>
  c.json(wire(await service.getPage(c.var.deps.db, c.req.valid("param").id)), 200),
);
pagesRouter.openapi(pageRoutes.update, async (c) =>
  c.json(
    wire(await service.updatePage(c.var.deps.db, actorOf(c), c.req.valid("param").id, c.req.valid("json"))),
    200,
  ),
);
