import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import {
  createBlogPost,
  deleteBlogPost,
  getBlogPost,
  listBlogPosts,
  previewBlogPost,
  updateBlogPost,
} from "@server/services/blog-posts";
import { blogPostRoutes, previewBlogPostRoute } from "./blog-posts.routes";

/** The back office's blog (issue 5 item 7); the public blog is rendered by its route modules. */
export const blogPostsRouter = createRouter();

// Registered before the {id} routes only for readability: methods differ, so nothing overlaps.
blogPostsRouter.openapi(previewBlogPostRoute, (c) =>
  c.json({ html: previewBlogPost(c.req.valid("json").content) }, 200),
);

serveContentRoutes(blogPostsRouter, blogPostRoutes, {
  list: listBlogPosts,
  create: createBlogPost,
  get: getBlogPost,
  update: updateBlogPost,
  remove: deleteBlogPost,
});
