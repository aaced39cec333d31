import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/projects";
import { projectRoutes } from "./projects.routes";

/** The back office's Portfolio manager (spec 2 §2–§5). */
export const projectsRouter = createRouter();

serveContentRoutes(projectsRouter, projectRoutes, {
  list: service.listProjects,
  create: service.createProject,
  get: service.getProject,
  update: service.updateProject,
  remove: service.deleteProject,
});
