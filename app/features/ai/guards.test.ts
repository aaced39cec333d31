import { AI_SETTINGS_DEFAULTS, AI_TEXT, type AiSettings } from "@common/schemas/ai-settings";
import { describe, expect, it } from "vitest";
import { aiErrorFromText, chatGuard, guardOfMessage, recommendationsGuard } from "./guards";

const settings = (overrides: Partial<AiSettings> = {}): AiSettings => ({
  id: "s1",
  ...AI_SETTINGS_DEFAULTS,
  ai_features_enabled: { ...AI_SETTINGS_DEFAULTS.ai_features_enabled },
  api_key: { set: true, mask: "sk-t…1234" },
  encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: true },
  ready: true,
  updated_at: "2025-01-01T00:00:00.000Z",
  ...overrides,
  ai_enabled: overrides.ai_enabled ?? true,
});

describe("chatGuard", () => {
  it("is the spec's 'not enabled' text when AI or queries are off", () => {
    expect(chatGuard(settings({ ai_enabled: false, ready: false }))).toEqual({
      kind: "disabled",
      message: AI_TEXT.queriesDisabled,
    });
    const noQueries = settings({ ready: false });
    noQueries.ai_features_enabled.queries = false;
    expect(chatGuard(noQueries)?.message).toBe(AI_TEXT.queriesDisabled);
  });

  it("is the spec's 'not configured' text when no key is stored, and none when ready", () => {
    expect(chatGuard(settings({ ready: false, api_key: { set: false, mask: null } }))).toEqual({
      kind: "not-configured",
      message: AI_TEXT.providerNotConfigured,
    });
    expect(chatGuard(settings())).toBeNull();
  });

  it("recognises the same texts in the server's answer", () => {
    expect(guardOfMessage(AI_TEXT.providerNotConfigured)?.kind).toBe("not-configured");
    expect(guardOfMessage(AI_TEXT.queriesDisabled)?.kind).toBe("disabled");
    expect(guardOfMessage(AI_TEXT.recommendationsDisabled)?.kind).toBe("disabled");
    expect(guardOfMessage("You do not have permission.")).toBeNull();
  });
});

describe("recommendationsGuard", () => {
  it("needs AI, the recommendations feature and a readable key (ollama needs none)", () => {
    expect(recommendationsGuard(settings({ ai_enabled: false }))?.message).toBe(
      AI_TEXT.recommendationsDisabled,
    );
    const off = settings();
    off.ai_features_enabled.recommendations = false;
    expect(recommendationsGuard(off)?.message).toBe(AI_TEXT.recommendationsDisabled);
    expect(recommendationsGuard(settings({ api_key: { set: false, mask: null } }))?.message).toBe(
      AI_TEXT.providerNotConfigured,
    );
    expect(
      recommendationsGuard(
        settings({ encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: false } }),
      )?.kind,
    ).toBe("not-configured");
    expect(
      recommendationsGuard(settings({ ai_provider: "ollama", api_key: { set: false, mask: null } })),
    ).toBeNull();
    expect(recommendationsGuard(settings())).toBeNull();
  });
});

describe("aiErrorFromText", () => {
  const now = new Date("2025-05-01T10:00:00.000Z");
  const record = {
    message: "Incorrect API key provided: sk-bad.",
    code: "AUTH_FAILED",
    status: 401,
    severity: "error",
    suggestions: ["Check that the API key is correct and still active"],
    timestamp: "2025-05-01T09:59:59.000Z",
  } as const;

  it("reads the server's error record, bare or wrapped", () => {
    expect(aiErrorFromText(JSON.stringify(record), now)).toEqual(record);
    expect(aiErrorFromText(JSON.stringify({ error: record }), now)).toEqual(record);
  });

  it("makes a record of a plain message or an API error body (the dialog adds the default advice)", () => {
    expect(aiErrorFromText("The AI provider did not answer within 30 seconds.", now)).toEqual({
      message: "The AI provider did not answer within 30 seconds.",
      code: "PROVIDER_ERROR",
      status: null,
      severity: "error",
      suggestions: [],
      timestamp: now.toISOString(),
    });
    expect(aiErrorFromText('{"error":{"code":"x","message":"Critical failure"}}', now)).toMatchObject({
      message: "Critical failure",
      severity: "critical",
    });
    expect(aiErrorFromText("", now).message).toBe(AI_TEXT.chatErrorReply);
  });
});
