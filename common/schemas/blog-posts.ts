import { z } from "zod";
import { BLOG_STATUSES } from "../options";
import { ListQuerySchema } from "../pagination";
import { SLUG_MESSAGES, SLUG_PATTERN } from "../slug";
import { keys, OptionalUrlSchema, optionalText, storedRow, stringList } from "./fields";

/**
 * Blog posts (issue 5 item 7): the schemas of the back office's writes, shared by the API and the
 * editor. The body is Markdown, rendered to sanitised HTML by the server (server/services/markdown.ts).
 * A post is public when published and its publish date has come; publishing without a date
 * publishes now.
 */

export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 500,
  content: 100_000,
  author: 100,
  tags: 20,
  tag: 50,
} as const;

export const BLOG_TEXT = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  status: "Choose draft or published",
  publishedAt: "Use a date such as 2025-06-30",
  contentTooLong: `The body can be at most ${BLOG_LIMITS.content.toLocaleString("en")} characters`,
} as const;

const SlugSchema = z
  .string()
  .trim()
  .min(1, BLOG_TEXT.slugRequired)
  .max(BLOG_LIMITS.slug, `Use at most ${BLOG_LIMITS.slug} characters`)
  .regex(SLUG_PATTERN, SLUG_MESSAGES.invalid);

/** A publish date: a full ISO timestamp, or a calendar date (midnight UTC); null clears it. */
export const PublishedAtSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: BLOG_TEXT.publishedAt })
  .nullable();

const shape = {
  title: z
    .string({ error: BLOG_TEXT.titleRequired })
    .trim()
    .min(1, BLOG_TEXT.titleRequired)
    .max(BLOG_LIMITS.title, `Use at most ${BLOG_LIMITS.title} characters`),
  slug: SlugSchema,
  excerpt: optionalText(BLOG_LIMITS.excerpt),
  content: z.string().max(BLOG_LIMITS.content, BLOG_TEXT.contentTooLong),
  cover_image: OptionalUrlSchema,
  author: optionalText(BLOG_LIMITS.author),
  tags: stringList(BLOG_LIMITS.tags, BLOG_LIMITS.tag),
  status: z.enum(BLOG_STATUSES, { error: BLOG_TEXT.status }),
  published_at: PublishedAtSchema,
};

/** POST /admin/blog-posts. An empty or missing slug is made from the title (unique, -1, -2…). */
export const BlogPostCreateSchema = z.object({
  ...shape,
  slug: z
    .string()
    .trim()
    .pipe(
      z
        .literal("")
        .transform(() => undefined)
        .or(SlugSchema),
    )
    .optional(),
  excerpt: shape.excerpt.optional(),
  content: shape.content.default(""),
  cover_image: shape.cover_image.optional(),
  author: shape.author.optional(),
  tags: shape.tags.default([]),
  status: shape.status.default("draft"),
  published_at: shape.published_at.optional(),
});
export type BlogPostCreate = z.output<typeof BlogPostCreateSchema>;

/** PATCH /admin/blog-posts/{id}: any subset. */
export const BlogPostUpdateSchema = z.object(shape).partial();
export type BlogPostUpdate = z.output<typeof BlogPostUpdateSchema>;

/** POST /admin/blog-posts/preview: the editor's Markdown, rendered as visitors will see it. */
export const BlogPreviewSchema = z.object({
  content: z.string().max(BLOG_LIMITS.content, BLOG_TEXT.contentTooLong),
});

/** GET /admin/blog-posts: the list's query, with the status filter. */
export const BlogListQuerySchema = ListQuerySchema.extend({
  status: z.enum(BLOG_STATUSES, { error: BLOG_TEXT.status }).optional(),
});

/** The preview's answer: the body as the public post page shows it. */
export const BlogPreviewResultSchema = z
  .object({ html: z.string().meta({ description: "Sanitised HTML" }) })
  .meta({ id: "BlogPreview" });

/** A post as the back office's API answers it, drafts too. */
export const BlogPostSchema = storedRow({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string().meta({ description: "Markdown" }),
  cover_image: z.string().nullable(),
  author: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  published_at: z.string().nullable().meta({ description: "Public from then on, once published" }),
}).meta({ id: "BlogPost" });
export type BlogPost = z.infer<typeof BlogPostSchema>;

/**
 * A post on the public blog's list: published and due, so it has a date; the excerpt is the
 * written one or the start of the body as plain text.
 */
export const PublicBlogPostSummarySchema = BlogPostSchema.pick(
  keys("id", "title", "cover_image", "author", "tags"),
)
  .extend({ excerpt: z.string(), published_at: z.string() })
  .meta({ id: "PublicBlogPostSummary" });
export type PublicBlogPostSummary = z.infer<typeof PublicBlogPostSummarySchema>;

/** One post as its public page shows it: the body rendered to sanitised HTML. */
export const PublicBlogPostSchema = PublicBlogPostSummarySchema.extend({
  html: z.string(),
  updated_at: z.string(),
}).meta({ id: "PublicBlogPost" });
export type PublicBlogPost = z.infer<typeof PublicBlogPostSchema>;
