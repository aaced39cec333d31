import type { PublicTestimonial, TestimonialCreate } from "@common/schemas/testimonials";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { testimonials } from "../db/schema";
import type { Actor } from "./audit";
import { contentCrud, nextOrderIndex } from "./content-crud";
import { CONTENT_HOOKS } from "./content-hooks";
import { orderedListPage } from "./list-page";

/**
 * Testimonials (spec 2 §2, §3, §5, §7): the back office's list and audited writes, and the public
 * reader (the home page shows the featured ones).
 */

export type TestimonialRow = typeof testimonials.$inferSelect;

/** Searched on the server, in display order (order_index) unless another sort is asked for. */
export const listTestimonials = orderedListPage(
  testimonials,
  [testimonials.name, testimonials.role, testimonials.company, testimonials.content],
  { name: testimonials.name, rating: testimonials.rating },
);

const crud = contentCrud(testimonials, "testimonials", "The testimonial", CONTENT_HOOKS.testimonials);

export const getTestimonial = crud.get;

/** A new testimonial goes after the last one unless an order is given. */
export async function createTestimonial(
  db: Database,
  actor: Actor,
  input: TestimonialCreate,
): Promise<TestimonialRow> {
  const order_index = input.order_index ?? (await nextOrderIndex(db, testimonials));
  return crud.insert(db, actor, { ...input, order_index });
}

export const updateTestimonial = crud.update;
export const deleteTestimonial = crud.remove;

/** Featured testimonials in order, for the home page. */
export function listFeaturedTestimonials(db: Database): Promise<PublicTestimonial[]> {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      role: testimonials.role,
      company: testimonials.company,
      avatar: testimonials.avatar,
      content: testimonials.content,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(eq(testimonials.featured, true))
    .orderBy(asc(testimonials.order_index), asc(testimonials.created_at));
}
