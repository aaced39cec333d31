import { renderMarkdown } from "@common/markdown";
import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/services";
import { previewServiceRoute, serviceRoutes, suggestSlugRoute } from "./services.routes";

/** The back office's Services manager (spec 2 §2, §3, §5, §6). */
export const servicesRouter = createRouter();

// Before the {id} routes: "slug-suggestion" is not an id.
servicesRouter.openapi(suggestSlugRoute, async (c) => {
  const { title, exclude } = c.req.valid("query");
  return c.json({ slug: await service.suggestServiceSlug(c.var.deps.db, title, exclude) }, 200);
});

servicesRouter.openapi(previewServiceRoute, (c) =>
  c.json({ html: renderMarkdown(c.req.valid("json").intro) }, 200),
);

serveContentRoutes(servicesRouter, serviceRoutes, {
  list: service.listServices,
  create: service.createService,
  get: service.getService,
  update: service.updateService,
  remove: service.deleteService,
});
