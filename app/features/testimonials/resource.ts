import { TestimonialSchema } from "@common/schemas/testimonials";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/testimonials`, its queries and writes. */
export const testimonials = adminResource({
  name: "testimonials",
  item: TestimonialSchema,
  // Cards sit two or three to a row; 12 fills both evenly.
  pageSize: 12,
});
