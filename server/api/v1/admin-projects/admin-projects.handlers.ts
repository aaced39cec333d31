import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  type ProjectRow,
  updateProject,
} from "@server/services/admin-projects";
import { projectsRoutes } from "./admin-projects.routes";

/** The back office's Portfolio manager (spec 2 §2–§5). */
export const adminProjectsRouter = createRouter();

const serialise = (row: ProjectRow) => ({
  ...row,
  status: row.status as "draft" | "published" | "archived",
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminProjectsRouter.openapi(projectsRoutes.list, async (c) => {
  const page = await listProjects(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

adminProjectsRouter.openapi(projectsRoutes.create, async (c) => {
  const row = await createProject(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminProjectsRouter.openapi(projectsRoutes.get, async (c) => {
  const row = await getProject(c.var.deps.db, c.req.valid("param").id);
  return c.json(serialise(row), 200);
});

adminProjectsRouter.openapi(projectsRoutes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateProject(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminProjectsRouter.openapi(projectsRoutes.delete, async (c) => {
  await deleteProject(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
