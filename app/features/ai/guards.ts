import { AI_PROVIDER_CATALOGUE } from "@common/ai-models";
import {
  AI_TEXT,
  type AiError,
  AiErrorSchema,
  type AiSettings,
  errorSeverity,
} from "@common/schemas/ai-settings";

/**
 * When the assistant may not ask the model (the spec's guards, §8 AI), and a failure as the error
 * dialog's record — shared by the chat and the recommendations.
 */

/** Why the chat cannot send, in the spec's words (§8 AI), or null when it can. */
export type ChatGuard = { kind: "disabled" | "not-configured"; message: string };

export function chatGuard(
  settings: Pick<AiSettings, "ai_enabled" | "ai_features_enabled" | "ready">,
): ChatGuard | null {
  if (!settings.ai_enabled || !settings.ai_features_enabled.queries) {
    return { kind: "disabled", message: AI_TEXT.queriesDisabled };
  }
  if (!settings.ready) return { kind: "not-configured", message: AI_TEXT.providerNotConfigured };
  return null;
}

/** The server answered one of the guards (settings changed elsewhere since the page loaded). */
export function guardOfMessage(message: string): ChatGuard | null {
  if (message === AI_TEXT.queriesDisabled || message === AI_TEXT.recommendationsDisabled) {
    return { kind: "disabled", message };
  }
  if (message === AI_TEXT.providerNotConfigured) return { kind: "not-configured", message };
  return null;
}

/** Why "Ask AI for Insights" cannot ask: AI or the recommendations feature off, or no provider. */
export function recommendationsGuard(
  settings: Pick<AiSettings, "ai_enabled" | "ai_features_enabled" | "api_key" | "ai_provider" | "encryption">,
): ChatGuard | null {
  if (!settings.ai_enabled || !settings.ai_features_enabled.recommendations) {
    return { kind: "disabled", message: AI_TEXT.recommendationsDisabled };
  }
  const needsKey = AI_PROVIDER_CATALOGUE[settings.ai_provider].needsKey;
  if (needsKey && !(settings.api_key.set && settings.encryption.readable)) {
    return { kind: "not-configured", message: AI_TEXT.providerNotConfigured };
  }
  return null;
}

/**
 * A failed chat stream as the error dialog's record. The server sends the provider's error as the
 * stream's error text: the AiError as JSON (or wrapped as { error }), or a plain message.
 */
export function aiErrorFromText(text: string, now = new Date()): AiError {
  try {
    const value: unknown = JSON.parse(text);
    const direct = AiErrorSchema.safeParse(value);
    if (direct.success) return direct.data;
    const wrapped = AiErrorSchema.safeParse((value as { error?: unknown } | null)?.error);
    if (wrapped.success) return wrapped.data;
    const message = (value as { error?: { message?: unknown }; message?: unknown } | null)?.error?.message;
    if (typeof message === "string") return aiErrorOf(message, "PROVIDER_ERROR", null, now);
  } catch {
    // plain text
  }
  return aiErrorOf(text.trim() || AI_TEXT.chatErrorReply, "PROVIDER_ERROR", null, now);
}

/**
 * An error record for a failure that came without one (a network failure, a plain message); no
 * advice of its own, so the error dialog gives the spec's default advice.
 */
export function aiErrorOf(message: string, code: string, status: number | null, now = new Date()): AiError {
  return {
    message,
    code,
    status,
    severity: errorSeverity(code, message),
    suggestions: [],
    timestamp: now.toISOString(),
  };
}
