import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createAboutContent,
  deleteAboutContent,
  getAboutContent,
  listAboutContent,
  updateAboutContent,
} from "@server/services/about-content";
import { aboutContentRoutes as routes } from "./about-content.routes";

/** The back office's about-content manager (spec 2 §2, §3, §4, §5, §7). */
export const aboutContentRouter = createRouter();

aboutContentRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listAboutContent(c.var.deps.db, c.req.valid("query"))), 200);
});

aboutContentRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createAboutContent(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

aboutContentRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getAboutContent(c.var.deps.db, c.req.valid("param").id)), 200);
});

aboutContentRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateAboutContent(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

aboutContentRouter.openapi(routes.delete, async (c) => {
  await deleteAboutContent(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
