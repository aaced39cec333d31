import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createService,
  deleteService,
  getService,
  listServices,
  suggestServiceSlug,
  updateService,
} from "@server/services/services";
import { serviceRoutes as routes, suggestSlugRoute } from "./services.routes";

/** The back office's Services manager (spec 2 §2, §3, §5, §6). */
export const servicesRouter = createRouter();

servicesRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listServices(c.var.deps.db, c.req.valid("query"))), 200);
});

// Before the {id} routes: "slug-suggestion" is not an id.
servicesRouter.openapi(suggestSlugRoute, async (c) => {
  const { title, exclude } = c.req.valid("query");
  return c.json({ slug: await suggestServiceSlug(c.var.deps.db, title, exclude) }, 200);
});

servicesRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createService(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

servicesRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getService(c.var.deps.db, c.req.valid("param").id)), 200);
});

servicesRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateService(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

servicesRouter.openapi(routes.delete, async (c) => {
  await deleteService(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
