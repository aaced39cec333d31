import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  updateTestimonial,
} from "@server/services/testimonials";
import { testimonialRoutes } from "./testimonials.routes";

/** The back office's testimonial manager (spec 2 §2, §3, §5, §7). */
export const testimonialsRouter = createRouter();

serveContentRoutes(testimonialsRouter, testimonialRoutes, {
  list: listTestimonials,
  create: createTestimonial,
  get: getTestimonial,
  update: updateTestimonial,
  remove: deleteTestimonial,
});
