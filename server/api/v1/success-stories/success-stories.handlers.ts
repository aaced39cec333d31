import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import * as service from "@server/services/success-stories";
import { reorderStoriesRoute, storyStatsRoute, successStoriesRoutes } from "./success-stories.routes";

/** The back office's Success Stories panel (spec 2 §2–§5, §7). */
export const successStoriesRouter = createRouter();

// The static paths are registered before /{id}, so "stats" is never read as an id.
successStoriesRouter.openapi(storyStatsRoute, async (c) => {
  return c.json(await service.successStoryStats(c.var.deps.db), 200);
});

successStoriesRouter.openapi(reorderStoriesRoute, async (c) => {
  await service.reorderSuccessStories(c.var.deps.db, actorOf(c), c.req.valid("json").ids);
  return c.body(null, 204);
});

serveContentRoutes(successStoriesRouter, successStoriesRoutes, {
  list: service.listSuccessStories,
  create: service.createSuccessStory,
  get: service.getSuccessStory,
  update: service.updateSuccessStory,
  remove: service.deleteSuccessStory,
});
