import { AI_SETTINGS_DEFAULTS, type AiSettings } from "@common/schemas/ai-settings";
import { describe, expect, it } from "vitest";
import { ApiClientError } from "~/lib/api";
import {
  aiErrorOf,
  canSaveKey,
  errorDetailsText,
  hasKeyForSave,
  keyDialogPatch,
  keyDialogTest,
  modelDialogPatch,
  modelName,
  showsBaseUrl,
  storedKeyText,
} from "./settings-view";

const settings = (overrides: Partial<AiSettings> = {}): AiSettings => ({
  id: "s1",
  ...AI_SETTINGS_DEFAULTS,
  ai_features_enabled: { ...AI_SETTINGS_DEFAULTS.ai_features_enabled },
  api_key: { set: false, mask: null },
  encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: true },
  ready: false,
  updated_at: "2025-01-01T00:00:00.000Z",
  ...overrides,
});
const stored = { api_key: { set: true, mask: "sk-a••••••wxyz" } };

describe("storedKeyText", () => {
  it("shows the mask, or says there is none, none is needed, or it no longer decrypts", () => {
    expect(storedKeyText(settings(stored))).toBe("sk-a••••••wxyz");
    expect(storedKeyText(settings())).toBe("No API key stored");
    expect(storedKeyText(settings({ ai_provider: "ollama" }))).toBe("No key needed");
    const unreadable = settings({ ...stored, encryption: { ...settings().encryption, readable: false } });
    expect(storedKeyText(unreadable)).toBe("Stored, but it can no longer be decrypted");
  });
});

describe("modelName and showsBaseUrl", () => {
  it("names a catalogue model, keeps an id typed by hand, and says when there is none", () => {
    expect(modelName({ ai_provider: "openai", ai_model: "gpt-4o" })).toBe("GPT-4o");
    expect(modelName({ ai_provider: "ollama", ai_model: "llama3.1:8b" })).toBe("llama3.1:8b");
    expect(modelName({ ai_provider: "openai", ai_model: null })).toBe("No model selected");
  });

  it("offers a base URL for OpenAI-compatible endpoints and ollama only", () => {
    for (const p of ["openai", "deepseek", "groq", "mistral", "together", "ollama"] as const) {
      expect(showsBaseUrl(p)).toBe(true);
    }
    for (const p of ["claude", "google", "huggingface"] as const) expect(showsBaseUrl(p)).toBe(false);
  });
});

describe("the Configure API Key dialog", () => {
  it("offers Save with a typed key, the saved provider's stored key, or for ollama; not otherwise", () => {
    expect(canSaveKey({ provider: "openai", key: "", baseUrl: "" }, settings())).toBe(false);
    expect(canSaveKey({ provider: "openai", key: "x", baseUrl: "" }, settings())).toBe(true);
    expect(canSaveKey({ provider: "openai", key: "", baseUrl: "" }, settings(stored))).toBe(true);
    // The stored key was saved for OpenAI: for another provider a key must be typed.
    expect(canSaveKey({ provider: "groq", key: "", baseUrl: "" }, settings(stored))).toBe(false);
    expect(canSaveKey({ provider: "ollama", key: "", baseUrl: "" }, settings())).toBe(true);
    // A key that no longer decrypts does not count.
    const unreadable = settings({ ...stored, encryption: { ...settings().encryption, readable: false } });
    expect(canSaveKey({ provider: "openai", key: "", baseUrl: "" }, unreadable)).toBe(false);
  });

  it("a key of blanks enables Save but is missing once trimmed (the 'Missing Information' toast)", () => {
    const values = { provider: "openai" as const, key: "   ", baseUrl: "" };
    expect(canSaveKey(values, settings())).toBe(true);
    expect(hasKeyForSave(values, settings())).toBe(false);
  });

  it("saves the trimmed key and base URL; blank keeps the stored key; a new provider clears the model", () => {
    const s = settings(stored);
    expect(keyDialogPatch({ provider: "openai", key: "  sk-new-key-0123456789  ", baseUrl: " " }, s)).toEqual(
      {
        ai_provider: "openai",
        ai_base_url: null,
        api_key: "sk-new-key-0123456789",
      },
    );
    expect(keyDialogPatch({ provider: "openai", key: "", baseUrl: "http://127.0.0.1:9/v1" }, s)).toEqual({
      ai_provider: "openai",
      ai_base_url: "http://127.0.0.1:9/v1",
    });
    expect(keyDialogPatch({ provider: "claude", key: "sk-ant-x", baseUrl: "http://ignored" }, s)).toEqual({
      ai_provider: "claude",
      ai_base_url: null,
      api_key: "sk-ant-x",
      ai_model: null,
    });
    // Ollama needs no key: whatever was typed is not sent.
    expect(keyDialogPatch({ provider: "ollama", key: "abc", baseUrl: "" }, s)).toEqual({
      ai_provider: "ollama",
      ai_base_url: null,
      ai_model: null,
    });
  });

  it("tests with the saved model for the saved provider, else the provider's first model", () => {
    const s = settings({ ai_model: "gpt-4o" });
    expect(keyDialogTest({ provider: "openai", key: " sk-typed ", baseUrl: "http://h/v1" }, s)).toEqual({
      ai_provider: "openai",
      ai_model: "gpt-4o",
      ai_base_url: "http://h/v1",
      api_key: "sk-typed",
    });
    expect(keyDialogTest({ provider: "groq", key: "", baseUrl: "" }, s)).toEqual({
      ai_provider: "groq",
      ai_model: "llama-3.3-70b-versatile",
      ai_base_url: null,
    });
  });
});

describe("modelDialogPatch", () => {
  it("sends provider and trimmed model; a new provider drops the previous provider's base URL", () => {
    const s = settings({ ai_base_url: "http://127.0.0.1:9/v1" });
    expect(modelDialogPatch("openai", " gpt-4o ", s)).toEqual({ ai_provider: "openai", ai_model: "gpt-4o" });
    expect(modelDialogPatch("ollama", "llama3.2", s)).toEqual({
      ai_provider: "ollama",
      ai_model: "llama3.2",
      ai_base_url: null,
    });
  });
});

describe("errors for the error dialog", () => {
  it("turns an API failure into an error record with its code, status and severity", () => {
    const now = new Date("2025-02-03T04:05:06.000Z");
    expect(aiErrorOf(new ApiClientError(422, "validation_error", "Bad key"), now)).toEqual({
      message: "Bad key",
      code: "validation_error",
      status: 422,
      severity: "error",
      suggestions: [],
      timestamp: now.toISOString(),
    });
    expect(aiErrorOf(new ApiClientError(0, "network", "Network error"), now).status).toBeNull();
    expect(aiErrorOf(new Error("A critical failure"), now).severity).toBe("critical");
  });

  it("copies the details as text, with the default advice when the error brings none", () => {
    const text = errorDetailsText({
      message: "Incorrect API key provided",
      code: "AUTH_FAILED",
      status: 401,
      severity: "error",
      suggestions: [],
      timestamp: "2025-02-03T04:05:06.000Z",
    });
    expect(text).toContain(
      "Severity: Error\nMessage: Incorrect API key provided\nCode: AUTH_FAILED\nStatus: 401",
    );
    expect(text).toContain("- Check your internet connection");
    expect(text).toContain("- Contact support if the problem persists");
  });
});
