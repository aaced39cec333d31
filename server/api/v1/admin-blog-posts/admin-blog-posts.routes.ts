import { createRoute, z } from "@hono/zod-openapi";
import { BLOG_STATUSES } from "../../../../common/options";
import { ListQuerySchema } from "../../../../common/pagination";
import {
  BLOG_TEXT,
  BlogPostCreateSchema,
  BlogPostUpdateSchema,
  BlogPreviewSchema,
} from "../../../../common/schemas/blog-posts";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "../../openapi";

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

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const BlogListQuerySchema = ListQuerySchema.extend({
  status: z.enum(BLOG_STATUSES, { error: BLOG_TEXT.status }).optional(),
});

export const listBlogPostsRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "Blog posts, drafts too, searched (title, slug, excerpt, author), newest first",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: BlogListQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminBlogPostSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      "A page of posts",
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const createBlogPostRoute = createRoute({
  method: "post",
  path: BASE,
  tags,
  summary: "Add a post (a draft unless published; publishing without a date publishes now)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "create")] as const,
  request: body(BlogPostCreateSchema),
  responses: {
    201: json(AdminBlogPostSchema, "The new post"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const previewBlogPostRoute = createRoute({
  method: "post",
  path: `${BASE}/preview`,
  tags,
  summary: "Markdown rendered to the sanitised HTML the public post page shows",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: body(BlogPreviewSchema),
  responses: {
    200: json(z.object({ html: z.string() }), "The rendered body"),
    ...errorResponses(400, 401, 403),
  },
});

export const getBlogPostRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags,
  summary: "One post",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: json(AdminBlogPostSchema, "The post"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateBlogPostRoute = createRoute({
  method: "patch",
  path: `${BASE}/{id}`,
  tags,
  summary: "Change a post (any subset of its fields)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "update")] as const,
  request: { params: IdParamSchema, ...body(BlogPostUpdateSchema) },
  responses: {
    200: json(AdminBlogPostSchema, "The updated post"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const deleteBlogPostRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Delete a post (and its comments)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
