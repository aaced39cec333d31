import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPosts,
  previewBlogPost,
  updateBlogPost,
} from "@server/services/blog-posts";
import { previewBlogPostRoute, blogPostRoutes as routes } from "./blog-posts.routes";

/** The back office's blog (issue 5 item 7); the public blog is rendered by its route modules. */
export const blogPostsRouter = createRouter();

blogPostsRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listBlogPosts(c.var.deps.db, c.req.valid("query"))), 200);
});

blogPostsRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createBlogPost(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

// Registered before the {id} routes only for readability: methods differ, so nothing overlaps.
blogPostsRouter.openapi(previewBlogPostRoute, (c) =>
  c.json({ html: previewBlogPost(c.req.valid("json").content) }, 200),
);

blogPostsRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getBlogPost(c.var.deps.db, c.req.valid("param").id)), 200);
});

blogPostsRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateBlogPost(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

blogPostsRouter.openapi(routes.delete, async (c) => {
  await deleteBlogPost(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
