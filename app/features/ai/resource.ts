import { AiInsightsSchema, AiRecommendationsResultSchema, AiStatsSchema } from "@common/schemas/ai";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "~/features/admin-kit/resource";
import { api } from "~/lib/api";

/**
 * The assistant's reads and writes under `/api/v1/admin/ai`. Their query keys sit under the AI
 * settings' own (["admin", "ai-settings", …]), so a settings change — AI turned on, a key saved,
 * a reset — refreshes them too, and a realtime event on ai_settings does the same.
 */
export const aiKeys = {
  all: adminKey("ai-settings"),
  insights: [...adminKey("ai-settings"), "insights"] as const,
  stats: (days: number) => [...adminKey("ai-settings"), "stats", days] as const,
  statsAll: [...adminKey("ai-settings"), "stats"] as const,
};

export const AI_API = {
  chat: "/api/v1/admin/ai/chat",
  insights: "/api/v1/admin/ai/insights",
  recommendations: "/api/v1/admin/ai/recommendations",
  stats: "/api/v1/admin/ai/stats",
} as const;

/** Anomaly insights from the last 30 days' volumes, the stored recommendations and the series. */
export function useAiInsights(enabled = true) {
  return useQuery({
    queryKey: aiKeys.insights,
    queryFn: ({ signal }) => api(AI_API.insights, { signal, schema: AiInsightsSchema }),
    enabled,
    retry: 1,
  });
}

/** The signed-in admin's usage over `days` (the AI Dashboard). */
export function useAiStats(days: number) {
  return useQuery({
    queryKey: aiKeys.stats(days),
    queryFn: ({ signal }) => api(`${AI_API.stats}?days=${days}`, { signal, schema: AiStatsSchema }),
    retry: 1,
  });
}

/**
 * "Ask AI for Insights": new recommendations from the model, stored with their date. A provider's
 * refusal comes back as `error` in the answer; a guard (AI off, no key) as an API error.
 */
export function useGenerateRecommendations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(AI_API.recommendations, { method: "POST", schema: AiRecommendationsResultSchema }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: aiKeys.insights });
      void client.invalidateQueries({ queryKey: aiKeys.statsAll });
    },
  });
}

/** A chat answer was recorded (ai_queries): the dashboard's figures move. */
export function useInvalidateAiStats() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: aiKeys.statsAll });
}
