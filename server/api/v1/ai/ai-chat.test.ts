import type { AddressInfo } from "node:net";
import { AI_TEXT, AiErrorSchema } from "@common/schemas/ai-settings";
import { serve } from "@hono/node-server";
import { aiQueries, requirementForms } from "@server/db/schema";
import { expectAdminOnly, setUpSignIns, signUpAdminWith } from "@tests/support/admin-api";
import { seedContactMessages, seedQuoteRequests } from "@tests/support/ai-fixtures";
import { type FakeRequest, promptText, setUpFakeAiProvider } from "@tests/support/fake-ai-provider";
import { readSse } from "@tests/support/sse";
import { type Json, ORIGIN, setUpTestApp, testUrl } from "@tests/support/test-app";
import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

const OPENAI_KEY = "sk-chat-test-key-0123456789abcdef";
const CLAUDE_KEY = "sk-ant-chat-test-key-0123456789abcdef0123";
const URGENT_EMAIL = "urgent.lead@northwind.example";

const fake = setUpFakeAiProvider();

const t = setUpTestApp();
const people = setUpSignIns(t);
let quoteCount = 0;

beforeAll(async () => {
  await seedQuoteRequests(t.db, [
    ...Array.from({ length: 12 }, () => ({})),
    { name: "Una Urgent", email: URGENT_EMAIL, company: "Northwind", priority: "urgent" as const },
  ]);
  await seedContactMessages(t.db, [{}, {}]);
  const [row] = await t.db.select({ n: count() }).from(requirementForms);
  quoteCount = row?.n ?? 0;
});

const settings = (body: unknown, cookie = people.admin) =>
  t.request("/api/v1/admin/ai-settings", { method: "PUT", body, cookie });
const useOpenAi = () =>
  settings({
    ai_enabled: true,
    ai_provider: "openai",
    ai_model: "gpt-4o",
    api_key: OPENAI_KEY,
    ai_base_url: `${fake.url}/v1`,
    ai_features_enabled: { queries: true },
  });

let nextId = 1;
const userMessage = (text: string) => ({
  id: `m${nextId++}`,
  role: "user",
  parts: [{ type: "text", text }],
});
const chatBody = (text: string) => ({ id: "chat-1", messages: [userMessage(text)] });

const ask = (body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
  t.request("/api/v1/admin/ai/chat", { body, cookie: init.cookie ?? people.admin, headers: init.headers });

/** The UI message stream's chunks, in order, up to [DONE]. */
async function chunksOf(res: Response): Promise<Json[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  const text = await res.text();
  const data = text
    .split("\n\n")
    .map((block) => /^data: (.*)$/m.exec(block)?.[1])
    .filter((d): d is string => d !== undefined);
  expect(data.at(-1)).toBe("[DONE]");
  return data.slice(0, -1).map((d) => JSON.parse(d) as Json);
}

const textOf = (chunks: Json[]) =>
  chunks
    .filter((c) => c.type === "text-delta")
    .map((c) => c.delta)
    .join("");

const chatQueries = () =>
  t.db.select().from(aiQueries).where(eq(aiQueries.kind, "chat")).orderBy(desc(aiQueries.created_at));
const lastQuery = async () => (await chatQueries())[0];

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe("POST /admin/ai/chat", () => {
  it("is for administrators holding ai_settings", async () => {
    await expectAdminOnly(t, people, "/api/v1/admin/ai/chat", "POST", chatBody("Hi"));
    const outsider = await signUpAdminWith(t, people.admin, ["quote_requests:read"]);
    expect((await ask(chatBody("Hi"), { cookie: outsider })).status).toBe(403);
  });

  it("answers the guards as JSON before any stream, and asks nothing", async () => {
    // First load: the defaults, AI off.
    let res = await ask(chatBody("How many quote requests?"));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual(
      expect.objectContaining({ code: "ai_queries_disabled", message: AI_TEXT.queriesDisabled }),
    );
    await settings({ ai_enabled: true, ai_features_enabled: { queries: false } });
    res = await ask(chatBody("How many quote requests?"));
    expect((await errorOf(res)).message).toBe(AI_TEXT.queriesDisabled);
    await settings({ ai_features_enabled: { queries: true } });
    res = await ask(chatBody("How many quote requests?"));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual(
      expect.objectContaining({ code: "ai_not_configured", message: AI_TEXT.providerNotConfigured }),
    );
    expect(fake.requests).toHaveLength(0);
    expect(await chatQueries()).toHaveLength(0);
  });

  it("refuses a request that holds no question", async () => {
    await useOpenAi();
    const refused = async (body: unknown, message?: string) => {
      const res = await ask(body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("invalid_input");
      if (message) expect(error.message).toBe(message);
    };
    await refused({ messages: [] });
    await refused(
      { messages: [{ id: "a", role: "assistant", parts: [{ type: "text", text: "Hi" }] }] },
      "Ask a question.",
    );
    await refused(chatBody("   "), "Ask a question.");
    await refused(chatBody("x".repeat(4001)), "A question can be at most 4000 characters long.");
    await refused({ messages: [{ id: "a", role: "user", parts: [{ type: "nonsense" }] }] });
    expect(fake.requests).toHaveLength(0);
  });

  it("streams the answer in order, grounded in the site's real count, the key as a Bearer token", async () => {
    await useOpenAi();
    fake.requireKey(OPENAI_KEY);
    fake.script({
      text: "You have received **13** quote requests in all.",
      chunkDelayMs: 5,
      usage: { input: 900, output: 12 },
    });
    const question = "How many quote requests do we have?";
    const res = await ask(chatBody(question), { headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const chunks = await chunksOf(res);

    const request = fake.requests[0] as FakeRequest;
    expect(fake.requests).toHaveLength(1);
    expect(request.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(request.body.model).toBe("gpt-4o");
    expect(request.body.stream).toBe(true);
    const prompt = promptText(request);
    expect(quoteCount).toBe(13);
    expect(prompt).toContain(`Quote requests (requirement forms): ${quoteCount} in total.`);
    expect(prompt).toContain("Answer only from the site data summary below");
    expect(prompt).toContain(question);
    expect((request.body.tools as Json[]).map((tool) => tool.function.name).sort()).toEqual([
      "find_contact_messages",
      "find_quote_requests",
      "stats",
    ]);

    const types = chunks.map((c) => c.type);
    expect(types[0]).toBe("start");
    expect(types.slice(1, 3)).toEqual(["start-step", "text-start"]);
    expect(types.slice(-3)).toEqual(["text-end", "finish-step", "finish"]);
    expect(types.filter((type) => type === "text-delta").length).toBeGreaterThan(3);
    expect(textOf(chunks)).toBe("You have received **13** quote requests in all.");

    const row = await lastQuery();
    expect(row).toMatchObject({
      user_id: people.adminId,
      provider: "openai",
      model: "gpt-4o",
      question,
      status: "ok",
      prompt_tokens: 900,
      completion_tokens: 12,
      total_tokens: 912,
      error: null,
    });
    expect(row?.cost_usd).toBeCloseTo(0.912 * 0.005, 8);
    expect(row?.latency_ms).toBeGreaterThanOrEqual(0);
    expect(await chatQueries()).toHaveLength(1);
  });

  it("runs a tool call against the database and gives the model its rows", async () => {
    fake.script(
      {
        toolCall: { name: "find_quote_requests", args: { priority: "urgent", limit: 5 } },
        usage: { input: 100, output: 10 },
      },
      { text: "One urgent request, from Una Urgent (Northwind).", usage: { input: 200, output: 20 } },
    );
    const chunks = await chunksOf(await ask(chatBody("Which quote requests are urgent, and from whom?")));
    expect(fake.requests).toHaveLength(2);
    const toolMessage = ((fake.requests[1] as FakeRequest).body.messages as Json[]).find(
      (m) => m.role === "tool",
    );
    expect(toolMessage?.content).toContain(URGENT_EMAIL);
    const result = JSON.parse(toolMessage?.content as string) as Json;
    expect(result).toMatchObject({ total_matching: 1, returned: 1 });
    expect(result.rows[0]).toMatchObject({
      name: "Una Urgent",
      company: "Northwind",
      priority: "urgent",
      status: "new",
    });
    expect(Object.keys(result.rows[0]).sort()).toEqual(
      [
        "budget_range",
        "company",
        "created_at",
        "email",
        "id",
        "name",
        "priority",
        "project_type",
        "status",
      ].sort(),
    );

    const types = chunks.map((c) => c.type);
    const input = types.indexOf("tool-input-available");
    const output = types.indexOf("tool-output-available");
    expect(input).toBeGreaterThan(0);
    expect(output).toBeGreaterThan(input);
    expect(types.indexOf("text-delta")).toBeGreaterThan(output);
    expect(chunks[output]?.output.rows[0].email).toBe(URGENT_EMAIL);
    expect(textOf(chunks)).toBe("One urgent request, from Una Urgent (Northwind).");
    // One row for the question, with the usage of both steps.
    expect(await lastQuery()).toMatchObject({
      status: "ok",
      prompt_tokens: 300,
      completion_tokens: 30,
      total_tokens: 330,
    });
  });

  it("sends the conversation so far, tool results included, on the next question", async () => {
    fake.script({ text: "Still one." });
    const history = [
      userMessage("Which are urgent?"),
      {
        id: "a1",
        role: "assistant",
        parts: [
          { type: "step-start" },
          {
            type: "tool-stats",
            toolCallId: "call_1",
            state: "output-available",
            input: { range: "7d" },
            output: { range: "7d", quote_requests: { total: 13 } },
          },
          { type: "text", text: "Thirteen this week." },
        ],
      },
      userMessage("And now?"),
    ];
    await chunksOf(await ask({ id: "chat-2", messages: history }));
    const sent = JSON.stringify(fake.requests[0]?.body.messages);
    expect(sent).toContain("Which are urgent?");
    expect(sent).toContain("Thirteen this week.");
    expect(sent).toContain("call_1");
    expect((await lastQuery())?.question).toBe("And now?");
  });

  it("talks to anthropic with x-api-key and the summary as the system prompt", async () => {
    await settings({
      ai_provider: "claude",
      ai_model: "claude-3-haiku",
      api_key: CLAUDE_KEY,
      ai_base_url: `${fake.url}/v1`,
    });
    fake.requireKey(CLAUDE_KEY);
    fake.script({ text: "Hello from Claude.", usage: { input: 50, output: 5 } });
    const chunks = await chunksOf(await ask(chatBody("Say hello")));
    expect(textOf(chunks)).toBe("Hello from Claude.");
    const request = fake.requests[0] as FakeRequest;
    expect(request.protocol).toBe("anthropic");
    expect(request.headers["x-api-key"]).toBe(CLAUDE_KEY);
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body.model).toBe("claude-3-haiku-20240307");
    expect(JSON.stringify(request.body.system)).toContain(`${quoteCount} in total`);
    expect(await lastQuery()).toMatchObject({
      provider: "claude",
      model: "claude-3-haiku",
      total_tokens: 55,
      status: "ok",
    });
    await useOpenAi();
  });

  it("turns the provider's 401 into an error event in its own words", async () => {
    fake.requireKey("sk-another-key-0123456789abcdef");
    const chunks = await chunksOf(await ask(chatBody("Anything new?")));
    const error = AiErrorSchema.parse(JSON.parse(chunks.find((c) => c.type === "error")?.errorText ?? ""));
    expect(error.message).toMatch(/^Incorrect API key provided: sk-\*{5}cdef\./);
    expect(error).toMatchObject({ code: "AUTH_FAILED", status: 401, severity: "error" });
    expect(JSON.stringify(chunks)).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(await lastQuery()).toMatchObject({ status: "error", error: error.message });
  });

  it("gives up on a provider that does not answer, with the time-out message", async () => {
    const saved = t.deps.env.AI_TIMEOUT_MS;
    t.deps.env.AI_TIMEOUT_MS = 1000;
    try {
      fake.script({ hang: true });
      const chunks = await chunksOf(await ask(chatBody("Are you there?")));
      const error = AiErrorSchema.parse(JSON.parse(chunks.find((c) => c.type === "error")?.errorText ?? ""));
      expect(error).toMatchObject({ message: AI_TEXT.timedOut(1), code: "TIMEOUT", severity: "warning" });
      expect(await lastQuery()).toMatchObject({
        status: "error",
        error: AI_TEXT.timedOut(1),
        question: "Are you there?",
      });
      expect((await lastQuery())?.latency_ms).toBeGreaterThanOrEqual(900);
    } finally {
      t.deps.env.AI_TIMEOUT_MS = saved;
    }
  });

  it("stops when the browser goes away, recorded as aborted", async () => {
    fake.script({ text: Array.from({ length: 200 }, (_, i) => `word${i}`).join(" "), chunkDelayMs: 20 });
    const before = (await chatQueries()).length;
    const controller = new AbortController();
    const res = await t.app.request(
      new Request(testUrl("/api/v1/admin/ai/chat"), {
        method: "POST",
        headers: {
          cookie: people.admin,
          origin: new URL(testUrl("/")).origin,
          "content-type": "application/json",
        },
        body: JSON.stringify(chatBody("Tell me everything")),
        signal: controller.signal,
      }),
    );
    const stream = readSse(res);
    await stream.until((events) => events.some((e) => e.data.includes('"text-delta"')));
    controller.abort();
    await stream.close().catch(() => {});
    await vi.waitFor(async () => expect((await chatQueries()).length).toBe(before + 1), { timeout: 30_000 });
    expect(await lastQuery()).toMatchObject({ status: "aborted", question: "Tell me everything" });
    await vi.waitFor(() => expect(fake.requests[0]?.closedEarly).toBe(true), { timeout: 30_000 });
  });

  it("streams through the HTTP server as the provider answers, and stops when the connection closes", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as AddressInfo;
      fake.script({ text: Array.from({ length: 100 }, (_, i) => `w${i}`).join(" "), chunkDelayMs: 50 });
      const before = (await chatQueries()).length;
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/admin/ai/chat`, {
        method: "POST",
        headers: {
          cookie: people.admin,
          origin: ORIGIN,
          "content-type": "application/json",
          "accept-encoding": "gzip, br",
        },
        body: JSON.stringify(chatBody("Stream it")),
        signal: controller.signal,
      });
      expect(res.headers.get("content-encoding")).toBeNull();
      const stream = readSse(res);
      await stream.until((events) => events.filter((e) => e.data.includes('"text-delta"')).length >= 3);
      // Deltas arrived while the provider was still answering: nothing held the stream back.
      expect(fake.requests[0]?.finished).toBe(false);
      controller.abort();
      await vi.waitFor(() => expect(fake.requests[0]?.closedEarly).toBe(true), { timeout: 30_000 });
      await vi.waitFor(async () => expect((await chatQueries()).length).toBe(before + 1), {
        timeout: 30_000,
      });
      expect(await lastQuery()).toMatchObject({ status: "aborted", question: "Stream it" });
    } finally {
      server.close();
    }
  });

  it("gives a user only the data and tools their permissions allow", async () => {
    const limited = await signUpAdminWith(t, people.admin, ["ai_settings:*"]);
    await settings(
      {
        ai_enabled: true,
        ai_provider: "openai",
        ai_model: "gpt-4o",
        api_key: OPENAI_KEY,
        ai_base_url: `${fake.url}/v1`,
      },
      limited,
    );
    fake.script({ text: "That data is not available to me." });
    await chunksOf(await ask(chatBody("How many quote requests?"), { cookie: limited }));
    const request = fake.requests[0] as FakeRequest;
    expect(request.body.tools).toBeUndefined();
    const prompt = promptText(request);
    expect(prompt).not.toContain("Quote requests (requirement forms)");
    expect(prompt).toContain("Not available to this user (no permission): quote requests, contact messages");
  });
});
