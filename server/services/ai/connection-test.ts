import { AI_PROVIDER_CATALOGUE, type AiProvider } from "@common/ai-models";
import {
  AI_TEXT,
  type AiConnectionTestRequestSchema,
  type AiConnectionTestResult,
  type AiError,
  errorSeverity,
  validateApiKey,
} from "@common/schemas/ai-settings";
import { generateText } from "ai";
import type { z } from "zod";
import { toAiError } from "./errors";
import { languageModelFor } from "./model";
import { type AiSettingsDeps, ensureRow, openKey } from "./settings";
import { recordQuery } from "./usage";

/** A failure found before any request is made (the key's format, an unreadable stored key). */
function localError(code: string, message: string, suggestions: string[]): AiError {
  return {
    message,
    code,
    status: null,
    severity: errorSeverity(code, message),
    suggestions,
    timestamp: new Date().toISOString(),
  };
}

/**
 * POST /admin/ai-settings/test: the key's format first (spec 2 §5), then one minimal real request
 * through the AI SDK within AI_TIMEOUT_MS, recorded in ai_queries (kind "test"). A failure answers
 * the provider's own words (wrong key, unknown model) or Atrium's for an unreachable or silent
 * provider. Fields given override the saved settings, so a key can be tested before it is saved;
 * the key left out is the stored one.
 */
export async function testAiConnection(
  deps: AiSettingsDeps,
  userId: string,
  input: z.output<typeof AiConnectionTestRequestSchema>,
): Promise<AiConnectionTestResult> {
  const row = await ensureRow(deps.db, userId);
  const provider = input.ai_provider ?? (row.ai_provider as AiProvider);
  const sameProvider = provider === row.ai_provider;
  const info = AI_PROVIDER_CATALOGUE[provider];
  const model = input.ai_model ?? (sameProvider ? row.ai_model : null) ?? info.models[0]?.id ?? null;
  const baseUrl = input.ai_base_url !== undefined ? input.ai_base_url : sameProvider ? row.ai_base_url : null;
  const answer = (result: Omit<AiConnectionTestResult, "provider" | "model">): AiConnectionTestResult => ({
    provider,
    model,
    ...result,
  });

  let apiKey: string | null;
  if (input.api_key !== undefined) {
    apiKey = input.api_key.trim() || null;
  } else {
    const stored = openKey(deps.secrets, row.ai_api_key_encrypted);
    if (!stored.readable) {
      return answer({
        success: false,
        message: AI_TEXT.providerNotConfigured,
        latency_ms: 0,
        error: localError("NOT_CONFIGURED", AI_TEXT.providerNotConfigured, [
          "The stored key was encrypted under another APP_SECRET: enter it again",
        ]),
      });
    }
    apiKey = stored.plain;
  }
  const check = validateApiKey(provider, apiKey ?? "");
  if (!check.valid) {
    return answer({
      success: false,
      message: AI_TEXT.invalidKey,
      latency_ms: 0,
      error: localError("INVALID_KEY", check.message, [
        "Check the key for missing or extra characters",
        "Copy the key again from the provider's dashboard",
      ]),
    });
  }
  if (!model) {
    return answer({
      success: false,
      message: AI_TEXT.selectionRequired,
      latency_ms: 0,
      error: localError("NOT_CONFIGURED", AI_TEXT.selectionRequiredMessage, [
        "Choose a model in Model Selection",
      ]),
    });
  }

  const timeoutMs = deps.env.AI_TIMEOUT_MS;
  const started = performance.now();
  const record = { userId, kind: "test" as const, provider, model };
  try {
    const result = await generateText({
      model: await languageModelFor({ provider, model, baseUrl, apiKey }),
      prompt: "Reply with the single word OK.",
      maxOutputTokens: 16,
      maxRetries: 0,
      timeout: timeoutMs,
    });
    const latency = performance.now() - started;
    await recordQuery(deps.db, { ...record, usage: result.usage, latencyMs: latency, status: "ok" });
    return answer({
      success: true,
      message: AI_TEXT.connectionOk,
      latency_ms: Math.round(latency),
      error: null,
    });
  } catch (err) {
    const latency = performance.now() - started;
    const error = toAiError(err, timeoutMs);
    await recordQuery(deps.db, { ...record, latencyMs: latency, status: "error", error: error.message });
    return answer({ success: false, message: error.message, latency_ms: Math.round(latency), error });
  }
}
