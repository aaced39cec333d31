import { createRouter } from "@server/api/openapi";
import { wirePage } from "@server/lib/wire";
import { activityFacets, listActivity } from "@server/services/activity-log";
import { activityFacetsRoute, listActivityRoute } from "./activity-log.routes";

/** The activity log (spec 2 §2): read-only. */
export const activityLogRouter = createRouter();

activityLogRouter.openapi(activityFacetsRoute, async (c) => c.json(await activityFacets(c.var.deps.db), 200));

activityLogRouter.openapi(listActivityRoute, async (c) => {
  return c.json(wirePage(await listActivity(c.var.deps.db, c.req.valid("query"))), 200);
});
