import { AI_PROVIDERS } from "./options";

/**
 * The AI providers and their model catalogue (spec 2 §3 AI settings, §9): what the Model Selection
 * dialog offers, what a query's estimated cost is computed from, and how each provider is called.
 *
 * Costs and limits the spec gives are used as given; where it says "not shown" the provider's
 * published figure at the time of writing is used (and 0 = free for self-hosted or free tiers).
 */

export type AiProvider = (typeof AI_PROVIDERS)[number];

/** How the server talks to a provider (all through the AI SDK). */
export type AiProtocol = "openai-compatible" | "anthropic" | "google" | "huggingface";

export type AiModel = {
  /** The id stored in ai_settings.ai_model (the spec's). */
  id: string;
  name: string;
  description: string;
  maxTokens: number;
  /** USD per 1,000 tokens, prompt and completion alike (the spec's single figure). */
  costPer1kTokens: number;
  /** The id sent to the provider when it differs from `id` (the spec's short names are not API ids). */
  apiModel?: string;
};

export type AiProviderInfo = {
  id: AiProvider;
  name: string;
  description: string;
  protocol: AiProtocol;
  /** The API root the SDK is pointed at unless the admin sets a base URL. */
  defaultBaseUrl: string;
  /** False for ollama, which runs locally without a key. */
  needsKey: boolean;
  /** The key format rule of spec 2 §5: a required prefix and a minimum length (trimmed). */
  keyPrefix?: string;
  keyMinLength: number;
  models: AiModel[];
};

export const AI_PROVIDER_CATALOGUE: Record<AiProvider, AiProviderInfo> = {
  openai: {
    id: "openai",
    name: "OpenAI",
    description: "GPT models from OpenAI",
    protocol: "openai-compatible",
    defaultBaseUrl: "https://api.openai.com/v1",
    needsKey: true,
    keyPrefix: "sk-",
    keyMinLength: 20,
    models: [
      {
        id: "gpt-4o",
        name: "GPT-4o",
        description: "Fast, capable flagship model",
        maxTokens: 128000,
        costPer1kTokens: 0.005,
      },
      {
        id: "gpt-4-turbo",
        name: "GPT-4 Turbo",
        description: "GPT-4 with a long context",
        maxTokens: 128000,
        costPer1kTokens: 0.01,
      },
      {
        id: "gpt-4",
        name: "GPT-4",
        description: "Strong reasoning",
        maxTokens: 8192,
        costPer1kTokens: 0.03,
      },
      {
        id: "gpt-3.5-turbo",
        name: "GPT-3.5 Turbo",
        description: "Quick and inexpensive",
        maxTokens: 16384,
        costPer1kTokens: 0.002,
      },
    ],
  },
  claude: {
    id: "claude",
    name: "Claude (Anthropic)",
    description: "Claude models from Anthropic",
    protocol: "anthropic",
    defaultBaseUrl: "https://api.anthropic.com/v1",
    needsKey: true,
    keyPrefix: "sk-ant-",
    keyMinLength: 30,
    models: [
      {
        id: "claude-3-opus",
        name: "Claude 3 Opus",
        description: "Anthropic's most capable Claude 3 model",
        maxTokens: 200000,
        costPer1kTokens: 0.015,
        apiModel: "claude-3-opus-20240229",
      },
      {
        id: "claude-3-sonnet",
        name: "Claude 3 Sonnet",
        description: "Balanced speed and intelligence",
        maxTokens: 200000,
        costPer1kTokens: 0.003,
        apiModel: "claude-3-sonnet-20240229",
      },
      {
        id: "claude-3-haiku",
        name: "Claude 3 Haiku",
        description: "Fastest and most compact",
        maxTokens: 200000,
        costPer1kTokens: 0.00025,
        apiModel: "claude-3-haiku-20240307",
      },
    ],
  },
  google: {
    id: "google",
    name: "Google Gemini",
    description: "Gemini models from Google",
    protocol: "google",
    defaultBaseUrl: "https://generativelanguage.googleapis.com/v1beta",
    needsKey: true,
    keyMinLength: 20,
    models: [
      {
        id: "gemini-2.0-flash-exp",
        name: "Gemini 2.0 Flash",
        description: "Fast multimodal model with a very long context",
        maxTokens: 1000000,
        costPer1kTokens: 0.0005,
      },
      {
        id: "gemini-pro",
        name: "Gemini Pro",
        description: "General-purpose text model",
        maxTokens: 32768,
        costPer1kTokens: 0.0005,
      },
      {
        id: "gemini-pro-vision",
        name: "Gemini Pro Vision",
        description: "Text and images",
        maxTokens: 16384,
        costPer1kTokens: 0.0005,
      },
    ],
  },
  deepseek: {
    id: "deepseek",
    name: "DeepSeek",
    description: "Inexpensive reasoning and coding models",
    protocol: "openai-compatible",
    defaultBaseUrl: "https://api.deepseek.com/v1",
    needsKey: true,
    keyPrefix: "sk-",
    keyMinLength: 20,
    models: [
      {
        id: "deepseek-r1",
        name: "DeepSeek R1",
        description: "Reasoning model",
        maxTokens: 64000,
        costPer1kTokens: 0.0001,
        apiModel: "deepseek-reasoner",
      },
      {
        id: "deepseek-v3",
        name: "DeepSeek V3",
        description: "General chat model",
        maxTokens: 64000,
        costPer1kTokens: 0.0001,
        apiModel: "deepseek-chat",
      },
      {
        id: "deepseek-coder",
        name: "DeepSeek Coder",
        description: "Code-focused model",
        maxTokens: 16384,
        costPer1kTokens: 0.0001,
      },
    ],
  },
  groq: {
    id: "groq",
    name: "Groq",
    description: "Open models on very fast inference hardware",
    protocol: "openai-compatible",
    defaultBaseUrl: "https://api.groq.com/openai/v1",
    needsKey: true,
    keyPrefix: "gsk_",
    keyMinLength: 30,
    models: [
      {
        id: "llama-3.3-70b-versatile",
        name: "Llama 3.3 70B Versatile",
        description: "Meta's Llama 3.3, general purpose",
        maxTokens: 128000,
        costPer1kTokens: 0,
      },
      {
        id: "llama-3.1-70b-versatile",
        name: "Llama 3.1 70B Versatile",
        description: "Meta's Llama 3.1, general purpose",
        maxTokens: 131072,
        costPer1kTokens: 0,
      },
      {
        id: "mixtral-8x7b-32768",
        name: "Mixtral 8x7B",
        description: "Mistral's mixture of experts",
        maxTokens: 32768,
        costPer1kTokens: 0,
      },
      {
        id: "qwen-2.5-32b-instruct",
        name: "Qwen 2.5 32B Instruct",
        description: "Alibaba's Qwen 2.5",
        maxTokens: 32768,
        costPer1kTokens: 0,
      },
    ],
  },
  mistral: {
    id: "mistral",
    name: "Mistral AI",
    description: "Models from Mistral AI",
    protocol: "openai-compatible",
    defaultBaseUrl: "https://api.mistral.ai/v1",
    needsKey: true,
    keyMinLength: 20,
    models: [
      {
        id: "mistral-large-latest",
        name: "Mistral Large",
        description: "Top-tier reasoning",
        maxTokens: 128000,
        costPer1kTokens: 0.004,
      },
      {
        id: "mistral-medium-latest",
        name: "Mistral Medium",
        description: "Balanced",
        maxTokens: 32000,
        costPer1kTokens: 0.0025,
      },
      {
        id: "mistral-small-latest",
        name: "Mistral Small",
        description: "Fast and inexpensive",
        maxTokens: 32000,
        costPer1kTokens: 0.001,
      },
    ],
  },
  huggingface: {
    id: "huggingface",
    name: "Hugging Face",
    description: "Open models through Hugging Face inference",
    protocol: "huggingface",
    defaultBaseUrl: "https://router.huggingface.co/v1",
    needsKey: true,
    keyPrefix: "hf_",
    keyMinLength: 20,
    models: [
      {
        id: "microsoft/DialoGPT-medium",
        name: "DialoGPT Medium",
        description: "Conversational model",
        maxTokens: 1024,
        costPer1kTokens: 0,
      },
      {
        id: "microsoft/DialoGPT-large",
        name: "DialoGPT Large",
        description: "Larger conversational model",
        maxTokens: 1024,
        costPer1kTokens: 0,
      },
      {
        id: "bigscience/bloom-560m",
        name: "BLOOM 560M",
        description: "Small multilingual model",
        maxTokens: 2048,
        costPer1kTokens: 0,
      },
    ],
  },
  together: {
    id: "together",
    name: "Together AI",
    description: "Open models hosted by Together AI",
    protocol: "openai-compatible",
    defaultBaseUrl: "https://api.together.xyz/v1",
    needsKey: true,
    keyMinLength: 20,
    models: [
      {
        id: "meta-llama/Llama-3.2-90B-Vision-Instruct-Turbo",
        name: "Llama 3.2 90B Vision",
        description: "Text and images",
        maxTokens: 131072,
        costPer1kTokens: 0.0012,
      },
      {
        id: "meta-llama/Meta-Llama-3.1-70B-Instruct-Turbo",
        name: "Llama 3.1 70B Turbo",
        description: "General purpose",
        maxTokens: 131072,
        costPer1kTokens: 0.0009,
      },
      {
        id: "Qwen/Qwen2.5-72B-Instruct-Turbo",
        name: "Qwen 2.5 72B Turbo",
        description: "Alibaba's Qwen 2.5",
        maxTokens: 32768,
        costPer1kTokens: 0.0012,
      },
    ],
  },
  ollama: {
    id: "ollama",
    name: "Ollama (Local)",
    description: "Models running on your own machine; no key needed",
    protocol: "openai-compatible",
    defaultBaseUrl: "http://127.0.0.1:11434",
    needsKey: false,
    keyMinLength: 0,
    models: [
      {
        id: "llama3.2",
        name: "Llama 3.2",
        description: "Meta's Llama 3.2",
        maxTokens: 128000,
        costPer1kTokens: 0,
      },
      {
        id: "qwen2.5",
        name: "Qwen 2.5",
        description: "Alibaba's Qwen 2.5",
        maxTokens: 32768,
        costPer1kTokens: 0,
      },
      {
        id: "mistral",
        name: "Mistral",
        description: "Mistral 7B",
        maxTokens: 32768,
        costPer1kTokens: 0,
      },
      {
        id: "codellama",
        name: "Code Llama",
        description: "Code-focused Llama",
        maxTokens: 16384,
        costPer1kTokens: 0,
      },
    ],
  },
};

export const AI_PROVIDER_LIST: AiProviderInfo[] = AI_PROVIDERS.map((p) => AI_PROVIDER_CATALOGUE[p]);

/** The catalogue entry of a stored model, or undefined for a model id typed by hand. */
export function findModel(provider: AiProvider, modelId: string | null | undefined): AiModel | undefined {
  return AI_PROVIDER_CATALOGUE[provider].models.find((m) => m.id === modelId);
}

export type AiModelTier = "Free" | "Budget" | "Premium";

/** Spec 2 §4: Free (0 or none), Budget (under 0.01), Premium (otherwise). */
export function modelTier(model: Pick<AiModel, "costPer1kTokens"> | undefined): AiModelTier {
  const cost = model?.costPer1kTokens ?? 0;
  if (cost === 0) return "Free";
  return cost < 0.01 ? "Budget" : "Premium";
}

/** Spec 2 §9: 5 if the name has gpt-4 or cost above 0.02; 4 if it has turbo or cost above 0.005; else 3. */
export function performanceStars(model: Pick<AiModel, "id" | "name" | "costPer1kTokens">): 3 | 4 | 5 {
  const name = `${model.id} ${model.name}`.toLowerCase().replace(/\s+/g, "-");
  if (name.includes("gpt-4") || model.costPer1kTokens > 0.02) return 5;
  if (name.includes("turbo") || model.costPer1kTokens > 0.005) return 4;
  return 3;
}

/** Estimated USD cost of a number of tokens on a model (0 when the model is not in the catalogue). */
export function estimateCost(model: AiModel | undefined, tokens: number): number {
  return model ? (tokens / 1000) * model.costPer1kTokens : 0;
}
