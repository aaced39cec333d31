import { createRouter } from "@server/api/openapi";
import { activityFacets, listActivity } from "@server/services/activity-log";
import { activityFacetsRoute, listActivityRoute } from "./activity-log.routes";

export const activityLogRouter = createRouter();

activityLogRouter.openapi(activityFacetsRoute, async (c) => c.json(await activityFacets(c.var.deps.db), 200));

activityLogRouter.openapi(listActivityRoute, async (c) => {
  const page = await listActivity(c.var.deps.db, c.req.valid("query"));
  return c.json(
    { ...page, items: page.items.map((row) => ({ ...row, created_at: row.created_at.toISOString() })) },
    200,
  );
});
