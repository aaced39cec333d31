import {
  AiInsightsSchema,
  AiRecommendationsResultSchema,
  AiStatsQuerySchema,
  AiStatsSchema,
} from "@common/schemas/ai";
import { adminRoute, jsonContent, type RouteOwner } from "@server/api/content-routes";

const tags = ["AI assistant"];
const owner: RouteOwner = { resource: "ai_settings", tags };

export const getAiInsightsRoute = adminRoute(owner, "read", "get", "/admin/ai/insights", {
  summary: "Anomaly insights, stored recommendations and the daily volumes",
  description:
    "Unusual days in the last 30 days of quote requests and contact messages (a spike far outside " +
    "the 14 days before, a drop to zero, a surge from one e-mail or IP address), computed without " +
    "any model whenever Smart Analytics or Smart Alerts is on, for the data the admin may read " +
    "(requirement_forms:read, contact_messages:read). With the admin's own stored recommendations " +
    "(the last 20, newest first) and the 30 days' volumes for the chart.",
  ok: jsonContent(AiInsightsSchema, "Insights, recommendations and volumes"),
});

export const generateAiRecommendationsRoute = adminRoute(owner, "read", "post", "/admin/ai/recommendations", {
  summary: "Generate recommendations with the configured model",
  description:
    "Asks the admin's configured model for 3 to 5 recommendations from the site's data (the same " +
    "summary the chat is grounded in) and the current insights, and stores them with their date. " +
    "409 while AI or the recommendations feature is off, or without an API key. A provider " +
    "failure answers 200 with `error` (the provider's own words) and stores nothing. Every call " +
    "is recorded with its tokens, cost and latency.",
  ok: jsonContent(AiRecommendationsResultSchema, "The new recommendations, or the provider's error"),
  errors: [409],
});

export const getAiStatsRoute = adminRoute(owner, "read", "get", "/admin/ai/stats", {
  summary: "The signed-in admin's AI usage",
  description:
    "Over the last `days` UTC days (default 30, today included): model calls, failures, average " +
    "response time of the successful ones, tokens and estimated cost from the recorded calls; " +
    "recommendations stored; the current number of insights; a daily series (days without calls " +
    "as 0) and the latest 10 calls.",
  request: { query: AiStatsQuerySchema },
  ok: jsonContent(AiStatsSchema, "Usage figures"),
});
