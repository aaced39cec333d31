import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  updateTestimonial,
} from "@server/services/testimonials";
import { testimonialRoutes as routes } from "./testimonials.routes";

/** The back office's testimonial manager (spec 2 §2, §3, §5, §7). */
export const testimonialsRouter = createRouter();

testimonialsRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listTestimonials(c.var.deps.db, c.req.valid("query"))), 200);
});

testimonialsRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createTestimonial(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

testimonialsRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getTestimonial(c.var.deps.db, c.req.valid("param").id)), 200);
});

testimonialsRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateTestimonial(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

testimonialsRouter.openapi(routes.delete, async (c) => {
  await deleteTestimonial(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
