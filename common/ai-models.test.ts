import { describe, expect, it } from "vitest";
import {
  AI_PROVIDER_CATALOGUE,
  AI_PROVIDER_LIST,
  estimateCost,
  findModel,
  modelTier,
  performanceStars,
} from "./ai-models";

describe("modelTier (spec 2 §4)", () => {
  it("is Free for 0 or none, Budget under 0.01, Premium otherwise", () => {
    expect(modelTier(undefined)).toBe("Free");
    expect(modelTier({ costPer1kTokens: 0 })).toBe("Free");
    expect(modelTier({ costPer1kTokens: 0.0001 })).toBe("Budget");
    expect(modelTier({ costPer1kTokens: 0.00999 })).toBe("Budget");
    expect(modelTier({ costPer1kTokens: 0.01 })).toBe("Premium");
    expect(modelTier({ costPer1kTokens: 0.03 })).toBe("Premium");
  });

  it("sorts the catalogue's models", () => {
    expect(modelTier(findModel("ollama", "llama3.2"))).toBe("Free");
    expect(modelTier(findModel("openai", "gpt-3.5-turbo"))).toBe("Budget");
    expect(modelTier(findModel("openai", "gpt-4"))).toBe("Premium");
    expect(modelTier(findModel("claude", "claude-3-opus"))).toBe("Premium");
  });
});

describe("performanceStars (spec 2 §9)", () => {
  const model = (id: string, costPer1kTokens: number, name = id) => ({ id, name, costPer1kTokens });

  it("gives 5 for gpt-4 in the name or a cost above 0.02", () => {
    expect(performanceStars(model("gpt-4", 0.03))).toBe(5);
    expect(performanceStars(model("gpt-4o", 0.005))).toBe(5);
    expect(performanceStars(model("x", 0.0, "GPT 4 Mini"))).toBe(5);
    expect(performanceStars(model("big", 0.021))).toBe(5);
  });

  it("gives 4 for turbo in the name or a cost above 0.005, else 3", () => {
    expect(performanceStars(model("gpt-3.5-turbo", 0.002))).toBe(4);
    expect(performanceStars(model("llama", 0, "Llama 3.1 70B Turbo"))).toBe(4);
    expect(performanceStars(model("mid", 0.0051))).toBe(4);
    expect(performanceStars(model("mid", 0.02))).toBe(4);
    expect(performanceStars(model("small", 0.005))).toBe(3);
    expect(performanceStars(model("claude-3-haiku", 0.00025))).toBe(3);
  });
});

describe("the catalogue", () => {
  it("has the spec's nine providers, each with models, and ollama alone without a key", () => {
    expect(AI_PROVIDER_LIST.map((p) => p.id)).toEqual([
      "openai",
      "claude",
      "google",
      "deepseek",
      "groq",
      "mistral",
      "huggingface",
      "together",
      "ollama",
    ]);
    for (const p of AI_PROVIDER_LIST) expect(p.models.length, p.id).toBeGreaterThan(0);
    expect(AI_PROVIDER_LIST.filter((p) => !p.needsKey).map((p) => p.id)).toEqual(["ollama"]);
    expect(AI_PROVIDER_CATALOGUE.openai.models.map((m) => m.id)).toEqual([
      "gpt-4o",
      "gpt-4-turbo",
      "gpt-4",
      "gpt-3.5-turbo",
    ]);
  });

  it("estimates a cost from the tokens, 0 for a model typed by hand", () => {
    expect(estimateCost(findModel("openai", "gpt-4o"), 2000)).toBeCloseTo(0.01, 10);
    expect(estimateCost(findModel("ollama", "my-own-model"), 2000)).toBe(0);
  });
});
