import { AI_PROVIDER_CATALOGUE, type AiModelTier, type AiProvider, findModel } from "@common/ai-models";
import {
  type AiConnectionTestRequest,
  type AiError,
  type AiSettings,
  type AiSettingsPatch,
  errorSeverity,
} from "@common/schemas/ai-settings";
import type { BadgeTone } from "~/components/ui/badge";
import { ApiClientError } from "~/lib/api";
import { AI_SETTINGS_COPY as T } from "./copy";

/**
 * What the AI Integration screens show and send, worked out from the settings without React, so
 * each rule (which key counts, what a save sends, what a test asks) is written and tested once.
 */

export const providerName = (provider: AiProvider) => AI_PROVIDER_CATALOGUE[provider].name;

/** Spec 2 §2: the base URL field is for OpenAI-compatible endpoints and ollama. */
export const showsBaseUrl = (provider: AiProvider) =>
  AI_PROVIDER_CATALOGUE[provider].protocol === "openai-compatible";

/** The stored key as the screens describe it: its mask, none, none needed, or unreadable. */
export function storedKeyText(settings: AiSettings): string {
  if (!AI_PROVIDER_CATALOGUE[settings.ai_provider].needsKey) return T.key.noneNeeded;
  if (!settings.api_key.set) return T.key.none;
  if (!settings.encryption.readable) return T.key.unreadable;
  return settings.api_key.mask ?? T.key.none;
}

/** The chosen model's name: the catalogue's, the id typed by hand, or none. */
export function modelName(settings: Pick<AiSettings, "ai_provider" | "ai_model">): string {
  if (!settings.ai_model) return T.cards.model.none;
  return findModel(settings.ai_provider, settings.ai_model)?.name ?? settings.ai_model;
}

export const TIER_TONES: Record<AiModelTier, BadgeTone> = {
  Free: "green",
  Budget: "blue",
  Premium: "purple",
};

export const enabledFeatureCount = (settings: AiSettings) =>
  Object.values(settings.ai_features_enabled).filter(Boolean).length;

/** What the Configure API Key dialog holds: as typed (trimmed only when used). */
export type KeyDialogValues = { provider: AiProvider; key: string; baseUrl: string };

/** A stored key counts for the dialog's provider only if it is the saved provider's and still decrypts. */
function storedKeyUsable(settings: AiSettings, provider: AiProvider): boolean {
  return settings.api_key.set && settings.encryption.readable && provider === settings.ai_provider;
}

/**
 * Save is offered once there is a provider and a key: one typed (even blank, so the "Missing
 * Information" toast can say why), the stored one, or none needed (ollama).
 */
export function canSaveKey(values: KeyDialogValues, settings: AiSettings): boolean {
  if (!AI_PROVIDER_CATALOGUE[values.provider].needsKey) return true;
  return values.key !== "" || storedKeyUsable(settings, values.provider);
}

/** Whether the save has what it needs after trimming (else "Missing Information"). */
export function hasKeyForSave(values: KeyDialogValues, settings: AiSettings): boolean {
  if (!AI_PROVIDER_CATALOGUE[values.provider].needsKey) return true;
  return values.key.trim() !== "" || storedKeyUsable(settings, values.provider);
}

const baseUrlOf = (values: KeyDialogValues) =>
  showsBaseUrl(values.provider) ? values.baseUrl.trim() || null : null;

/**
 * The PUT of the Configure API Key dialog: the provider, its base URL (none for a provider
 * without the field), the key when one was typed (blank keeps the stored one), and — when the
 * provider changed — no model (spec 2 §4: selecting a provider clears the chosen model).
 */
export function keyDialogPatch(values: KeyDialogValues, settings: AiSettings): AiSettingsPatch {
  const key = values.key.trim();
  return {
    ai_provider: values.provider,
    ai_base_url: baseUrlOf(values),
    ...(key && AI_PROVIDER_CATALOGUE[values.provider].needsKey ? { api_key: key } : {}),
    ...(values.provider === settings.ai_provider ? {} : { ai_model: null }),
  };
}

/**
 * The test request of the dialog's values: the saved model when the provider is the saved one,
 * else the provider's first model; the typed key, or (left out) the stored one.
 */
export function keyDialogTest(values: KeyDialogValues, settings: AiSettings): AiConnectionTestRequest {
  const key = values.key.trim();
  const info = AI_PROVIDER_CATALOGUE[values.provider];
  const model =
    values.provider === settings.ai_provider && settings.ai_model
      ? settings.ai_model
      : (info.models[0]?.id ?? settings.ai_model ?? "");
  return {
    ai_provider: values.provider,
    ai_model: model,
    ai_base_url: baseUrlOf(values),
    ...(key && info.needsKey ? { api_key: key } : {}),
  };
}

/**
 * The PUT of the Select AI Model dialog: provider and model; a changed provider drops the base
 * URL, which was the previous provider's address.
 */
export function modelDialogPatch(provider: AiProvider, model: string, settings: AiSettings): AiSettingsPatch {
  return {
    ai_provider: provider,
    ai_model: model.trim(),
    ...(provider === settings.ai_provider ? {} : { ai_base_url: null }),
  };
}

/** Spec 2 §8: the error dialog's default advice when the error brings none. */
export const DEFAULT_SUGGESTIONS = [
  "Check your internet connection",
  "Verify that your API key is correct",
  "Refresh the page and try again",
  "Contact support if the problem persists",
] as const;

/** A failed call to our own API, as the error dialog shows it. */
export function aiErrorOf(err: unknown, now = new Date()): AiError {
  const message = err instanceof Error ? err.message : String(err);
  const code = err instanceof ApiClientError ? err.code : "CLIENT_ERROR";
  return {
    message,
    code,
    status: err instanceof ApiClientError && err.status > 0 ? err.status : null,
    severity: errorSeverity(code, message),
    suggestions: [],
    timestamp: now.toISOString(),
  };
}

export const SEVERITY_LABELS = { critical: "Critical", warning: "Warning", error: "Error" } as const;

/** Copy Details: the error as plain text, for a support request. */
export function errorDetailsText(error: AiError): string {
  const suggestions = error.suggestions.length > 0 ? error.suggestions : DEFAULT_SUGGESTIONS;
  return [
    `Severity: ${SEVERITY_LABELS[error.severity]}`,
    `Message: ${error.message}`,
    `Code: ${error.code}`,
    ...(error.status === null ? [] : [`Status: ${error.status}`]),
    `Time: ${error.timestamp}`,
    "Suggestions:",
    ...suggestions.map((s) => `- ${s}`),
  ].join("\n");
}
