import type { BLOG_STATUSES } from "@common/options";
import type { ListQuery } from "@common/pagination";
import type { BlogPostCreate, BlogPostUpdate } from "@common/schemas/blog-posts";
import { SLUG_MESSAGES, slugify, uniqueSlug } from "@common/slug";
import { eq, like, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import type { Actor } from "./audit";
import { deleteAudited, insertAudited, isUniqueViolation, updateAudited } from "./content-crud";
import { listPage } from "./list-page";
import { renderMarkdown } from "./markdown";

/**
 * The back office's blog (issue 5 item 7). The public blog shows a post once it is published and
 * its publish date has come (public-content.ts); publishing without a date stamps it with now.
 */

export type BlogPostRow = typeof blogPosts.$inferSelect;
type BlogStatus = (typeof BLOG_STATUSES)[number];
const ENTITY = "blog_posts";
const NOT_FOUND = "The blog post";

/** Newest first by publish date, drafts without one by creation date. */
const publishedOrCreated = sql`coalesce(${blogPosts.published_at}, ${blogPosts.created_at})`;

export function listBlogPosts(db: Database, query: ListQuery & { status?: BlogStatus }) {
  return listPage(
    db,
    {
      table: blogPosts,
      searchColumns: [blogPosts.title, blogPosts.slug, blogPosts.excerpt, blogPosts.author],
      sortable: {
        published_at: publishedOrCreated,
        created_at: blogPosts.created_at,
        updated_at: blogPosts.updated_at,
        title: blogPosts.title,
      },
      defaultSort: "-published_at",
      filters: [query.status ? eq(blogPosts.status, query.status) : undefined],
    },
    query,
  );
}

export async function getBlogPost(db: Database, id: string): Promise<BlogPostRow> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Spec 2 §5: a unique slug is a 409 with the spec's text, on the slug field. */
function duplicateSlug(err: unknown): never {
  if (isUniqueViolation(err, "blog_posts_slug_unique")) {
    throw new ApiError(409, "duplicate_slug", SLUG_MESSAGES.duplicate, { slug: SLUG_MESSAGES.duplicate });
  }
  throw err;
}

/** The title's slug, with -1, -2… when taken (a post given no slug). */
async function slugFromTitle(db: Database, title: string): Promise<string> {
  const base = slugify(title) || "post";
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  return uniqueSlug(base, new Set(rows.map((r) => r.slug)));
}

export async function createBlogPost(
  db: Database,
  actor: Actor,
  input: BlogPostCreate,
): Promise<BlogPostRow> {
  const slug = input.slug ?? (await slugFromTitle(db, input.title));
  let published_at = toDate(input.published_at) ?? null;
  if (input.status === "published" && !published_at) published_at = new Date();
  return insertAudited(db, actor, blogPosts, ENTITY, {
    ...input,
    slug,
    published_at,
    user_id: actor.id,
  }).catch(duplicateSlug);
}

export async function updateBlogPost(
  db: Database,
  actor: Actor,
  id: string,
  patch: BlogPostUpdate,
): Promise<BlogPostRow> {
  const current = await getBlogPost(db, id);
  const { published_at: givenDate, ...rest } = patch;
  let published_at = toDate(givenDate);
  const status = patch.status ?? current.status;
  const effectiveDate = published_at === undefined ? current.published_at : published_at;
  if (status === "published" && !effectiveDate) published_at = new Date();
  const row = await updateAudited(db, actor, blogPosts, ENTITY, id, {
    ...rest,
    ...(published_at === undefined ? {} : { published_at }),
  }).catch(duplicateSlug);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function deleteBlogPost(db: Database, actor: Actor, id: string): Promise<void> {
  if (!(await deleteAudited(db, actor, blogPosts, ENTITY, id))) throw notFound(NOT_FOUND);
}

/** The editor's preview: exactly the HTML the public post page renders. */
export function previewBlogPost(markdown: string): string {
  return renderMarkdown(markdown);
}
