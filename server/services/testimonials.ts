import type { ListQuery } from "@common/pagination";
import type { PublicTestimonial, TestimonialCreate, TestimonialUpdate } from "@common/schemas/testimonials";
import { asc, eq, max } from "drizzle-orm";
import type { Database } from "../db/client";
import { testimonials } from "../db/schema";
import { notFound } from "../lib/errors";
import type { Actor } from "./audit";
import { deleteAudited, findById, insertAudited, updateAudited } from "./content-crud";
import { listPage } from "./list-page";

/**
 * Testimonials (spec 2 §2, §3, §5, §7): the back office's list and audited writes, and the public
 * reader (the home page shows the featured ones).
 */

export type TestimonialRow = typeof testimonials.$inferSelect;
const ENTITY = "testimonials";
const NOT_FOUND = "The testimonial";

/** Searched on the server, in display order (order_index) unless another sort is asked for. */
export function listTestimonials(db: Database, query: ListQuery) {
  return listPage(
    db,
    {
      table: testimonials,
      searchColumns: [testimonials.name, testimonials.role, testimonials.company, testimonials.content],
      sortable: {
        order_index: testimonials.order_index,
        name: testimonials.name,
        rating: testimonials.rating,
        created_at: testimonials.created_at,
      },
      defaultSort: "order_index",
    },
    query,
  );
}

export async function getTestimonial(db: Database, id: string): Promise<TestimonialRow> {
  return findById(db, testimonials, id, NOT_FOUND);
}

/** A new testimonial goes after the last one unless an order is given. */
export async function createTestimonial(
  db: Database,
  actor: Actor,
  input: TestimonialCreate,
): Promise<TestimonialRow> {
  let order = input.order_index;
  if (order === undefined) {
    const [row] = await db.select({ last: max(testimonials.order_index) }).from(testimonials);
    order = (row?.last ?? 0) + 1;
  }
  return insertAudited(db, actor, testimonials, ENTITY, { ...input, order_index: order });
}

export async function updateTestimonial(
  db: Database,
  actor: Actor,
  id: string,
  patch: TestimonialUpdate,
): Promise<TestimonialRow> {
  const row = await updateAudited(db, actor, testimonials, ENTITY, id, patch);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function deleteTestimonial(db: Database, actor: Actor, id: string): Promise<void> {
  if (!(await deleteAudited(db, actor, testimonials, ENTITY, id))) throw notFound(NOT_FOUND);
}

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
