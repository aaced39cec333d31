import {
  BlogListQuerySchema,
  BlogPostCreateSchema,
  BlogPostSchema,
  BlogPostUpdateSchema,
  BlogPreviewResultSchema,
  BlogPreviewSchema,
} from "@common/schemas/blog-posts";
import { contentRoutes, markdownPreviewRoute, type RouteSection } from "@server/api/content-routes";

const section: RouteSection = { base: "/admin/blog-posts", resource: "blog_posts", tags: ["Blog posts"] };

/** List, create, read, update and delete. */
export const blogPostRoutes = contentRoutes({
  ...section,
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

export const previewBlogPostRoute = markdownPreviewRoute(section, {
  summary: "Markdown rendered to the sanitised HTML the public post page shows",
  body: BlogPreviewSchema,
  result: BlogPreviewResultSchema,
  answer: "The rendered body",
});
