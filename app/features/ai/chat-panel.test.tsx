// @vitest-environment jsdom
import { AI_SUGGESTED_QUESTIONS } from "@common/schemas/ai";
import { AI_SETTINGS_DEFAULTS, AI_TEXT, type AiSettings } from "@common/schemas/ai-settings";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ChatPanel } from "./chat-panel";

/**
 * The chat panel in a DOM, against a scripted UI message stream (the AI SDK's wire format) in
 * place of the server: the thinking state, an answer growing as its chunks arrive and rendered
 * as inert Markdown, a failure as the spec's reply, and a guard answered by the server.
 */

// The stream updates the panel on its own schedule, as in a browser: the test waits on the DOM.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const settings: AiSettings = {
  id: "s1",
  ...AI_SETTINGS_DEFAULTS,
  ai_enabled: true,
  ai_features_enabled: { ...AI_SETTINGS_DEFAULTS.ai_features_enabled },
  api_key: { set: true, mask: "sk-t…cdef" },
  encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: true },
  ready: true,
  updated_at: "2025-01-01T00:00:00.000Z",
};

/** A response whose UI message stream the test writes chunk by chunk. */
function scriptedStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, {
      headers: { "content-type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
    }),
    send: (chunk: Record<string, unknown>) =>
      controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`)),
    end: () => {
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  };
}

let container: HTMLDivElement;
let root: Root;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <ChatPanel settings={settings} variant="page" />
    </QueryClientProvider>,
  );
  await until(() => expect(container.querySelector("input")).not.toBeNull());
});

afterEach(() => {
  root.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

/** Waits until `check` passes (polling the DOM; no fixed delay). */
async function until(check: () => void) {
  await vi.waitFor(check, { timeout: 5000, interval: 10 });
}

const text = () => container.textContent ?? "";

function ask(question: string) {
  const button = [...container.querySelectorAll("button")].find((b) => b.textContent === question);
  if (!button) throw new Error(`no suggested question "${question}"`);
  button.click();
}

describe("ChatPanel", () => {
  it("thinks, then shows the answer as it arrives, rendered as inert Markdown", async () => {
    const stream = scriptedStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    ask(AI_SUGGESTED_QUESTIONS[0]);

    await until(() => expect(text()).toContain("Thinking…"));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/v1/admin/ai/chat");
    expect(init.credentials).toBe("same-origin");
    const body = JSON.parse(String(init.body)) as { messages: { role: string; parts: { text: string }[] }[] };
    expect(body.messages.at(-1)?.parts[0]?.text).toBe(AI_SUGGESTED_QUESTIONS[0]);

    stream.send({ type: "start" });
    stream.send({ type: "text-start", id: "t" });
    stream.send({ type: "text-delta", id: "t", delta: "You had **3 quote" });
    await until(() => expect(text()).toContain("You had"));
    expect(text()).not.toContain("Thinking…");
    expect(container.querySelector("button[aria-label='Stop']")).not.toBeNull();

    stream.send({
      type: "text-delta",
      id: "t",
      delta: ' requests**.\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    stream.send({ type: "text-end", id: "t" });
    stream.send({ type: "finish" });
    stream.end();
    await until(() =>
      expect(container.querySelector("[data-testid='chat-answer'] strong")?.textContent).toBe(
        "3 quote requests",
      ),
    );
    const answer = container.querySelector("[data-testid='chat-answer']")!;
    expect(answer.querySelectorAll("img, script")).toHaveLength(0);
    await until(() => expect(container.querySelector("button[aria-label='Copy answer']")).not.toBeNull());
  });

  it("shows the spec's error reply when the stream fails, with the details one click away", async () => {
    const stream = scriptedStream();
    fetchMock.mockResolvedValueOnce(stream.response);
    ask(AI_SUGGESTED_QUESTIONS[1]);
    stream.send({ type: "start" });
    stream.send({ type: "error", errorText: "Incorrect API key provided: sk-te*****cdef." });
    stream.end();
    await until(() => expect(text()).toContain(AI_TEXT.chatErrorReply));
    expect(text()).toContain("View details");
  });

  it("puts the question back and shows the server's guard when it refuses", async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: { code: "ai_queries_disabled", message: AI_TEXT.queriesDisabled } },
        { status: 409 },
      ),
    );
    ask(AI_SUGGESTED_QUESTIONS[2]);
    await until(() => expect(text()).toContain(AI_TEXT.queriesDisabled));
    expect(container.querySelector("input")?.value).toBe(AI_SUGGESTED_QUESTIONS[2]);
    expect(container.querySelector("[data-testid='chat-question']")).toBeNull();
    expect(text()).not.toContain(AI_TEXT.chatErrorReply);
  });
});
