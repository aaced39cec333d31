import {
  BlogListQuerySchema,
  BlogPostCreateSchema,
  BlogPostSchema,
  BlogPostUpdateSchema,
  BlogPreviewResultSchema,
  BlogPreviewSchema,
} from "@common/schemas/blog-posts";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, contentRoutes, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const BASE = "/admin/blog-posts";
const tags = ["Blog posts"];

/** List, create, read, update and delete. */
export const blogPostRoutes = contentRoutes({
  base: BASE,
  resource: "blog_posts",
  tags,
  item: BlogPostSchema,
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

export const previewBlogPostRoute = createRoute({
  method: "post",
  path: `${BASE}/preview`,
  tags,
  summary: "Markdown rendered to the sanitised HTML the public post page shows",
  ...adminGuard("blog_posts", "read"),
  request: jsonBody(BlogPreviewSchema),
  responses: {
    200: jsonContent(BlogPreviewResultSchema, "The rendered body"),
    ...errorResponses(400, 401, 403),
  },
});
