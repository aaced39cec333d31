import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import {
  AI_SETTINGS_DEFAULTS,
  AI_TEXT,
  type AiSettings,
  AiSettingsSchema,
} from "@common/schemas/ai-settings";
import { queryRows } from "@server/db/client";
import { aiQueries, aiSettings } from "@server/db/schema";
import { createSecretBox } from "@server/lib/secrets";
import { getAiSettings } from "@server/services/ai/settings";
import { expectInvalid, expectRefused, setUpAdminApi, signUpAdminWith } from "@tests/support/admin-api";
import { type FakeAiProvider, startFakeAiProvider } from "@tests/support/fake-ai-provider";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const OPENAI_KEY = "sk-atrium-test-key-0123456789abcdefXYZ";
const CLAUDE_KEY = "sk-ant-atrium-test-key-0123456789abcdefXYZ";

let fake: FakeAiProvider;
beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake?.close());
beforeEach(() => fake.reset());

const api = setUpAdminApi<AiSettings>("ai-settings");
const { t, call } = api;

/** Every response body this file saw, to check that no raw key was ever answered. */
const answered: string[] = [];
async function send(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const res = await t.request(`/api/v1/admin/ai-settings${path}`, {
    ...init,
    cookie: init.cookie ?? api.admin,
  });
  const text = await res.text();
  answered.push(text);
  return { status: res.status, body: JSON.parse(text) };
}
const put = (body: unknown, cookie?: string) => send("", { method: "PUT", body, cookie });
const connectionTest = (body: unknown = {}) => send("/test", { method: "POST", body });

/** Every row of the tables a key could leak into, as text. */
async function storedText() {
  const rows = await queryRows<{ row: string }>(
    t.db,
    sql`select s::text as row from ai_settings s
        union all select q::text from ai_queries q
        union all select a::text from activity_log a`,
  );
  return rows.map((r) => r.row).join("\n");
}

const myRow = async () =>
  (await t.db.select().from(aiSettings).where(eq(aiSettings.user_id, api.adminId)))[0];
const testQueries = () => t.db.select().from(aiQueries).where(eq(aiQueries.kind, "test"));

/** An address where nothing listens. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}

describe("AI settings", () => {
  it("creates the defaults on first load, once", async () => {
    expect(await myRow()).toBeUndefined();
    const [first, second] = await Promise.all([call(""), call("")]);
    expect(first.status).toBe(200);
    expect(AiSettingsSchema.parse(first.body)).toEqual(first.body);
    expect(first.body).toMatchObject({
      ai_enabled: false,
      ai_provider: "openai",
      ai_model: "gpt-3.5-turbo",
      ai_base_url: null,
      api_key: { set: false, mask: null },
      ai_features_enabled: AI_SETTINGS_DEFAULTS.ai_features_enabled,
      encryption: { algorithm: "AES-256-GCM", key_source: "environment", readable: true },
      ready: false,
    });
    expect(second.body.id).toBe(first.body.id);
    expect(await t.db.select().from(aiSettings).where(eq(aiSettings.user_id, api.adminId))).toHaveLength(1);
  });

  it("stores a key encrypted and answers only its mask", async () => {
    const res = await put({
      ai_enabled: true,
      ai_provider: "openai",
      ai_model: "gpt-4o",
      api_key: `  ${OPENAI_KEY}  `,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ai_enabled: true,
      ai_model: "gpt-4o",
      api_key: { set: true, mask: `sk-a${"•".repeat(8)}fXYZ` },
      encryption: { readable: true },
      ready: true,
    });
    const row = await myRow();
    expect(row?.ai_api_key_encrypted).toMatch(/^v1:/);
    expect(t.deps.secrets.decrypt(row?.ai_api_key_encrypted ?? "")).toBe(OPENAI_KEY);
    const audit = await api.lastAudit({ id: row?.id });
    expect(audit?.action).toBe("update");
    expect(audit?.changes).toMatchObject({
      api_key: { from: "not set", to: "set" },
      ai_enabled: { from: false, to: true },
      ai_model: { from: "gpt-3.5-turbo", to: "gpt-4o" },
    });
    // Replacing the key is recorded as replaced; the key itself nowhere.
    await put({ api_key: OPENAI_KEY.replace("XYZ", "QRS") });
    expect((await api.lastAudit({ id: row?.id }))?.changes).toMatchObject({
      api_key: { from: "set", to: "replaced" },
    });
    await put({ api_key: OPENAI_KEY });
  });

  it("checks a key against the provider's format rule", async () => {
    const refused = async (provider: string, key: string, message: string) =>
      expectInvalid(await put({ ai_provider: provider, api_key: key }), { api_key: message });
    await refused("openai", "pk-0123456789abcdefghij", 'OpenAI API keys should start with "sk-"');
    await refused("openai", "sk-short", "OpenAI API key appears to be too short");
    await refused("openai", "   ", AI_TEXT.keyRequired);
    await refused(
      "claude",
      "sk-0123456789abcdefghij0123456789",
      'Claude API keys should start with "sk-ant-"',
    );
    await refused("claude", "sk-ant-0123456789", "Claude API key appears to be too short");
    await refused("groq", "gsk_0123456789", "Groq API key appears to be too short");
    await refused("huggingface", "0123456789abcdefghij0123", 'Hugging Face API keys should start with "hf_"');
    await refused("google", "AIza0123", "Google Gemini API key appears to be too short");
    // Nothing was changed by the refusals.
    expect((await call("")).body).toMatchObject({ ai_provider: "openai", ai_model: "gpt-4o" });
    expect(t.deps.secrets.decrypt((await myRow())?.ai_api_key_encrypted ?? "")).toBe(OPENAI_KEY);
    expectInvalid(await put({ ai_base_url: "ftp://example.com" }), {
      ai_base_url: "Enter a full http:// or https:// address",
    });
  });

  it("re-validates the stored key when the provider changes, and clears the model", async () => {
    expectInvalid(await put({ ai_provider: "claude" }), {
      api_key: 'Claude API keys should start with "sk-ant-"',
    });
    expectInvalid(await put({ ai_provider: "groq", ai_model: "mixtral-8x7b-32768" }), {
      api_key: 'Groq API keys should start with "gsk_"',
    });
    // An sk- key suits deepseek: the provider changes and the model is cleared (spec 2 §4).
    const deepseek = await put({ ai_provider: "deepseek" });
    expect(deepseek.status).toBe(200);
    expect(deepseek.body).toMatchObject({ ai_provider: "deepseek", ai_model: null, ready: false });
    // With a new key for the new provider it is accepted, the model given too.
    const claude = await put({ ai_provider: "claude", ai_model: "claude-3-haiku", api_key: CLAUDE_KEY });
    expect(claude.body).toMatchObject({ ai_provider: "claude", ai_model: "claude-3-haiku", ready: true });
    // ollama needs no key: any stored key is fine, and no key at all too.
    const ollama = await put({ ai_provider: "ollama", ai_model: "llama3.2", api_key: null });
    expect(ollama.body).toMatchObject({ api_key: { set: false, mask: null }, ready: true });
    expect((await api.lastAudit())?.changes).toMatchObject({ api_key: { from: "set", to: "removed" } });
    expect((await put({ api_key: "" })).status).toBe(200);
  });

  it("writes the feature flags to the map and the five columns", async () => {
    const res = await put({ ai_features_enabled: { queries: false, alerts: false } });
    expect(res.body.ai_features_enabled).toEqual({
      ...AI_SETTINGS_DEFAULTS.ai_features_enabled,
      queries: false,
      alerts: false,
    });
    expect(res.body.ready).toBe(false);
    const row = await myRow();
    expect(row).toMatchObject({
      ai_features_enabled: {
        analytics: true,
        recommendations: true,
        queries: false,
        alerts: false,
        visualization: true,
      },
      ai_analytics_enabled: true,
      ai_queries_enabled: false,
      ai_alerts_enabled: false,
      ai_recommendations_enabled: true,
      ai_visualization_enabled: true,
    });
    expect((await put({ ai_features_enabled: { queries: true } })).body.ai_features_enabled.queries).toBe(
      true,
    );
  });

  it("says when the stored key no longer decrypts, and where APP_SECRET comes from", async () => {
    const other = createSecretBox("another-secret-another-secret-another-0000");
    await t.db
      .update(aiSettings)
      .set({ ai_provider: "openai", ai_model: "gpt-4o", ai_api_key_encrypted: other.encrypt(OPENAI_KEY) })
      .where(eq(aiSettings.user_id, api.adminId));
    const res = await call("");
    expect(res.body).toMatchObject({
      api_key: { set: true, mask: null },
      encryption: { readable: false, key_source: "environment" },
      ready: false,
    });
    const test = await connectionTest();
    expect(test.body).toMatchObject({ success: false, error: { code: "NOT_CONFIGURED" } });
    const generated = await getAiSettings(
      { ...t.deps, env: { ...t.deps.env, APP_SECRET_SOURCE: "data-directory" } },
      api.adminId,
    );
    expect(generated.encryption.key_source).toBe("data-directory");
  });

  it("resets to the defaults, which removes the key", async () => {
    await put({ ai_provider: "openai", ai_model: "gpt-4o", api_key: OPENAI_KEY, ai_base_url: fake.url });
    const res = await send("", { method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ai_enabled: false,
      ai_provider: "openai",
      ai_model: "gpt-3.5-turbo",
      ai_base_url: null,
      api_key: { set: false, mask: null },
      ai_features_enabled: AI_SETTINGS_DEFAULTS.ai_features_enabled,
      ready: false,
    });
    expect((await myRow())?.ai_api_key_encrypted).toBeNull();
    const audit = await api.lastAudit({ action: "reset" });
    expect(audit?.changes).toMatchObject({ api_key: { from: "set", to: "removed" } });
  });

  it("is for administrators holding ai_settings, each seeing only their own record", async () => {
    await api.expectGuarded("", "GET");
    await api.expectGuarded("", "PUT", { ai_enabled: true });
    await api.expectGuarded("", "DELETE");
    await api.expectGuarded("/test", "POST", {});
    const outsider = await signUpAdminWith(t, api.admin, ["quote_requests:read"]);
    expectRefused(await send("", { cookie: outsider }), 403, "forbidden");
    const reader = await signUpAdminWith(t, api.admin, ["ai_settings:read"]);
    expectRefused(await put({ ai_enabled: true }, reader), 403, "forbidden");
    expectRefused(await send("", { method: "DELETE", cookie: reader }), 403, "forbidden");
    expectRefused(await send("/test", { method: "POST", body: {}, cookie: reader }), 403, "forbidden");
    await put({ api_key: OPENAI_KEY, ai_enabled: true });
    const mine = await send("", { cookie: reader });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ ai_enabled: false, api_key: { set: false } });
    expect(mine.body.id).not.toBe((await myRow())?.id);
    const editor = await signUpAdminWith(t, api.admin, ["ai_settings:*"]);
    expect((await put({ ai_model: "gpt-4" }, editor)).body.ai_model).toBe("gpt-4");
    expect((await call("")).body.ai_model).not.toBe("gpt-4");
  });
});

describe("the connection test", () => {
  beforeAll(async () => {
    await put({
      ai_enabled: true,
      ai_provider: "openai",
      ai_model: "gpt-4o",
      api_key: OPENAI_KEY,
      ai_base_url: `${fake.url}/v1`,
    });
  });

  it("checks the key's format before any request", async () => {
    const before = (await testQueries()).length;
    const res = await connectionTest({ api_key: "pk-not-an-openai-key-000" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: false,
      message: AI_TEXT.invalidKey,
      provider: "openai",
      error: { code: "INVALID_KEY", message: 'OpenAI API keys should start with "sk-"', severity: "error" },
    });
    expect(fake.requests).toHaveLength(0);
    expect(await testQueries()).toHaveLength(before);
  });

  it("succeeds with the right key, sent as a Bearer token, and records the call", async () => {
    fake.requireKey(OPENAI_KEY);
    fake.script({ text: "OK", usage: { input: 1000, output: 1 } });
    const res = await connectionTest();
    expect(res.body).toMatchObject({
      success: true,
      message: AI_TEXT.connectionOk,
      model: "gpt-4o",
      error: null,
    });
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${OPENAI_KEY}`);
    expect(fake.requests[0]?.body.model).toBe("gpt-4o");
    const [row] = (await testQueries()).filter((q) => q.status === "ok");
    expect(row).toMatchObject({
      provider: "openai",
      model: "gpt-4o",
      prompt_tokens: 1000,
      total_tokens: 1001,
    });
    expect(row?.cost_usd).toBeCloseTo(1.001 * 0.005, 8);
  });

  it("reports the provider's 401 for a wrong key, in its own words", async () => {
    fake.requireKey(OPENAI_KEY);
    const res = await connectionTest({ api_key: "sk-wrong-key-0123456789abcdef" });
    expect(res.body).toMatchObject({
      success: false,
      error: { code: "AUTH_FAILED", status: 401, severity: "error" },
    });
    expect(res.body.error.message).toMatch(/^Incorrect API key provided: sk-\*{5}cdef\./);
    expect(res.body.message).toBe(res.body.error.message);
    expect(res.body.error.suggestions.length).toBeGreaterThan(0);
    const errors = (await testQueries()).filter((q) => q.status === "error");
    expect(errors.at(-1)?.error).toMatch(/Incorrect API key/);
  });

  it("reports an unknown model with the provider's 404", async () => {
    fake.script({
      status: 404,
      message: "The model `gpt-9` does not exist or you do not have access to it.",
    });
    const res = await connectionTest({ ai_model: "gpt-9" });
    expect(res.body).toMatchObject({
      success: false,
      model: "gpt-9",
      error: {
        code: "MODEL_NOT_FOUND",
        status: 404,
        message: "The model `gpt-9` does not exist or you do not have access to it.",
      },
    });
  });

  it("says when the provider cannot be reached", async () => {
    const res = await connectionTest({ ai_base_url: await closedPort() });
    expect(res.body).toMatchObject({
      success: false,
      error: { code: "UNREACHABLE", message: AI_TEXT.unreachable },
    });
  });

  it("gives up on a provider that does not answer, with the time-out message", async () => {
    const saved = t.deps.env.AI_TIMEOUT_MS;
    t.deps.env.AI_TIMEOUT_MS = 1000;
    try {
      fake.script({ hang: true });
      const res = await connectionTest();
      expect(res.body).toMatchObject({
        success: false,
        error: { code: "TIMEOUT", message: AI_TEXT.timedOut(1), severity: "warning" },
      });
      expect(res.body.latency_ms).toBeGreaterThanOrEqual(900);
    } finally {
      t.deps.env.AI_TIMEOUT_MS = saved;
    }
  });

  it("tests another provider before it is saved: claude with x-api-key, ollama with no key", async () => {
    fake.requireKey(CLAUDE_KEY);
    const claude = await connectionTest({
      ai_provider: "claude",
      api_key: CLAUDE_KEY,
      ai_base_url: `${fake.url}/v1`,
    });
    expect(claude.body).toMatchObject({ success: true, provider: "claude", model: "claude-3-opus" });
    expect(fake.requests[0]?.protocol).toBe("anthropic");
    expect(fake.requests[0]?.headers["x-api-key"]).toBe(CLAUDE_KEY);
    expect(fake.requests[0]?.body.model).toBe("claude-3-opus-20240229");
    fake.requireKey(null);
    const ollama = await connectionTest({
      ai_provider: "ollama",
      ai_model: "llama3.2",
      ai_base_url: fake.url,
      api_key: "",
    });
    expect(ollama.body).toMatchObject({ success: true, provider: "ollama" });
    expect(fake.requests[1]?.path).toBe("/v1/chat/completions");
    expect(fake.requests[1]?.headers.authorization).toBeUndefined();
    // The saved settings were not changed by testing.
    expect((await call("")).body).toMatchObject({ ai_provider: "openai", ai_model: "gpt-4o" });
  });

  it("never stored or answered the raw key", async () => {
    const stored = await storedText();
    for (const key of [OPENAI_KEY, CLAUDE_KEY]) {
      expect(stored).not.toContain(key);
      expect(answered.join("\n")).not.toContain(key);
    }
    expect(answered.length).toBeGreaterThan(20);
  });
});
