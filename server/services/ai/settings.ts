import { AI_PROVIDER_CATALOGUE, type AiProvider } from "@common/ai-models";
import { AI_FEATURES } from "@common/options";
import {
  AI_SETTINGS_DEFAULTS,
  AI_TEXT,
  type AiFeatureFlags,
  type AiSettings,
  type AiSettingsPatchSchema,
  validateApiKey,
} from "@common/schemas/ai-settings";
import type { AppDeps } from "@server/context";
import type { Database } from "@server/db/client";
import { aiSettings } from "@server/db/schema";
import { ApiError } from "@server/lib/errors";
import { maskSecret, type SecretBox } from "@server/lib/secrets";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { type Actor, diffChanges, writeAudit } from "../audit";
import type { AiModelConfig } from "./model";

/**
 * The AI settings, one record per admin user (spec 2 §3 AI settings, §4, §5, §7 AI): created with
 * the spec's defaults on first load, patched partially, reset to the defaults (which removes the
 * key). The key is stored AES-256-GCM under APP_SECRET and answered only as set + mask.
 */

export type AiSettingsRow = typeof aiSettings.$inferSelect;
export type AiSettingsDeps = Pick<AppDeps, "db" | "secrets" | "env">;
type Executor = Pick<Database, "select" | "insert">;

const ENTITY = "ai_settings";

/** The five boolean columns that mirror the ai_features_enabled map (spec 2 §3). */
const FLAG_COLUMNS = {
  analytics: "ai_analytics_enabled",
  recommendations: "ai_recommendations_enabled",
  queries: "ai_queries_enabled",
  alerts: "ai_alerts_enabled",
  visualization: "ai_visualization_enabled",
} as const satisfies Record<(typeof AI_FEATURES)[number], keyof AiSettingsRow>;

/** The map and the five columns, written together. */
function flagColumns(flags: AiFeatureFlags) {
  return {
    ai_features_enabled: { ...flags },
    ...Object.fromEntries(AI_FEATURES.map((f) => [FLAG_COLUMNS[f], flags[f]])),
  } as { ai_features_enabled: AiFeatureFlags } & Record<
    (typeof FLAG_COLUMNS)[keyof typeof FLAG_COLUMNS],
    boolean
  >;
}

/** The defaults of spec 2 §4 (no key), as column values. */
const defaultColumns = () => ({
  ai_enabled: AI_SETTINGS_DEFAULTS.ai_enabled,
  ai_provider: AI_SETTINGS_DEFAULTS.ai_provider,
  ai_model: AI_SETTINGS_DEFAULTS.ai_model,
  ai_base_url: AI_SETTINGS_DEFAULTS.ai_base_url,
  ai_api_key_encrypted: null,
  ...flagColumns(AI_SETTINGS_DEFAULTS.ai_features_enabled),
});

/** The feature flags of a row: the map where it has a boolean, else the column. */
function flagsOf(row: AiSettingsRow): AiFeatureFlags {
  const map = row.ai_features_enabled ?? {};
  return Object.fromEntries(
    AI_FEATURES.map((f) => [f, typeof map[f] === "boolean" ? map[f] : row[FLAG_COLUMNS[f]]]),
  ) as AiFeatureFlags;
}

/** The user's row, created with the defaults on first load; two first loads at once make one row. */
export async function ensureRow(db: Executor, userId: string, forUpdate = false): Promise<AiSettingsRow> {
  const select = () => {
    const query = db.select().from(aiSettings).where(eq(aiSettings.user_id, userId));
    return forUpdate ? query.for("update") : query;
  };
  const [existing] = await select();
  if (existing) return existing;
  await db
    .insert(aiSettings)
    .values({ user_id: userId, ...defaultColumns() })
    .onConflictDoNothing({ target: aiSettings.user_id });
  const [row] = await select();
  if (!row) throw new Error("AI settings row missing after insert");
  return row;
}

export type StoredKey = { cipher: string | null; plain: string | null; readable: boolean };

export function openKey(secrets: SecretBox, cipher: string | null): StoredKey {
  if (!cipher) return { cipher: null, plain: null, readable: true };
  try {
    return { cipher, plain: secrets.decrypt(cipher), readable: true };
  } catch {
    // Encrypted under another APP_SECRET: stored, but unusable until it is entered again.
    return { cipher, plain: null, readable: false };
  }
}

type Guard = null | "queriesDisabled" | "providerNotConfigured";

/** Why a model call cannot be made with these settings, or null when it can. */
function guardOf(row: AiSettingsRow, key: StoredKey, feature: "queries" | "recommendations"): Guard {
  if (!row.ai_enabled || !flagsOf(row)[feature]) return "queriesDisabled";
  const provider = row.ai_provider as AiProvider;
  if (!row.ai_model) return "providerNotConfigured";
  if (AI_PROVIDER_CATALOGUE[provider].needsKey && !key.plain) return "providerNotConfigured";
  return null;
}

/** What the answer says of a row, but for where APP_SECRET comes from. */
function settingsView(row: AiSettingsRow, key: StoredKey): Omit<AiSettings, "encryption"> {
  return {
    id: row.id,
    ai_enabled: row.ai_enabled,
    ai_provider: row.ai_provider as AiProvider,
    ai_model: row.ai_model,
    ai_base_url: row.ai_base_url,
    api_key: { set: key.cipher !== null, mask: key.plain === null ? null : maskSecret(key.plain) },
    ai_features_enabled: flagsOf(row),
    ready: guardOf(row, key, "queries") === null,
    updated_at: row.updated_at.toISOString(),
  };
}

function toAnswer(row: AiSettingsRow, deps: AiSettingsDeps): AiSettings {
  const key = openKey(deps.secrets, row.ai_api_key_encrypted);
  return {
    ...settingsView(row, key),
    encryption: { algorithm: "AES-256-GCM", key_source: deps.env.APP_SECRET_SOURCE, readable: key.readable },
  };
}

/** GET /admin/ai-settings: the signed-in user's record, created with the defaults on first load. */
export async function getAiSettings(deps: AiSettingsDeps, userId: string): Promise<AiSettings> {
  return toAnswer(await ensureRow(deps.db, userId), deps);
}

const invalidKey = (message: string) => new ApiError(400, "invalid_input", message, { api_key: message });

/** What the audit records of a row: no key, no ids, no timestamps. */
function visible(row: AiSettingsRow) {
  const {
    ai_api_key_encrypted: _key,
    id: _id,
    user_id: _user,
    created_at: _c,
    updated_at: _u,
    ...rest
  } = row;
  return rest;
}

function keyChange(before: string | null, after: string | null) {
  if (before === after) return {};
  const to = after === null ? "removed" : before === null ? "set" : "replaced";
  return { api_key: { from: before === null ? "not set" : "set", to } };
}

/**
 * PUT /admin/ai-settings: a partial patch of the user's own record (spec 2 §7). A key given is
 * trimmed, checked with the provider's format rule (§5) and stored encrypted; null removes it.
 * Changing the provider re-validates the stored key for the new one and fails with the rule's
 * message (§5), and clears the model and base URL unless they are given too (§4). The feature
 * flags go to the map and to the five columns. Audited; the key only as set / replaced / removed.
 */
export async function patchAiSettings(
  deps: AiSettingsDeps,
  actor: Actor,
  userId: string,
  patch: z.output<typeof AiSettingsPatchSchema>,
): Promise<AiSettings> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await ensureRow(tx, userId, true);
    const provider = patch.ai_provider ?? (current.ai_provider as AiProvider);
    const providerChanged = provider !== current.ai_provider;
    let cipher = current.ai_api_key_encrypted;
    if (patch.api_key === null) {
      cipher = null;
    } else if (patch.api_key !== undefined) {
      const key = patch.api_key.trim();
      const check = validateApiKey(provider, key);
      if (!check.valid) throw invalidKey(check.message);
      cipher = key ? deps.secrets.encrypt(key) : null;
    } else if (providerChanged) {
      const stored = openKey(deps.secrets, cipher);
      if (stored.plain !== null) {
        const check = validateApiKey(provider, stored.plain);
        if (!check.valid) throw invalidKey(check.message);
      }
    }
    const flags = { ...flagsOf(current), ...stripUndefined(patch.ai_features_enabled ?? {}) };
    const values = {
      ai_enabled: patch.ai_enabled ?? current.ai_enabled,
      ai_provider: provider,
      ai_model: patch.ai_model !== undefined ? patch.ai_model : providerChanged ? null : current.ai_model,
      ai_base_url:
        patch.ai_base_url !== undefined ? patch.ai_base_url : providerChanged ? null : current.ai_base_url,
      ai_api_key_encrypted: cipher,
      ...flagColumns(flags),
    };
    const [updated] = await tx
      .update(aiSettings)
      .set(values)
      .where(eq(aiSettings.id, current.id))
      .returning();
    if (!updated) throw new Error("AI settings update returned nothing");
    await writeAudit(tx, actor, {
      action: "update",
      entityType: ENTITY,
      entityId: updated.id,
      changes: {
        ...diffChanges(visible(current), visible(updated)),
        ...keyChange(current.ai_api_key_encrypted, updated.ai_api_key_encrypted),
      },
    });
    return updated;
  });
  return toAnswer(row, deps);
}

/** DELETE /admin/ai-settings: back to the defaults of spec 2 §4, which removes the key. Audited. */
export async function resetAiSettings(
  deps: AiSettingsDeps,
  actor: Actor,
  userId: string,
): Promise<AiSettings> {
  const row = await deps.db.transaction(async (tx) => {
    const current = await ensureRow(tx, userId, true);
    const [updated] = await tx
      .update(aiSettings)
      .set(defaultColumns())
      .where(eq(aiSettings.id, current.id))
      .returning();
    if (!updated) throw new Error("AI settings reset returned nothing");
    await writeAudit(tx, actor, {
      action: "reset",
      entityType: ENTITY,
      entityId: updated.id,
      changes: {
        ...diffChanges(visible(current), visible(updated)),
        ...keyChange(current.ai_api_key_encrypted, null),
      },
    });
    return updated;
  });
  return toAnswer(row, deps);
}

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export type AiRuntime = {
  /** The user's settings as the API answers them (without the encryption status). */
  settings: Omit<AiSettings, "encryption">;
  /** What a model call needs, key decrypted; null while a guard applies. */
  config: AiModelConfig | null;
  guard: Guard;
  /** The guard's text (spec 2 §8), null when there is none. */
  guardMessage: string | null;
};

/**
 * What a chat (or, with `feature`, recommendations) needs for the signed-in user: the settings,
 * the model configuration with the key decrypted, or the guard that stops the call — "AI queries
 * are not enabled…" while AI or the feature is off, "AI provider not configured…" without a
 * usable key (or model).
 */
export async function loadAiRuntime(
  db: Database,
  secrets: SecretBox,
  userId: string,
  feature: "queries" | "recommendations" = "queries",
): Promise<AiRuntime> {
  const row = await ensureRow(db, userId);
  const key = openKey(secrets, row.ai_api_key_encrypted);
  const guard = guardOf(row, key, feature);
  const config: AiModelConfig | null =
    guard || !row.ai_model
      ? null
      : {
          provider: row.ai_provider as AiProvider,
          model: row.ai_model,
          baseUrl: row.ai_base_url,
          apiKey: key.plain,
        };
  return { settings: settingsView(row, key), config, guard, guardMessage: guard ? AI_TEXT[guard] : null };
}
