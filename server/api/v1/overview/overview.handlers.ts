import { createRouter } from "@server/api/openapi";
import { overviewCounts, systemStatus } from "@server/services/overview";
import { recentUpdates } from "@server/services/recent-updates";
import { getOverviewRoute } from "./overview.routes";

export const overviewRouter = createRouter();

overviewRouter.openapi(getOverviewRoute, async (c) => {
  const { db, env } = c.var.deps;
  const [counts, recent_updates, system] = await Promise.all([
    overviewCounts(db),
    recentUpdates(db),
    systemStatus(db, env.DATA_DIR),
  ]);
  return c.json({ counts, recent_updates, system }, 200);
});
