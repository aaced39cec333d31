import type { BLOG_STATUSES } from "@common/options";
import type { ListQuery, Page } from "@common/pagination";
import type {
  BlogPostCreate,
  BlogPostUpdate,
  PublicBlogPost,
  PublicBlogPostSummary,
} from "@common/schemas/blog-posts";
import { SLUG_MESSAGES, slugify, uniqueSlug } from "@common/slug";
import { and, asc, count, desc, eq, isNotNull, like, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blogPosts } from "../db/schema";
import { ApiError } from "../lib/errors";
import { toStringList } from "../lib/string-list";
import type { Actor } from "./audit";
import { contentCrud, isUniqueViolation } from "./content-crud";
import { CONTENT_HOOKS } from "./content-hooks";
import { listPage } from "./list-page";
import { markdownToPlainText, renderMarkdown } from "./markdown";

/**
 * The blog (issue 5 item 7): the back office's list and audited writes, and the public readers.
 * The public blog shows a post once it is published and its publish date has come; publishing
 * without a date stamps it with now.
 */

type BlogStatus = (typeof BLOG_STATUSES)[number];
/** A stored post, typed as the API describes it. */
export type BlogPostRow = Omit<typeof blogPosts.$inferSelect, "status"> & { status: BlogStatus };
const crud = contentCrud(blogPosts, "blog_posts", "The blog post", CONTENT_HOOKS["blog-posts"]);

/**
 * The check constraint keeps status one of BLOG_STATUSES; imported rows may carry tags as a JSON
 * string (spec 2 §3).
 */
const typed = (row: typeof blogPosts.$inferSelect): BlogPostRow => ({
  ...row,
  status: row.status as BlogStatus,
  tags: toStringList(row.tags),
});

/** Newest first by publish date, drafts without one by creation date. */
const publishedOrCreated = sql`coalesce(${blogPosts.published_at}, ${blogPosts.created_at})`;

export async function listBlogPosts(
  db: Database,
  query: ListQuery & { status?: BlogStatus },
): Promise<Page<BlogPostRow>> {
  const page = await listPage(
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
  return { ...page, items: page.items.map(typed) };
}

export async function getBlogPost(db: Database, id: string): Promise<BlogPostRow> {
  return typed(await crud.get(db, id));
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
  const values = { ...input, slug, published_at, user_id: actor.id };
  return typed(await crud.insert(db, actor, values).catch(duplicateSlug));
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
  const values = published_at === undefined ? rest : { ...rest, published_at };
  return typed(await crud.update(db, actor, id, values).catch(duplicateSlug));
}

export const deleteBlogPost = crud.remove;

/** The editor's preview: exactly the HTML the public post page renders. */
export function previewBlogPost(markdown: string): string {
  return renderMarkdown(markdown);
}

// ---- The public blog --------------------------------------------------------------------------

export const BLOG_PAGE_SIZE = 9;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Published and due: status published and a publication date that has come. */
function visiblePost(now: Date) {
  return and(
    eq(blogPosts.status, "published"),
    isNotNull(blogPosts.published_at),
    lte(blogPosts.published_at, now),
  );
}

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  cover_image: blogPosts.cover_image,
  author: blogPosts.author,
  tags: blogPosts.tags,
  published_at: blogPosts.published_at,
};

/** What summaryColumns select. */
type SummaryRow = Omit<PublicBlogPostSummary, "excerpt" | "published_at"> & {
  excerpt: string | null;
  content: string;
  published_at: Date | null;
};

/** A visible post as visitors get it: an excerpt always (written, or the body's start as text). */
function toSummary({ content, excerpt, ...row }: SummaryRow, excerptLength: number): PublicBlogPostSummary {
  return {
    ...row,
    excerpt: excerpt?.trim() || markdownToPlainText(content, excerptLength),
    tags: toStringList(row.tags),
    // visiblePost lets only dated posts through; a preview dates an undated one.
    published_at: (row.published_at as Date).toISOString(),
  };
}

/** One page of visible posts, newest first. */
export async function listPublishedPosts(
  db: Database,
  options: { page?: number; pageSize?: number; now?: Date } = {},
): Promise<Page<PublicBlogPostSummary> & { pageCount: number }> {
  const pageSize = options.pageSize ?? BLOG_PAGE_SIZE;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const where = visiblePost(options.now ?? new Date());
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.published_at), desc(blogPosts.created_at), asc(blogPosts.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  const total = totals?.n ?? 0;
  return {
    items: rows.map((row) => toSummary(row, 220)),
    total,
    page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** One visible post by id, its Markdown rendered to sanitised HTML; null otherwise (or not a uuid). */
export function getPublishedPost(
  db: Database,
  id: string,
  now: Date = new Date(),
): Promise<PublicBlogPost | null> {
  return readPost(db, id, visiblePost(now));
}

/**
 * Any post by id, drafts and future posts too, for a signed-in admin's preview (issue 16); an
 * undated post shows its last change as its date.
 */
export function getPostForPreview(db: Database, id: string): Promise<PublicBlogPost | null> {
  return readPost(db, id);
}

async function readPost(db: Database, id: string, visible?: SQL): Promise<PublicBlogPost | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select({ ...summaryColumns, updated_at: blogPosts.updated_at })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visible))
    .limit(1);
  if (!row) return null;
  const { updated_at, ...post } = row;
  return {
    ...toSummary({ ...post, published_at: post.published_at ?? updated_at }, 160),
    html: renderMarkdown(post.content),
    updated_at: updated_at.toISOString(),
  };
}
