import { serveOrderedContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/hero-slides";
import { heroSlideRoutes } from "./hero-slides.routes";

/** The back office's Hero Slides manager (issue 16). */
export const heroSlidesRouter = createRouter();

serveOrderedContentRoutes(heroSlidesRouter, heroSlideRoutes, {
  list: service.listHeroSlidesAdmin,
  create: service.createHeroSlide,
  get: service.getHeroSlide,
  update: service.updateHeroSlide,
  remove: service.deleteHeroSlide,
  reorder: service.reorderHeroSlides,
});
