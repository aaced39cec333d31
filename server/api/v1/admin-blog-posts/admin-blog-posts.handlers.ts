import type { BLOG_STATUSES } from "@common/options";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  type BlogPostRow,
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPosts,
  previewBlogPost,
  updateBlogPost,
} from "@server/services/admin-blog-posts";
import { toStringList } from "@server/services/public-content";
import { blogPostsRoutes, previewBlogPostRoute } from "./admin-blog-posts.routes";

/** The back office's blog (issue 5 item 7). */
export const adminBlogPostsRouter = createRouter();

const serialise = (row: BlogPostRow) => ({
  ...row,
  // The check constraint keeps it one of BLOG_STATUSES.
  status: row.status as (typeof BLOG_STATUSES)[number],
  // Imported rows may carry the list as a JSON string (spec 2 §3).
  tags: toStringList(row.tags),
  published_at: row.published_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminBlogPostsRouter.openapi(blogPostsRoutes.list, async (c) => {
  const page = await listBlogPosts(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

adminBlogPostsRouter.openapi(blogPostsRoutes.create, async (c) => {
  const row = await createBlogPost(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminBlogPostsRouter.openapi(previewBlogPostRoute, (c) =>
  c.json({ html: previewBlogPost(c.req.valid("json").content) }, 200),
);

adminBlogPostsRouter.openapi(blogPostsRoutes.get, async (c) => {
  const row = await getBlogPost(c.var.deps.db, c.req.valid("param").id);
  return c.json(serialise(row), 200);
});

adminBlogPostsRouter.openapi(blogPostsRoutes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateBlogPost(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminBlogPostsRouter.openapi(blogPostsRoutes.delete, async (c) => {
  await deleteBlogPost(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
