import { z } from "zod";
import { OptionalUrlSchema, optionalText, storedRow } from "./fields";

/**
 * Testimonials (spec 2 §3, §5): the schemas of the back office's writes, shared by the API and the
 * add/edit dialog. name, role and content are required; company and avatar optional; rating 1–5
 * by stars, default 5. Featured testimonials are the ones the home page shows.
 */

export const TESTIMONIAL_LIMITS = { name: 100, role: 100, company: 100, content: 2000 } as const;

export const TESTIMONIAL_TEXT = {
  nameRequired: "Name is required",
  roleRequired: "Role is required",
  contentRequired: "Content is required",
  rating: "Rating must be a whole number from 1 to 5",
  order: "Order must be a whole number of 0 or more",
} as const;

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters`);

export const OrderIndexSchema = z
  .number({ error: TESTIMONIAL_TEXT.order })
  .int(TESTIMONIAL_TEXT.order)
  .min(0, TESTIMONIAL_TEXT.order)
  .max(1_000_000, TESTIMONIAL_TEXT.order);

/** Every field as PATCH takes it; no defaults here, so a partial update never resets a field. */
const shape = {
  name: required(TESTIMONIAL_TEXT.nameRequired, TESTIMONIAL_LIMITS.name),
  role: required(TESTIMONIAL_TEXT.roleRequired, TESTIMONIAL_LIMITS.role),
  company: optionalText(TESTIMONIAL_LIMITS.company),
  avatar: OptionalUrlSchema,
  content: required(TESTIMONIAL_TEXT.contentRequired, TESTIMONIAL_LIMITS.content),
  rating: z
    .number({ error: TESTIMONIAL_TEXT.rating })
    .int(TESTIMONIAL_TEXT.rating)
    .min(1, TESTIMONIAL_TEXT.rating)
    .max(5, TESTIMONIAL_TEXT.rating),
  featured: z.boolean(),
  order_index: OrderIndexSchema,
};

/** POST /admin/testimonials. Without order_index the testimonial goes to the end of the list. */
export const TestimonialCreateSchema = z.object({
  ...shape,
  company: shape.company.optional(),
  avatar: shape.avatar.optional(),
  rating: shape.rating.default(5),
  featured: shape.featured.default(false),
  order_index: shape.order_index.optional(),
});
export type TestimonialCreate = z.output<typeof TestimonialCreateSchema>;

/** PATCH /admin/testimonials/{id}: any subset. */
export const TestimonialUpdateSchema = z.object(shape).partial();
export type TestimonialUpdate = z.output<typeof TestimonialUpdateSchema>;

/** A testimonial as the API answers it. */
export const TestimonialSchema = storedRow({
  name: z.string(),
  role: z.string(),
  company: z.string().nullable(),
  avatar: z.string().nullable(),
  content: z.string(),
  rating: z.number().int(),
  featured: z.boolean().meta({ description: "Featured testimonials are shown on the home page" }),
  order_index: z.number().int(),
}).meta({ id: "Testimonial" });
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** A testimonial as public pages show it (the featured ones, on the home page). */
export const PublicTestimonialSchema = TestimonialSchema.pick({
  id: true,
  name: true,
  role: true,
  company: true,
  avatar: true,
  content: true,
  rating: true,
}).meta({ id: "PublicTestimonial" });
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;
