import {
  type AiInsight,
  type AiRecommendation,
  AiRecommendationDraftSchema,
  type AiRecommendationsResult,
} from "@common/schemas/ai";
import { AI_TEXT } from "@common/schemas/ai-settings";
import type { AppDeps } from "@server/context";
import { ApiError } from "@server/lib/errors";
import { generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import type { Database } from "../../db/client";
import { aiRecommendations } from "../../db/schema";
import { type Actor, writeAudit } from "../audit";
import { toAiError } from "./errors";
import { groundingSummary } from "./grounding";
import { currentAnomalies, recommendationOf } from "./insights";
import { type AiModelConfig, languageModelFor } from "./model";
import { loadAiRuntime } from "./settings";
import { type AiUsage, recordQuery } from "./usage";

/** What the model is asked for: 3 to 5 recommendations (spec 2 §3 recommendation, without id and date). */
export const RecommendationsOutputSchema = z.object({
  recommendations: z.array(AiRecommendationDraftSchema).min(3).max(5),
});
type Drafts = z.infer<typeof RecommendationsOutputSchema>["recommendations"];

/** How much of a recommendation is kept: the model's words are stored, within reason. */
const STORED_LIMITS = { title: 200, description: 2000, category: 60, actions: 6, action: 300 } as const;

/**
 * The instructions. The JSON shape is spelled out as well as sent as a schema: OpenAI-compatible
 * providers are asked for a JSON object (response_format json_object) without the schema.
 */
const SYSTEM = [
  "You advise the team of a technology services agency on the leads and content of its website.",
  "From the site's current figures and the unusual days found in them, suggest 3 to 5 practical",
  "recommendations: what to do next to answer leads faster, win more of them, or keep the site's",
  "content current. Base every recommendation on the figures given and cite them; never invent numbers.",
  "Answer with JSON only, no prose and no code fences, in exactly this shape:",
  '{"recommendations":[{"title":"a short imperative title","description":"one or two sentences citing',
  'the figures","category":"leads, messages, content, marketing or operations","priority":"low|medium|high",',
  '"impact":"low|medium|high","effort":"low|medium|high","actions":["a concrete next step"]}]}',
].join(" ");

/** The grounding summary (which dates itself) and the current anomaly insights. */
function promptOf(summary: string, insights: AiInsight[]): string {
  const unusual = insights.length
    ? insights.map((i) => `- [${i.severity}] ${i.title}: ${i.description}`).join("\n")
    : "None.";
  return [
    summary,
    "",
    "Unusual days found in the last 30 days (computed from the daily volumes):",
    unusual,
  ].join("\n");
}

/** A model that wrapped its JSON in a code fence anyway: the object inside, if it fits. */
function fromFencedText(text: string | undefined): Drafts | null {
  const inner = text?.match(/```(?:json)?\s*([\s\S]*?)```/)?.[1];
  if (!inner) return null;
  try {
    const parsed = RecommendationsOutputSchema.safeParse(JSON.parse(inner));
    return parsed.success ? parsed.data.recommendations : null;
  } catch {
    return null;
  }
}

const clip = (text: string, max: number) => text.trim().slice(0, max);

/** A model whose answer was not the JSON asked for (Atrium's words; the provider said nothing wrong). */
export const UNEXPECTED_ANSWER =
  "The model's answer was not in the expected form. Try again, or choose another model.";

type Call = { status: "ok" | "error"; usage: AiUsage | undefined; latencyMs: number; error?: string };

/**
 * Stores the batch with its date, the call in ai_queries and the audit entry together. The first
 * (most important) recommendation gets the latest instant, so newest-first lists it first.
 */
async function store(
  db: Database,
  actor: Actor,
  config: AiModelConfig,
  drafts: Drafts,
  call: Call,
): Promise<AiRecommendation[]> {
  const at = Date.now();
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(aiRecommendations)
      .values(
        drafts.map((d, i) => ({
          user_id: actor.id,
          title: clip(d.title, STORED_LIMITS.title),
          description: clip(d.description, STORED_LIMITS.description),
          category: clip(d.category, STORED_LIMITS.category),
          priority: d.priority,
          impact: d.impact,
          effort: d.effort,
          actions: d.actions.slice(0, STORED_LIMITS.actions).map((a) => clip(a, STORED_LIMITS.action)),
          created_at: new Date(at - i),
        })),
      )
      .returning();
    await recordQuery(tx, queryRecord(actor, config, call));
    await writeAudit(tx, actor, {
      action: "create",
      entityType: "ai_recommendations",
      changes: { count: rows.length, provider: config.provider, model: config.model },
    });
    return rows.sort((a, b) => b.created_at.getTime() - a.created_at.getTime()).map(recommendationOf);
  });
}

const queryRecord = (actor: Actor, config: AiModelConfig, call: Call) => ({
  userId: actor.id,
  kind: "recommendations" as const,
  provider: config.provider,
  model: config.model,
  ...call,
});

/**
 * POST /admin/ai/recommendations: 3 to 5 recommendations from the signed-in admin's configured
 * model, grounded in the same data as the chat (the SQL summary, within their permissions) and the
 * current anomaly insights; stored with their date for that admin. Refused (409) while AI or the
 * recommendations feature is off, or without a usable key. A provider failure answers its error
 * (the dialog's) and stores nothing. Every call is recorded in ai_queries with its tokens, cost and
 * latency; one attempt, no retries, within AI_TIMEOUT_MS.
 */
export async function generateRecommendations(
  deps: Pick<AppDeps, "db" | "secrets" | "env">,
  actor: Actor,
  permissions: readonly string[],
  now = new Date(),
): Promise<AiRecommendationsResult> {
  const { db, secrets, env } = deps;
  const runtime = await loadAiRuntime(db, secrets, actor.id, "recommendations");
  if (runtime.guard === "queriesDisabled") {
    throw new ApiError(409, "ai_recommendations_disabled", AI_TEXT.recommendationsDisabled);
  }
  const config = runtime.config;
  if (runtime.guard || !config) throw new ApiError(409, "ai_not_configured", AI_TEXT.providerNotConfigured);

  const viewer = { userId: actor.id, permissions, features: runtime.settings.ai_features_enabled };
  const [summary, { insights }] = await Promise.all([
    groundingSummary(db, permissions, now),
    currentAnomalies(db, viewer, now),
  ]);
  const timeoutMs = env.AI_TIMEOUT_MS;
  const started = performance.now();
  let drafts: Drafts;
  let call: Call;
  try {
    const result = await generateText({
      model: await languageModelFor(config),
      system: SYSTEM,
      prompt: promptOf(summary, insights),
      output: Output.object({ schema: RecommendationsOutputSchema, name: "recommendations" }),
      maxRetries: 0,
      timeout: timeoutMs,
    });
    drafts = result.output.recommendations;
    call = { status: "ok", usage: result.totalUsage, latencyMs: performance.now() - started };
  } catch (err) {
    const latencyMs = performance.now() - started;
    const unexpected = NoObjectGeneratedError.isInstance(err) ? err : null;
    const salvaged = fromFencedText(unexpected?.text);
    if (!salvaged) {
      const error = toAiError(err, timeoutMs);
      if (unexpected) error.message = UNEXPECTED_ANSWER;
      const failed: Call = { status: "error", usage: unexpected?.usage, latencyMs, error: error.message };
      await recordQuery(db, queryRecord(actor, config, failed));
      return { recommendations: [], error };
    }
    drafts = salvaged;
    call = { status: "ok", usage: unexpected?.usage, latencyMs };
  }
  return { recommendations: await store(db, actor, config, drafts, call), error: null };
}
