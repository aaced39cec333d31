import { promptText, setUpFakeAiProvider } from "@tests/support/fake-ai-provider";
import { APICallError, generateText, stepCountIs, streamText, tool } from "ai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type AiModelConfig, apiBaseUrl, languageModelFor } from "./model";

/** The AI SDK's provider packages, pointed at the fake provider, parse its wire protocols. */

const fake = setUpFakeAiProvider();

const OPENAI_KEY = "sk-test-0123456789abcdef";
const CLAUDE_KEY = "sk-ant-test-0123456789abcdef0123456789";

const openai = (): AiModelConfig => ({
  provider: "openai",
  model: "gpt-4o",
  baseUrl: `${fake.url}/v1`,
  apiKey: OPENAI_KEY,
});
const claude = (): AiModelConfig => ({
  provider: "claude",
  model: "claude-3-haiku",
  baseUrl: `${fake.url}/v1`,
  apiKey: CLAUDE_KEY,
});

const stats = tool({
  description: "Counts",
  inputSchema: z.object({ range: z.enum(["today", "7d"]) }),
  execute: async ({ range }) => ({ range, quote_requests: 7 }),
});

describe.each([
  ["openai-compatible", openai, "openai"],
  ["anthropic", claude, "anthropic"],
] as const)("the %s protocol", (_name, config, protocol) => {
  it("answers generateText with the text and usage, the key in the protocol's header", async () => {
    fake.requireKey(config().apiKey);
    fake.script({ text: "Hello there", usage: { input: 12, output: 3 } });
    const result = await generateText({ model: await languageModelFor(config()), prompt: "Hi" });
    expect(result.text).toBe("Hello there");
    expect(result.usage).toMatchObject({ inputTokens: 12, outputTokens: 3, totalTokens: 15 });
    const [request] = fake.requests;
    expect(request?.protocol).toBe(protocol);
    if (protocol === "openai") expect(request?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    else expect(request?.headers["x-api-key"]).toBe(CLAUDE_KEY);
  });

  it("streams text in order with usage, and echoes without a script", async () => {
    fake.script({ text: "one two three four", usage: { input: 20, output: 4 } });
    const result = streamText({ model: await languageModelFor(config()), prompt: "Count" });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join("")).toBe("one two three four");
    expect(await result.usage).toMatchObject({ inputTokens: 20, outputTokens: 4 });
    const echo = await generateText({ model: await languageModelFor(config()), prompt: "ping" });
    expect(echo.text).toBe("Echo: ping");
    expect(echo.usage.inputTokens).toBeGreaterThan(0);
  });

  it("streams a tool call, runs the tool and sends its result back in the next request", async () => {
    fake.script({ toolCall: { name: "stats", args: { range: "7d" } } }, { text: "Seven this week." });
    const result = streamText({
      model: await languageModelFor(config()),
      system: "You are the agency's assistant.",
      prompt: "How many?",
      tools: { stats },
      stopWhen: stepCountIs(3),
    });
    expect(await result.text).toBe("Seven this week.");
    expect((await result.steps)[0]?.toolResults[0]?.output).toEqual({ range: "7d", quote_requests: 7 });
    expect(fake.requests).toHaveLength(2);
    const second = fake.requests[1];
    expect(second && promptText(second)).toContain("You are the agency's assistant.");
    expect(JSON.stringify(second?.body.messages)).toContain('\\"quote_requests\\":7');
    expect(fake.requests[0]?.body.tools).toHaveLength(1);
  });

  it("answers errors in the provider's shape, a wrong key with its 401", async () => {
    fake.requireKey("sk-the-right-one-0123456789abcdef0123");
    const wrong = await generateText({
      model: await languageModelFor(config()),
      prompt: "Hi",
      maxRetries: 0,
    }).catch((e: unknown) => e);
    expect(APICallError.isInstance(wrong)).toBe(true);
    expect((wrong as APICallError).statusCode).toBe(401);
    expect((wrong as APICallError).message).toMatch(
      protocol === "openai" ? /Incorrect API key/ : /x-api-key/,
    );
    fake.requireKey(null);
    fake.script({ status: 404, message: "The model does not exist" });
    const missing = await generateText({
      model: await languageModelFor(config()),
      prompt: "Hi",
      maxRetries: 0,
    }).catch((e: unknown) => e);
    expect((missing as APICallError).statusCode).toBe(404);
    expect((missing as APICallError).message).toBe("The model does not exist");
  });

  it("hangs until the caller's timeout", async () => {
    fake.script({ hang: true });
    const err = await generateText({
      model: await languageModelFor(config()),
      prompt: "Hi",
      maxRetries: 0,
      timeout: 300,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(fake.requests).toHaveLength(1);
  });
});

describe("apiBaseUrl", () => {
  it("appends /v1 to an ollama server address only", () => {
    expect(apiBaseUrl({ provider: "ollama", baseUrl: null })).toBe("http://127.0.0.1:11434/v1");
    expect(apiBaseUrl({ provider: "ollama", baseUrl: "http://gpu:11434/v1/" })).toBe("http://gpu:11434/v1");
    expect(apiBaseUrl({ provider: "openai", baseUrl: null })).toBe("https://api.openai.com/v1");
  });
});
