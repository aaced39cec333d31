import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from "@server/services/projects";
import { projectRoutes } from "./projects.routes";

/** The back office's Portfolio manager (spec 2 §2–§5). */
export const projectsRouter = createRouter();

serveContentRoutes(projectsRouter, projectRoutes, {
  list: listProjects,
  create: createProject,
  get: getProject,
  update: updateProject,
  remove: deleteProject,
});
