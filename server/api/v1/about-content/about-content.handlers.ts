import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/about-content";
import { aboutContentRoutes } from "./about-content.routes";

/** The back office's about-content manager (spec 2 §2, §3, §4, §5, §7). */
export const aboutContentRouter = createRouter();

serveContentRoutes(aboutContentRouter, aboutContentRoutes, {
  list: service.listAboutContent,
  create: service.createAboutContent,
  get: service.getAboutContent,
  update: service.updateAboutContent,
  remove: service.deleteAboutContent,
});
