import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import * as service from "@server/services/blog-posts";
import { blogPostRoutes, previewBlogPostRoute } from "./blog-posts.routes";

/** The back office's blog (issue 5 item 7); the public blog is rendered by its route modules. */
export const blogPostsRouter = createRouter();

// Registered before the {id} routes only for readability: methods differ, so nothing overlaps.
blogPostsRouter.openapi(previewBlogPostRoute, (c) =>
  c.json({ html: service.previewBlogPost(c.req.valid("json").content) }, 200),
);

serveContentRoutes(blogPostsRouter, blogPostRoutes, {
  list: service.listBlogPosts,
  create: service.createBlogPost,
  get: service.getBlogPost,
  update: service.updateBlogPost,
  remove: service.deleteBlogPost,
});
