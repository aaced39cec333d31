import { z } from "zod";
import { AI_PROVIDER_CATALOGUE, type AiProvider } from "../ai-models";
import { type AI_FEATURES, AI_PROVIDERS } from "../options";

/**
 * AI settings, one record per admin user (spec 2 §3 AI settings, §4, §5 API key format, §8 AI).
 * The key is write-only: stored AES-256-GCM under APP_SECRET, answered only as whether one is set
 * and its mask (first 4 + last 4).
 */

export type AiFeature = (typeof AI_FEATURES)[number];

/** The spec's texts (§8 AI), used verbatim by the screens and the API. */
export const AI_TEXT = {
  keyRequired: "API key is required",
  keyValid: "API key format is valid",
  missingInformation: "Missing Information",
  missingInformationMessage: "Please select a provider and enter an API key.",
  invalidKey: "Invalid API Key",
  keySaved: "API Key Saved",
  saveFailed: "Save Failed",
  modelSelected: "Model Selected",
  selectionFailed: "Selection Failed",
  selectionRequired: "Selection Required",
  selectionRequiredMessage: "Please select both a provider and a model.",
  settingsSaved: "Settings Saved",
  queryFailed: "Query Failed",
  copied: "Copied",
  settingsReset: "Settings Reset",
  settingsResetMessage: "AI settings have been reset to defaults.",
  loadFailedTitle: "Failed to Load AI Settings",
  active: "AI Active",
  inactive: "AI Inactive",
  askAi: "Ask AI",
  chatErrorReply:
    "I'm sorry, I encountered an error while processing your request. Please try again or rephrase your question.",
  queriesDisabled: "AI queries are not enabled. Please enable AI features in settings.",
  recommendationsDisabled: "AI recommendations are not enabled. Please enable AI features in settings.",
  providerNotConfigured: "AI provider not configured. Please set up your API key first.",
  fetchFailed: "Failed to fetch AI settings",
  updateFailed: "Failed to update AI settings",
  resetFailed: "Failed to reset AI settings",
  notAuthenticated: "User not authenticated",
  noSettings: "No AI settings found to update",
  analyticsPlaceholderTitle: "AI Analytics Active",
  /** Atrium's own (the original made no real request): the provider did not answer in time. */
  timedOut: (seconds: number) => `The AI provider did not answer within ${seconds} seconds.`,
  unreachable: "The AI provider could not be reached. Check the base URL and your connection.",
  connectionOk: "Connection successful",
} as const;

export type AiKeyCheck = { valid: boolean; message: string };

/**
 * Spec 2 §5 API key format: trimmed; empty is "API key is required"; ollama is always valid; a
 * wrong prefix or a short key gets the provider's message.
 */
export function validateApiKey(provider: AiProvider | string, rawKey: string): AiKeyCheck {
  const key = rawKey.trim();
  const info = AI_PROVIDER_CATALOGUE[provider as AiProvider];
  if (info && !info.needsKey) return { valid: true, message: AI_TEXT.keyValid };
  if (!key) return { valid: false, message: AI_TEXT.keyRequired };
  const label = info?.name.replace(/ \(.*\)$/, "") ?? "API";
  if (info?.keyPrefix && !key.startsWith(info.keyPrefix)) {
    return { valid: false, message: `${label} API keys should start with "${info.keyPrefix}"` };
  }
  if (key.length < (info?.keyMinLength ?? 10)) {
    return { valid: false, message: `${label} API key appears to be too short` };
  }
  return { valid: true, message: AI_TEXT.keyValid };
}

export const AiFeatureFlagsSchema = z.object({
  analytics: z.boolean(),
  recommendations: z.boolean(),
  queries: z.boolean(),
  alerts: z.boolean(),
  visualization: z.boolean(),
});
export type AiFeatureFlags = z.infer<typeof AiFeatureFlagsSchema>;

/** Spec 2 §4: the record created on first load, and what Reset restores (no key). */
export const AI_SETTINGS_DEFAULTS = {
  ai_enabled: false,
  ai_provider: "openai",
  ai_model: "gpt-3.5-turbo",
  ai_base_url: null,
  ai_features_enabled: {
    analytics: true,
    recommendations: true,
    queries: true,
    alerts: true,
    visualization: true,
  },
} as const satisfies {
  ai_enabled: boolean;
  ai_provider: AiProvider;
  ai_model: string;
  ai_base_url: null;
  ai_features_enabled: AiFeatureFlags;
};

const baseUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), "Enter a full http:// or https:// address")
  .nullable()
  .transform((v) => (v ? v.replace(/\/+$/, "") : null));

/**
 * PUT /admin/ai-settings: a partial patch (spec 2 §7: update by id with a partial patch).
 * `api_key`: a value replaces the stored key (validated for the provider), null removes it, left
 * out keeps it. Changing the provider re-validates the stored key for the new provider (§5).
 */
export const AiSettingsPatchSchema = z
  .object({
    ai_enabled: z.boolean(),
    ai_provider: z.enum(AI_PROVIDERS),
    /** A catalogue id, or a model id typed by hand (e.g. a local ollama model). */
    ai_model: z.string().trim().min(1).max(200).nullable(),
    /** An OpenAI-compatible endpoint or the ollama server; null uses the provider's default. */
    ai_base_url: baseUrl,
    api_key: z.string().max(2000).nullable(),
    ai_features_enabled: AiFeatureFlagsSchema.partial(),
  })
  .partial();
export type AiSettingsPatch = z.input<typeof AiSettingsPatchSchema>;

/** Whether a key is stored, and its mask; never the key. */
const StoredKeySchema = z.object({ set: z.boolean(), mask: z.string().nullable() });

/** GET / PUT / DELETE /admin/ai-settings: the signed-in admin's own record. */
export const AiSettingsSchema = z
  .object({
    id: z.string(),
    ai_enabled: z.boolean(),
    ai_provider: z.enum(AI_PROVIDERS),
    ai_model: z.string().nullable(),
    ai_base_url: z.string().nullable(),
    api_key: StoredKeySchema,
    ai_features_enabled: AiFeatureFlagsSchema,
    /**
     * The real encryption status for the Security tab: the cipher, where its key comes from, and
     * whether the stored key still decrypts (false after APP_SECRET changed; enter it again).
     */
    encryption: z.object({
      algorithm: z.literal("AES-256-GCM"),
      key_source: z.enum(["environment", "data-directory"]),
      readable: z.boolean(),
    }),
    /** True when a chat can be asked: AI on, queries on, and a key stored (or ollama). */
    ready: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: "AiSettings" });
export type AiSettings = z.infer<typeof AiSettingsSchema>;

/**
 * POST /admin/ai-settings/test: a minimal real request. Fields given override the saved ones, so
 * the Configure API Key dialog can test before saving; `api_key` left out uses the stored key.
 */
export const AiConnectionTestRequestSchema = z
  .object({
    ai_provider: z.enum(AI_PROVIDERS),
    ai_model: z.string().trim().min(1).max(200),
    ai_base_url: baseUrl,
    api_key: z.string().max(2000),
  })
  .partial();
export type AiConnectionTestRequest = z.input<typeof AiConnectionTestRequestSchema>;

/** Spec 2 §8 error dialog: Critical (code starts CRITICAL or message has "critical"), Warning, Error. */
export const AI_ERROR_SEVERITIES = ["critical", "warning", "error"] as const;
export type AiErrorSeverity = (typeof AI_ERROR_SEVERITIES)[number];

export function errorSeverity(code: string | null | undefined, message: string): AiErrorSeverity {
  if (code?.toUpperCase().startsWith("CRITICAL") || /critical/i.test(message)) return "critical";
  if (code === "TIMEOUT" || code === "RATE_LIMITED") return "warning";
  return "error";
}

/**
 * A provider failure as the error dialog shows it (spec 2 §3 app error record): the provider's own
 * message, a code (AUTH_FAILED, MODEL_NOT_FOUND, UNREACHABLE, TIMEOUT, RATE_LIMITED,
 * PROVIDER_ERROR, INVALID_KEY, NOT_CONFIGURED), the HTTP status when there was one, and advice.
 */
export const AiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    status: z.number().int().nullable(),
    severity: z.enum(AI_ERROR_SEVERITIES),
    suggestions: z.array(z.string()),
    timestamp: z.string(),
  })
  .meta({ id: "AiError" });
export type AiError = z.infer<typeof AiErrorSchema>;

export const AiConnectionTestResultSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    provider: z.enum(AI_PROVIDERS),
    model: z.string().nullable(),
    latency_ms: z.number().int(),
    error: AiErrorSchema.nullable(),
  })
  .meta({ id: "AiConnectionTestResult" });
export type AiConnectionTestResult = z.infer<typeof AiConnectionTestResultSchema>;
