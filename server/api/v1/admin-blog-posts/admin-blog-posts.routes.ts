import { BLOG_STATUSES } from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import {
  BLOG_TEXT,
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  BlogPreviewSchema,
} from "@common/schemas/blog-posts";
import { createRoute, z } from "@hono/zod-openapi";
import { contentRoutes, jsonBody, jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Blog posts"];
const BASE = "/admin/blog-posts";
const RESOURCE = "blog_posts";

export const AdminBlogPostSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string().nullable(),
    content: z.string().openapi({ description: "Markdown" }),
    cover_image: z.string().nullable(),
    author: z.string().nullable(),
    tags: z.array(z.string()),
    status: z.enum(BLOG_STATUSES),
    published_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminBlogPost");

export const BlogListQuerySchema = ListQuerySchema.extend({
  status: z.enum(BLOG_STATUSES, { error: BLOG_TEXT.status }).optional(),
});

export const previewBlogPostRoute = createRoute({
  method: "post",
  path: `${BASE}/preview`,
  tags,
  summary: "Markdown rendered to the sanitised HTML the public post page shows",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: jsonBody(BlogPreviewSchema),
  responses: {
    200: jsonContent(z.object({ html: z.string() }), "The rendered body"),
    ...errorResponses(400, 401, 403),
  },
});

/** List, create, read, update and delete. */
export const blogPostsRoutes = contentRoutes({
  base: "/admin/blog-posts",
  resource: "blog_posts",
  tags: ["Blog posts"],
  item: AdminBlogPostSchema,
  create: BlogPostCreateSchema,
  update: BlogPostUpdateSchema,
  query: BlogListQuerySchema,
  summaries: {
    list: "Blog posts, drafts too, searched (title, slug, excerpt, author), newest first",
    create: "Add a post (a draft unless published; publishing without a date publishes now)",
    get: "One post",
    update: "Change a post (any subset of its fields)",
    delete: "Delete a post (and its comments)",
  },
  conflict: true,
});
