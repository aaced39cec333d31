import { describe, expect, it } from "vitest";
import { AI_TEXT, errorSeverity, validateApiKey } from "./ai-settings";

const ok = { valid: true, message: AI_TEXT.keyValid };
const bad = (message: string) => ({ valid: false, message });

describe("validateApiKey (spec 2 §5)", () => {
  it.each([
    ["openai", "sk-", 20, "OpenAI"],
    ["deepseek", "sk-", 20, "DeepSeek"],
    ["claude", "sk-ant-", 30, "Claude"],
    ["groq", "gsk_", 30, "Groq"],
    ["huggingface", "hf_", 20, "Hugging Face"],
  ])("%s: starts %s, at least %i characters", (provider, prefix, min, label) => {
    const exact = prefix.padEnd(min, "x");
    expect(validateApiKey(provider, exact)).toEqual(ok);
    expect(validateApiKey(provider, `  ${exact}\n`)).toEqual(ok);
    expect(validateApiKey(provider, exact.slice(0, -1))).toEqual(
      bad(`${label} API key appears to be too short`),
    );
    expect(validateApiKey(provider, `zz${exact}`)).toEqual(
      bad(`${label} API keys should start with "${prefix}"`),
    );
    expect(validateApiKey(provider, "")).toEqual(bad(AI_TEXT.keyRequired));
    expect(validateApiKey(provider, "   ")).toEqual(bad(AI_TEXT.keyRequired));
  });

  it.each([
    ["google", "Google Gemini"],
    ["mistral", "Mistral AI"],
    ["together", "Together AI"],
  ])("%s: any prefix, at least 20 characters", (provider, label) => {
    expect(validateApiKey(provider, "a".repeat(20))).toEqual(ok);
    expect(validateApiKey(provider, ` ${"a".repeat(19)} `)).toEqual(
      bad(`${label} API key appears to be too short`),
    );
    expect(validateApiKey(provider, "")).toEqual(bad(AI_TEXT.keyRequired));
  });

  it("ollama: always valid, even empty", () => {
    expect(validateApiKey("ollama", "")).toEqual(ok);
    expect(validateApiKey("ollama", "x")).toEqual(ok);
  });

  it("another provider: at least 10 characters", () => {
    expect(validateApiKey("acme", "a".repeat(10))).toEqual(ok);
    expect(validateApiKey("acme", "a".repeat(9))).toEqual(bad("API API key appears to be too short"));
    expect(validateApiKey("acme", "")).toEqual(bad(AI_TEXT.keyRequired));
  });
});

describe("errorSeverity (spec 2 §8)", () => {
  it("is critical by code or message, a warning for time-outs and rate limits, else an error", () => {
    expect(errorSeverity("CRITICAL_FAILURE", "x")).toBe("critical");
    expect(errorSeverity("PROVIDER_ERROR", "A Critical fault")).toBe("critical");
    expect(errorSeverity("TIMEOUT", "slow")).toBe("warning");
    expect(errorSeverity("RATE_LIMITED", "busy")).toBe("warning");
    expect(errorSeverity("AUTH_FAILED", "wrong key")).toBe("error");
    expect(errorSeverity(null, "anything")).toBe("error");
  });
});
