import { AI_SETTINGS_DEFAULTS, type AiSettings } from "@common/schemas/ai-settings";

/** For tests: an admin's AI settings as GET answers them on first load, with `overrides`. */
export function aiSettingsFixture(overrides: Partial<AiSettings> = {}): AiSettings {
  return {
    id: "settings-1",
    ...AI_SETTINGS_DEFAULTS,
    ai_features_enabled: { ...AI_SETTINGS_DEFAULTS.ai_features_enabled },
    api_key: { set: false, mask: null },
    encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: true },
    ready: false,
    updated_at: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}
