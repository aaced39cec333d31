import { ListQuerySchema } from "@common/pagination";
import {
  TestimonialCreateSchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
} from "@common/schemas/testimonials";
import { contentRoutes } from "@server/api/content-routes";

export const testimonialRoutes = contentRoutes({
  base: "/admin/testimonials",
  resource: "testimonials",
  tags: ["Testimonials"],
  item: TestimonialSchema,
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
