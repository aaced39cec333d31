import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createSuccessStory,
  deleteSuccessStory,
  getSuccessStory,
  listSuccessStories,
  reorderSuccessStories,
  successStoryStats,
  updateSuccessStory,
} from "@server/services/success-stories";
import {
  reorderStoriesRoute,
  successStoriesRoutes as routes,
  storyStatsRoute,
} from "./success-stories.routes";

/** The back office's Success Stories panel (spec 2 §2–§5, §7). */
export const successStoriesRouter = createRouter();

successStoriesRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listSuccessStories(c.var.deps.db, c.req.valid("query"))), 200);
});

// The static paths are registered before /{id}, so "stats" is never read as an id.
successStoriesRouter.openapi(storyStatsRoute, async (c) => {
  return c.json(await successStoryStats(c.var.deps.db), 200);
});

successStoriesRouter.openapi(reorderStoriesRoute, async (c) => {
  await reorderSuccessStories(c.var.deps.db, actorOf(c), c.req.valid("json").ids);
  return c.body(null, 204);
});

successStoriesRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createSuccessStory(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

successStoriesRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getSuccessStory(c.var.deps.db, c.req.valid("param").id)), 200);
});

successStoriesRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateSuccessStory(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

successStoriesRouter.openapi(routes.delete, async (c) => {
  await deleteSuccessStory(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
