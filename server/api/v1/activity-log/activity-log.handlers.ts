import { activityFacets, listActivity } from "../../../services/activity-log";
import { createRouter } from "../../openapi";
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
