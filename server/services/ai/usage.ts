import { type AiProvider, estimateCost, findModel } from "@common/ai-models";
import type { AI_QUERY_KINDS, AI_QUERY_STATUSES } from "@common/schemas/ai";
import type { Database } from "../../db/client";
import { aiQueries } from "../../db/schema";

export type AiUsage = { inputTokens?: number; outputTokens?: number; totalTokens?: number };

export type AiQueryRecord = {
  userId: string | null;
  kind: (typeof AI_QUERY_KINDS)[number];
  provider: AiProvider;
  model: string;
  question?: string | null;
  usage?: AiUsage;
  latencyMs: number;
  status: (typeof AI_QUERY_STATUSES)[number];
  error?: string | null;
};

/**
 * Records one model call in ai_queries: the tokens the provider reported (the AI SDK's usage),
 * the estimated cost from the catalogue, the latency and the outcome. Never the key or the answer.
 */
export async function recordQuery(db: Database, record: AiQueryRecord): Promise<void> {
  const prompt = record.usage?.inputTokens ?? 0;
  const completion = record.usage?.outputTokens ?? 0;
  const total = record.usage?.totalTokens ?? prompt + completion;
  await db.insert(aiQueries).values({
    user_id: record.userId,
    kind: record.kind,
    provider: record.provider,
    model: record.model,
    question: record.question ? record.question.slice(0, 500) : null,
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: total,
    cost_usd: estimateCost(findModel(record.provider, record.model), total),
    latency_ms: Math.max(0, Math.round(record.latencyMs)),
    status: record.status,
    error: record.error ? record.error.slice(0, 1000) : null,
  });
}
