import { AI_CHAT_LIMITS, type AiChatRequestSchema } from "@common/schemas/ai";
import { AI_TEXT, type AiError } from "@common/schemas/ai-settings";
import type { AppDeps } from "@server/context";
import { ApiError } from "@server/lib/errors";
import {
  convertToModelMessages,
  createUIMessageStreamResponse,
  type LanguageModelUsage,
  safeValidateUIMessages,
  stepCountIs,
  streamText,
  type UIMessage,
  type UIMessageChunk,
} from "ai";
import type { z } from "zod";
import { toAiError } from "./errors";
import { groundingSummary } from "./grounding";
import { languageModelFor } from "./model";
import { loadAiRuntime } from "./settings";
import { chatTools } from "./tools";
import { type AiUsage, recordQuery } from "./usage";

/**
 * The chat assistant (issue 15 §5): a question about the site's own data, answered by the
 * configured model as the AI SDK's UI message stream. The model gets a compact summary of the data
 * built in SQL at the moment of the question and read-only tools over the quote requests and
 * contact messages, and is told to answer from those alone. One ai_queries row per question.
 */

export const CHAT_SYSTEM_PROMPT = [
  "You are the assistant in the back office of a technology agency's website. Staff ask you about",
  "the site's own data: quote requests (leads from the quote form), contact messages, e-mail",
  "conversations and the website's content.",
  "",
  "Rules:",
  "- Answer only from the site data summary below and from the results of your tools. Never invent",
  "  figures, names or records.",
  "- For lists of records, people, companies or counts over a period, call the tools",
  "  (find_quote_requests, find_contact_messages, stats) rather than guessing. Dates are UTC.",
  "- When the data needed is not in the summary and no tool gives it, say plainly that this data is",
  "  not available to you.",
  "- Be concise. Answer in Markdown: short paragraphs, bullet lists and tables where they help.",
  "- You can only read; you cannot change, send or delete anything.",
].join("\n");

export type ChatRequest = z.output<typeof AiChatRequestSchema>;
export type ChatDeps = Pick<AppDeps, "db" | "secrets" | "env" | "logger">;

/**
 * A stream's error event carries the whole error record as JSON (the message, the code, the
 * provider's HTTP status, severity and advice), so the error dialog can show what happened.
 */
const errorText = (error: AiError) => JSON.stringify(error);

/** What AbortSignal.timeout aborts with, for toAiError. */
class TimeoutError extends Error {
  override name = "TimeoutError";
}

const chatRefused = (code: string, message: string) => new ApiError(409, code, message);

/** The text of the newest message, which must be the user's question. */
function questionOf(messages: UIMessage[]): string {
  const last = messages.at(-1);
  const text =
    last?.role === "user"
      ? last.parts
          .filter((p): p is { type: "text"; text: string } => p.type === "text")
          .map((p) => p.text)
          .join("\n")
          .trim()
      : "";
  if (!text) throw new ApiError(400, "invalid_input", "Ask a question.", { messages: "Ask a question." });
  if (text.length > AI_CHAT_LIMITS.questionChars) {
    const message = `A question can be at most ${AI_CHAT_LIMITS.questionChars} characters long.`;
    throw new ApiError(400, "invalid_input", message, { messages: message });
  }
  return text;
}

const addUsage = (total: AiUsage, step: LanguageModelUsage) => {
  total.inputTokens = (total.inputTokens ?? 0) + (step.inputTokens ?? 0);
  total.outputTokens = (total.outputTokens ?? 0) + (step.outputTokens ?? 0);
  total.totalTokens =
    (total.totalTokens ?? 0) + (step.totalTokens ?? (step.inputTokens ?? 0) + (step.outputTokens ?? 0));
};

/**
 * POST /admin/ai/chat. The guards are answered as JSON errors before any stream (409 with the
 * spec's texts); then the answer streams. It stops when the client goes away (recorded as
 * aborted) or after AI_TIMEOUT_MS (an error event with the time-out message). A provider's error
 * becomes an error event with the provider's own message, never a stack.
 */
export async function chatResponse(
  deps: ChatDeps,
  input: { userId: string; permissions: readonly string[]; body: ChatRequest; signal: AbortSignal },
): Promise<Response> {
  const runtime = await loadAiRuntime(deps.db, deps.secrets, input.userId);
  if (runtime.guard === "queriesDisabled") throw chatRefused("ai_queries_disabled", AI_TEXT.queriesDisabled);
  if (!runtime.config) throw chatRefused("ai_not_configured", AI_TEXT.providerNotConfigured);
  const config = runtime.config;

  const tools = chatTools(deps.db, input.permissions);
  // The client's history without any system message of its own: the instructions are ours.
  const history = input.body.messages.filter((m) => m.role !== "system");
  const checked = await safeValidateUIMessages({ messages: history });
  if (!checked.success) {
    const message = "The conversation could not be read; start a new one.";
    throw new ApiError(400, "invalid_input", message, { messages: message });
  }
  const question = questionOf(checked.data);
  const summary = await groundingSummary(deps.db, input.permissions);
  const messages = await convertToModelMessages(checked.data, { tools, ignoreIncompleteToolCalls: true });

  const timeoutMs = deps.env.AI_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const started = performance.now();
  const used: AiUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  let recorded: Promise<void> | null = null;
  /** Exactly one ai_queries row per question, whichever way it ends. */
  const record = (status: "ok" | "error" | "aborted", usage: AiUsage, error?: string) => {
    recorded ??= write(status, usage, error);
    return recorded;
  };
  const write = async (status: "ok" | "error" | "aborted", usage: AiUsage, error?: string) => {
    try {
      await recordQuery(deps.db, {
        userId: input.userId,
        kind: "chat",
        provider: config.provider,
        model: config.model,
        question,
        usage,
        latencyMs: performance.now() - started,
        status,
        error: error ?? null,
      });
    } catch (err) {
      deps.logger.error({ err }, "could not record an AI chat query");
    }
  };
  const timedOut = () => timeout.aborted && !input.signal.aborted;

  const result = streamText({
    model: await languageModelFor(config),
    system: `${CHAT_SYSTEM_PROMPT}\n\n${summary}`,
    messages,
    tools,
    stopWhen: stepCountIs(AI_CHAT_LIMITS.toolSteps),
    maxRetries: 1,
    abortSignal: AbortSignal.any([input.signal, timeout]),
    onStepFinish: ({ usage }) => addUsage(used, usage),
    onFinish: ({ totalUsage }) => record("ok", totalUsage),
    onError: ({ error }) => {
      const aiError = toAiError(error, timeoutMs);
      deps.logger.warn({ code: aiError.code, status: aiError.status }, `AI chat failed: ${aiError.message}`);
      return record("error", used, aiError.message);
    },
    onAbort: () =>
      timedOut()
        ? record("error", used, AI_TEXT.timedOut(Math.round(timeoutMs / 1000)))
        : record("aborted", used),
  });

  // The browser went away: the provider's request is aborted with the signal; recorded here, as
  // the SDK calls onAbort only while its stream is still being read.
  input.signal.addEventListener("abort", () => void record("aborted", used), { once: true });

  // A time-out ends the SDK's stream with "abort"; the browser is told why, as an error. The
  // stream ends once the question is recorded (the SDK does not wait for onAbort).
  const source = result
    .toUIMessageStream({ onError: (error) => errorText(toAiError(error, timeoutMs)), sendReasoning: false })
    .getReader();
  const stream = new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) {
        await recorded;
        controller.close();
      } else if (value.type === "abort" && timedOut()) {
        controller.enqueue({ type: "error", errorText: errorText(toAiError(new TimeoutError(), timeoutMs)) });
      } else controller.enqueue(value);
    },
    async cancel(reason) {
      await Promise.all([record("aborted", used), source.cancel(reason)]);
    },
  });
  return createUIMessageStreamResponse({ stream });
}
