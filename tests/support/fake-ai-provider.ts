import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in AI provider on 127.0.0.1 speaking the real wire protocols the AI SDK talks:
 *
 * - OpenAI chat completions, `POST /v1/chat/completions` (openai, deepseek, groq, mistral, together,
 *   ollama): a JSON answer, or with `stream: true` SSE `data:` chunks with `choices[].delta` (text,
 *   `tool_calls` deltas), a final usage chunk when `stream_options.include_usage`, then `data: [DONE]`.
 *   The key is the `Authorization: Bearer` header.
 * - Anthropic Messages, `POST /v1/messages` (claude): a JSON message, or SSE events message_start,
 *   content_block_start / content_block_delta (text_delta, input_json_delta) / content_block_stop,
 *   message_delta (stop reason, usage), message_stop. The key is the `x-api-key` header.
 *
 * Replies are scripted one per request (`script`); with none queued it answers "Echo: <last user
 * text>". Every request is recorded in order. Token usage is reported (scripted, or estimated from
 * the request and answer sizes) so recording of tokens and cost can be tested.
 */

export type FakeProtocol = "openai" | "anthropic";

export type FakeToolCall = { name: string; args: Record<string, unknown>; id?: string };
export type FakeUsage = { input: number; output: number };

export type FakeTurn =
  /** A text answer, streamed in word-sized chunks (or whole when the request is not streamed). */
  | { text: string; chunkDelayMs?: number; usage?: FakeUsage }
  /** One tool call (or several with `toolCalls`), optionally after some text. */
  | { toolCall: FakeToolCall; text?: string; usage?: FakeUsage }
  | { toolCalls: FakeToolCall[]; text?: string; usage?: FakeUsage }
  /** An error in the protocol's own body shape. */
  | { status: number; message: string }
  /** Accepts the request and never answers (until the client gives up or the fake closes). */
  | { hang: true };

export type FakeRequest = {
  protocol: FakeProtocol;
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, any>;
};

export type FakeAiProvider = Awaited<ReturnType<typeof startFakeAiProvider>>;

/** The OpenAI-style and Anthropic-style error `type` for a status. */
const ERROR_TYPES: Record<number, { openai: string; anthropic: string; code: string | null }> = {
  400: { openai: "invalid_request_error", anthropic: "invalid_request_error", code: null },
  401: { openai: "invalid_request_error", anthropic: "authentication_error", code: "invalid_api_key" },
  403: { openai: "invalid_request_error", anthropic: "permission_error", code: null },
  404: { openai: "invalid_request_error", anthropic: "not_found_error", code: "model_not_found" },
  429: { openai: "rate_limit_error", anthropic: "rate_limit_error", code: "rate_limit_exceeded" },
  500: { openai: "server_error", anthropic: "api_error", code: null },
  529: { openai: "server_error", anthropic: "overloaded_error", code: null },
};

function errorBody(protocol: FakeProtocol, status: number, message: string) {
  const kind = ERROR_TYPES[status] ?? { openai: "api_error", anthropic: "api_error", code: null };
  return protocol === "anthropic"
    ? { type: "error", error: { type: kind.anthropic, message } }
    : { error: { message, type: kind.openai, param: null, code: kind.code } };
}

/** The provider's words for a missing or wrong key, as each really answers. */
function keyErrorMessage(protocol: FakeProtocol, given: string | undefined): string {
  if (protocol === "anthropic") return given ? "invalid x-api-key" : "x-api-key header is required";
  if (!given) {
    return "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).";
  }
  const shown = given.length > 8 ? `${given.slice(0, 3)}*****${given.slice(-4)}` : given;
  return `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`;
}

/** The text of a message's content in either protocol (string, or text parts / blocks). */
function textOf(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .filter((p): p is { type: string; text: string } => p?.type === "text" && typeof p.text === "string")
    .map((p) => p.text)
    .join("");
}

/** The last user message that has text (Anthropic's tool results are user messages without text). */
export function lastUserText(body: Record<string, any>): string {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role !== "user") continue;
    const text = textOf(m.content);
    if (text) return text;
  }
  return "";
}

/** The whole prompt the model was given (system and messages) as one string, for assertions. */
export function promptText(request: FakeRequest): string {
  const { body } = request;
  const system = typeof body.system === "string" ? body.system : textOf(body.system);
  const parts = ((body.messages ?? []) as { content: unknown }[]).map((m) =>
    typeof m.content === "string" || Array.isArray(m.content) ? textOf(m.content) : "",
  );
  return [system, ...parts].filter(Boolean).join("\n");
}

const estimateTokens = (value: unknown) => Math.max(1, Math.ceil(JSON.stringify(value ?? "").length / 4));

/** Word-sized pieces, spaces kept, so the streamed text joins back exactly. */
const chunksOf = (text: string) => text.match(/\s*\S+\s*/g) ?? (text ? [text] : []);

let nextId = 1;
const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${(nextId++).toString(36)}`;

export async function startFakeAiProvider() {
  const requests: FakeRequest[] = [];
  const turns: FakeTurn[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let requiredKey: string | null = null;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      req.on("error", reject);
    });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const protocol: FakeProtocol | null =
      req.method === "POST" && path.endsWith("/chat/completions")
        ? "openai"
        : req.method === "POST" && path.endsWith("/messages")
          ? "anthropic"
          : null;
    const text = await read(req);
    if (!protocol) return json(res, 404, { error: { message: `Unknown path ${path}`, type: "not_found" } });
    let body: Record<string, any>;
    try {
      body = JSON.parse(text) as Record<string, any>;
    } catch {
      return json(res, 400, errorBody(protocol, 400, "The request body is not valid JSON."));
    }
    requests.push({ protocol, path, headers: req.headers, body });
    for (const w of waiters.filter((w) => requests.length >= w.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }

    if (requiredKey !== null) {
      const given =
        protocol === "anthropic"
          ? (req.headers["x-api-key"] as string | undefined)
          : req.headers.authorization?.replace(/^Bearer\s+/i, "");
      if (given !== requiredKey)
        return json(res, 401, errorBody(protocol, 401, keyErrorMessage(protocol, given)));
    }

    const turn: FakeTurn = turns.shift() ?? { text: `Echo: ${lastUserText(body)}` };
    if ("hang" in turn) return; // never answered; close() ends the connection
    if ("status" in turn) return json(res, turn.status, errorBody(protocol, turn.status, turn.message));

    const calls = "toolCalls" in turn ? turn.toolCalls : "toolCall" in turn ? [turn.toolCall] : [];
    const reply = {
      text: turn.text ?? "",
      calls: calls.map((c) => ({ ...c, id: c.id ?? newId(protocol === "anthropic" ? "toolu_" : "call_") })),
      delayMs: "chunkDelayMs" in turn ? (turn.chunkDelayMs ?? 0) : 0,
    };
    const usage = turn.usage ?? {
      input: estimateTokens([body.system, body.messages, body.tools]),
      output: estimateTokens(reply.text) + reply.calls.reduce((n, c) => n + estimateTokens(c.args), 0),
    };
    const model = String(body.model ?? "fake-model");
    const stream = body.stream === true;
    if (protocol === "openai") {
      if (stream) await streamOpenAi(res, model, reply, usage, body.stream_options?.include_usage === true);
      else json(res, 200, openAiCompletion(model, reply, usage));
    } else if (stream) await streamAnthropic(res, model, reply, usage);
    else json(res, 200, anthropicMessage(model, reply, usage));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** The requests received, in order (also those refused for their key). */
    requests,
    /** Requests from now on must carry this key (Bearer, or x-api-key for anthropic). */
    requireKey(key: string | null) {
      requiredKey = key;
    },
    /** Queues replies, consumed one per request (after the key check). */
    script(...more: FakeTurn[]) {
      turns.push(...more);
    },
    /** Resolves once `count` requests in all have arrived. */
    waitForRequests(count: number) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
    /** Forgets recorded requests, queued replies and the required key. */
    reset() {
      requests.length = 0;
      turns.length = 0;
      requiredKey = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Reply = { text: string; calls: Required<FakeToolCall>[]; delayMs: number };

function openAiCompletion(model: string, reply: Reply, usage: FakeUsage) {
  return {
    id: newId("chatcmpl-"),
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content: reply.text || null,
          ...(reply.calls.length
            ? {
                tool_calls: reply.calls.map((c) => ({
                  id: c.id,
                  type: "function",
                  function: { name: c.name, arguments: JSON.stringify(c.args) },
                })),
              }
            : {}),
        },
        finish_reason: reply.calls.length ? "tool_calls" : "stop",
      },
    ],
    usage: openAiUsage(usage),
  };
}

const openAiUsage = (usage: FakeUsage) => ({
  prompt_tokens: usage.input,
  completion_tokens: usage.output,
  total_tokens: usage.input + usage.output,
});

const pause = (ms: number) => (ms > 0 ? new Promise((r) => setTimeout(r, ms)) : Promise.resolve());

function startSse(res: ServerResponse) {
  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.flushHeaders();
}

async function streamOpenAi(
  res: ServerResponse,
  model: string,
  reply: Reply,
  usage: FakeUsage,
  includeUsage: boolean,
) {
  startSse(res);
  const base = {
    id: newId("chatcmpl-"),
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
  };
  const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`);
  send([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]);
  for (const piece of chunksOf(reply.text)) {
    await pause(reply.delayMs);
    if (res.destroyed) return;
    send([{ index: 0, delta: { content: piece }, finish_reason: null }]);
  }
  reply.calls.forEach((call, index) => {
    // The name first, then the arguments in two pieces, as OpenAI streams them.
    send([
      {
        index: 0,
        delta: {
          tool_calls: [
            { index, id: call.id, type: "function", function: { name: call.name, arguments: "" } },
          ],
        },
        finish_reason: null,
      },
    ]);
    const args = JSON.stringify(call.args);
    const half = Math.ceil(args.length / 2);
    for (const part of [args.slice(0, half), args.slice(half)]) {
      send([
        { index: 0, delta: { tool_calls: [{ index, function: { arguments: part } }] }, finish_reason: null },
      ]);
    }
  });
  send([{ index: 0, delta: {}, finish_reason: reply.calls.length ? "tool_calls" : "stop" }]);
  if (includeUsage) send([], { usage: openAiUsage(usage) });
  res.end("data: [DONE]\n\n");
}

function anthropicMessage(model: string, reply: Reply, usage: FakeUsage) {
  return {
    id: newId("msg_"),
    type: "message",
    role: "assistant",
    model,
    content: [
      ...(reply.text ? [{ type: "text", text: reply.text }] : []),
      ...reply.calls.map((c) => ({ type: "tool_use", id: c.id, name: c.name, input: c.args })),
    ],
    stop_reason: reply.calls.length ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: usage.input, output_tokens: usage.output },
  };
}

async function streamAnthropic(res: ServerResponse, model: string, reply: Reply, usage: FakeUsage) {
  startSse(res);
  const event = (type: string, data: Record<string, unknown>) =>
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event("message_start", {
    message: {
      id: newId("msg_"),
      type: "message",
      role: "assistant",
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.input, output_tokens: 1 },
    },
  });
  event("ping", {});
  let index = 0;
  if (reply.text) {
    event("content_block_start", { index, content_block: { type: "text", text: "" } });
    for (const piece of chunksOf(reply.text)) {
      await pause(reply.delayMs);
      if (res.destroyed) return;
      event("content_block_delta", { index, delta: { type: "text_delta", text: piece } });
    }
    event("content_block_stop", { index });
    index++;
  }
  for (const call of reply.calls) {
    event("content_block_start", {
      index,
      content_block: { type: "tool_use", id: call.id, name: call.name, input: {} },
    });
    const args = JSON.stringify(call.args);
    const half = Math.ceil(args.length / 2);
    for (const part of [args.slice(0, half), args.slice(half)]) {
      event("content_block_delta", { index, delta: { type: "input_json_delta", partial_json: part } });
    }
    event("content_block_stop", { index });
    index++;
  }
  event("message_delta", {
    delta: { stop_reason: reply.calls.length ? "tool_use" : "end_turn", stop_sequence: null },
    usage: { output_tokens: usage.output },
  });
  event("message_stop", {});
  res.end();
}
