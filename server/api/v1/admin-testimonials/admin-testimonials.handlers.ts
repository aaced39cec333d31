import { actorOf } from "../../../auth/guards";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listTestimonials,
  type TestimonialRow,
  updateTestimonial,
} from "../../../services/admin-testimonials";
import { createRouter } from "../../openapi";
import { testimonialRoutes as routes } from "./admin-testimonials.routes";

/** The back office's testimonial manager (spec 2 §2, §3, §5, §7). */
export const adminTestimonialsRouter = createRouter();

const serialise = (row: TestimonialRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminTestimonialsRouter.openapi(routes.list, async (c) => {
  const page = await listTestimonials(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

adminTestimonialsRouter.openapi(routes.create, async (c) => {
  const row = await createTestimonial(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminTestimonialsRouter.openapi(routes.get, async (c) => {
  const row = await getTestimonial(c.var.deps.db, c.req.valid("param").id);
  return c.json(serialise(row), 200);
});

adminTestimonialsRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateTestimonial(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminTestimonialsRouter.openapi(routes.delete, async (c) => {
  await deleteTestimonial(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
