import { createRouter } from "@server/api/openapi";
import { actorOf, permissionsOf } from "@server/auth/guards";
import type { AppEnv } from "@server/context";
import { type AiViewer, getAiInsights } from "@server/services/ai/insights";
import { generateRecommendations } from "@server/services/ai/recommendations";
import { loadAiRuntime } from "@server/services/ai/settings";
import { getAiStats } from "@server/services/ai/stats";
import type { Context } from "hono";
import { generateAiRecommendationsRoute, getAiInsightsRoute, getAiStatsRoute } from "./ai-insights.routes";

/** The AI dashboard's insights, recommendations and usage (spec 2 §2 AI Integration, §7 AI). */
export const aiInsightsRouter = createRouter();

/** The signed-in admin, their permissions and their own AI feature flags. */
async function viewerOf(c: Context<AppEnv>): Promise<AiViewer> {
  const { id } = actorOf(c);
  const { db, secrets } = c.var.deps;
  const [runtime, permissions] = await Promise.all([loadAiRuntime(db, secrets, id), permissionsOf(c)]);
  return { userId: id, permissions, features: runtime.settings.ai_features_enabled };
}

aiInsightsRouter.openapi(getAiInsightsRoute, async (c) => {
  return c.json(await getAiInsights(c.var.deps.db, await viewerOf(c)), 200);
});

aiInsightsRouter.openapi(generateAiRecommendationsRoute, async (c) => {
  return c.json(await generateRecommendations(c.var.deps, actorOf(c), await permissionsOf(c)), 200);
});

aiInsightsRouter.openapi(getAiStatsRoute, async (c) => {
  const { days } = c.req.valid("query");
  return c.json(await getAiStats(c.var.deps.db, await viewerOf(c), days), 200);
});
