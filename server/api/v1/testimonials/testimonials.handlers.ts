import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/testimonials";
import { testimonialRoutes } from "./testimonials.routes";

/** The back office's testimonial manager (spec 2 §2, §3, §5, §7). */
export const testimonialsRouter = createRouter();

serveContentRoutes(testimonialsRouter, testimonialRoutes, {
  list: service.listTestimonials,
  create: service.createTestimonial,
  get: service.getTestimonial,
  update: service.updateTestimonial,
  remove: service.deleteTestimonial,
});
