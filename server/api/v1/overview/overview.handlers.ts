import { overviewCounts, recentActivity, systemStatus } from "../../../services/overview";
import { createRouter } from "../../openapi";
import { getOverviewRoute } from "./overview.routes";

export const overviewRouter = createRouter();

overviewRouter.openapi(getOverviewRoute, async (c) => {
  const { db, env } = c.var.deps;
  const [counts, activity, system] = await Promise.all([
    overviewCounts(db),
    recentActivity(db),
    systemStatus(db, env.DATA_DIR),
  ]);
  return c.json(
    {
      counts,
      recent_activity: activity.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      system,
    },
    200,
  );
});
