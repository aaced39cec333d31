import { serveContentRoutes, serveOrderRoute } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/hero-slides";
import { heroSlideRoutes, reorderHeroSlidesRoute } from "./hero-slides.routes";

/** The back office's Hero Slides manager (issue 16). */
export const heroSlidesRouter = createRouter();

// The static path is registered before /{id}, so "order" is never read as an id.
serveOrderRoute(heroSlidesRouter, reorderHeroSlidesRoute, service.reorderHeroSlides);

serveContentRoutes(heroSlidesRouter, heroSlideRoutes, {
  list: service.listHeroSlidesAdmin,
  create: service.createHeroSlide,
  get: service.getHeroSlide,
  update: service.updateHeroSlide,
  remove: service.deleteHeroSlide,
});
