import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import {
  createAboutContent,
  deleteAboutContent,
  getAboutContent,
  listAboutContent,
  updateAboutContent,
} from "@server/services/about-content";
import { aboutContentRoutes } from "./about-content.routes";

/** The back office's about-content manager (spec 2 §2, §3, §4, §5, §7). */
export const aboutContentRouter = createRouter();

serveContentRoutes(aboutContentRouter, aboutContentRoutes, {
  list: listAboutContent,
  create: createAboutContent,
  get: getAboutContent,
  update: updateAboutContent,
  remove: deleteAboutContent,
});
