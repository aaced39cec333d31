import { z } from "@hono/zod-openapi";
import { ListQuerySchema } from "../../../../common/pagination";
import { TestimonialCreateSchema, TestimonialUpdateSchema } from "../../../../common/schemas/testimonials";
import { contentRoutes } from "../../content-routes";

export const AdminTestimonialSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    company: z.string().nullable(),
    avatar: z.string().nullable(),
    content: z.string(),
    rating: z.number().int(),
    featured: z.boolean().openapi({ description: "Featured testimonials are shown on the home page" }),
    order_index: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminTestimonial");

export const testimonialRoutes = contentRoutes({
  base: "/admin/testimonials",
  resource: "testimonials",
  tags: ["Testimonials"],
  item: AdminTestimonialSchema,
  create: TestimonialCreateSchema,
  update: TestimonialUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "Testimonials, searched (name, role, company, content), in display order",
    create: "Add a testimonial (rating defaults to 5; without order_index it goes last)",
    get: "One testimonial",
    update: "Change a testimonial (any subset of its fields)",
    delete: "Delete a testimonial",
  },
});
