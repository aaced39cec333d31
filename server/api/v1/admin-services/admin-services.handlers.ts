import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  createAdminService,
  deleteAdminService,
  getAdminService,
  listAdminServices,
  type ServiceRow,
  suggestServiceSlug,
  updateAdminService,
} from "@server/services/admin-services";
import { servicesRoutes, suggestSlugRoute } from "./admin-services.routes";

/** The back office's Services manager (spec 2 §2, §3, §5, §6). */
export const adminServicesRouter = createRouter();

const serialise = (row: ServiceRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminServicesRouter.openapi(servicesRoutes.list, async (c) => {
  const page = await listAdminServices(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

// Before the {id} routes: "slug-suggestion" is not an id.
adminServicesRouter.openapi(suggestSlugRoute, async (c) => {
  const { title, exclude } = c.req.valid("query");
  return c.json({ slug: await suggestServiceSlug(c.var.deps.db, title, exclude) }, 200);
});

adminServicesRouter.openapi(servicesRoutes.create, async (c) => {
  const row = await createAdminService(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminServicesRouter.openapi(servicesRoutes.get, async (c) => {
  const row = await getAdminService(c.var.deps.db, c.req.valid("param").id);
  return c.json(serialise(row), 200);
});

adminServicesRouter.openapi(servicesRoutes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateAdminService(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminServicesRouter.openapi(servicesRoutes.delete, async (c) => {
  await deleteAdminService(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
