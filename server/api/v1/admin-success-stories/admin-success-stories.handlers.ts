import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  createSuccessStory,
  deleteSuccessStory,
  getSuccessStory,
  listAdminSuccessStories,
  reorderSuccessStories,
  type SuccessStoryRow,
  successStoryStats,
  updateSuccessStory,
} from "@server/services/admin-success-stories";
import { reorderStoriesRoute, storyStatsRoute, successStoriesRoutes } from "./admin-success-stories.routes";

/** The back office's Success Stories panel (spec 2 §2–§5, §7). */
export const adminSuccessStoriesRouter = createRouter();

const serialise = (row: SuccessStoryRow) => ({
  ...row,
  technologies_used: row.technologies_used ?? [],
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminSuccessStoriesRouter.openapi(successStoriesRoutes.list, async (c) => {
  const page = await listAdminSuccessStories(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

// The static paths are registered before /{id}, so "stats" is never read as an id.
adminSuccessStoriesRouter.openapi(storyStatsRoute, async (c) => {
  return c.json(await successStoryStats(c.var.deps.db), 200);
});

adminSuccessStoriesRouter.openapi(reorderStoriesRoute, async (c) => {
  await reorderSuccessStories(c.var.deps.db, actorOf(c), c.req.valid("json").ids);
  return c.body(null, 204);
});

adminSuccessStoriesRouter.openapi(successStoriesRoutes.create, async (c) => {
  const row = await createSuccessStory(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

adminSuccessStoriesRouter.openapi(successStoriesRoutes.get, async (c) => {
  return c.json(serialise(await getSuccessStory(c.var.deps.db, c.req.valid("param").id)), 200);
});

adminSuccessStoriesRouter.openapi(successStoriesRoutes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateSuccessStory(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminSuccessStoriesRouter.openapi(successStoriesRoutes.delete, async (c) => {
  await deleteSuccessStory(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
