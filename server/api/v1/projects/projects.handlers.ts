import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from "@server/services/projects";
import { projectRoutes as routes } from "./projects.routes";

/** The back office's Portfolio manager (spec 2 §2–§5). */
export const projectsRouter = createRouter();

projectsRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listProjects(c.var.deps.db, c.req.valid("query"))), 200);
});

projectsRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createProject(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

projectsRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getProject(c.var.deps.db, c.req.valid("param").id)), 200);
});

projectsRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateProject(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

projectsRouter.openapi(routes.delete, async (c) => {
  await deleteProject(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
