import { AI_PROVIDER_CATALOGUE, type AiProvider, findModel } from "@common/ai-models";
import type { LanguageModel } from "ai";

/** What a model call needs: the provider, the model, where to reach it and the decrypted key. */
export type AiModelConfig = {
  provider: AiProvider;
  model: string;
  /** null: the provider's default API root. */
  baseUrl: string | null;
  /** null for ollama (no key). Decrypted only for the call; never logged or answered. */
  apiKey: string | null;
};

/**
 * The base URL the SDK is pointed at. For ollama the admin gives the server's address (as ollama
 * documents it, http://127.0.0.1:11434) and its OpenAI-compatible API lives under /v1.
 */
export function apiBaseUrl(config: Pick<AiModelConfig, "provider" | "baseUrl">): string {
  const info = AI_PROVIDER_CATALOGUE[config.provider];
  const base = (config.baseUrl ?? info.defaultBaseUrl).replace(/\/+$/, "");
  if (config.provider === "ollama" && new URL(base).pathname.replace(/\/+$/, "") === "") return `${base}/v1`;
  return base;
}

/**
 * The AI SDK model for a configuration (ARCHITECTURE.md decision 8): OpenAI-compatible chat for
 * openai, deepseek, groq, mistral, together and ollama; Anthropic Messages for claude; Gemini for
 * google; Hugging Face inference for huggingface. No hand-written HTTP client.
 * Each provider's SDK is loaded on first use: most sites use one or none, and each costs the
 * process megabytes of memory from start-up on.
 */
export async function languageModelFor(config: AiModelConfig): Promise<LanguageModel> {
  const info = AI_PROVIDER_CATALOGUE[config.provider];
  const baseURL = apiBaseUrl(config);
  const apiKey = config.apiKey ?? undefined;
  const modelId = findModel(config.provider, config.model)?.apiModel ?? config.model;
  switch (info.protocol) {
    case "anthropic":
      return (await import("@ai-sdk/anthropic")).createAnthropic({ baseURL, apiKey })(modelId);
    case "google":
      return (await import("@ai-sdk/google")).createGoogleGenerativeAI({ baseURL, apiKey })(modelId);
    case "huggingface":
      return (await import("@ai-sdk/huggingface")).createHuggingFace({ baseURL, apiKey })(modelId);
    case "openai-compatible":
      return (await import("@ai-sdk/openai-compatible")).createOpenAICompatible({
        name: config.provider,
        baseURL,
        apiKey,
        includeUsage: true,
      })(modelId);
  }
}
