import {
  type AiInsights,
  AiInsightsSchema,
  type AiRecommendationsResult,
  AiRecommendationsResultSchema,
  type AiStats,
  AiStatsSchema,
} from "@common/schemas/ai";
import { AI_TEXT } from "@common/schemas/ai-settings";
import { activityLog, aiQueries, aiRecommendations, requirementForms } from "@server/db/schema";
import { dayLabel } from "@server/services/ai/anomalies";
import { UNEXPECTED_ANSWER } from "@server/services/ai/recommendations";
import { recordQuery } from "@server/services/ai/usage";
import { type ApiError, expectAdminOnly, setUpSignIns, signUpAdminWith } from "@tests/support/admin-api";
import { seedContactMessages, seedQuoteRequests } from "@tests/support/ai-fixtures";
import { type FakeAiProvider, promptText, startFakeAiProvider } from "@tests/support/fake-ai-provider";
import { setUpTestApp } from "@tests/support/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

const KEY = "sk-test-0123456789abcdefghij";
/** Long enough for the fake on 127.0.0.1 to answer under any load; the hung call waits it out. */
const TIMEOUT_MS = 2000;

const t = setUpTestApp({ AI_TIMEOUT_MS: String(TIMEOUT_MS) });
const people = setUpSignIns(t);
let fake: FakeAiProvider;
beforeAll(async () => {
  fake = await startFakeAiProvider();
});
afterAll(() => fake?.close());

const INSIGHTS = "/api/v1/admin/ai/insights";
const RECOMMENDATIONS = "/api/v1/admin/ai/recommendations";
const STATS = "/api/v1/admin/ai/stats";

async function call<B>(path: string, init: { method?: string; cookie?: string } = {}) {
  const res = await t.request(path, { method: init.method, cookie: init.cookie ?? people.admin });
  return { status: res.status, body: (await res.json()) as B & { error: ApiError } };
}
const insights = async (cookie?: string) => {
  const res = await call<AiInsights>(INSIGHTS, { cookie });
  expect(res.status).toBe(200);
  return AiInsightsSchema.parse(res.body);
};
const generate = () =>
  call<AiRecommendationsResult>(RECOMMENDATIONS, { method: "POST" }).then((res) => ({
    ...res,
    result: res.status === 200 ? AiRecommendationsResultSchema.parse(res.body) : null,
  }));
const stats = async (query = "", cookie?: string) => {
  const res = await call<AiStats>(`${STATS}${query}`, { cookie });
  expect(res.status).toBe(200);
  return AiStatsSchema.parse(res.body);
};
const putSettings = async (body: Record<string, unknown>, cookie = people.admin) => {
  const res = await t.request("/api/v1/admin/ai-settings", { method: "PUT", body, cookie });
  expect(res.status, await res.clone().text()).toBe(200);
};
/** The fake provider as the signed-in admin's model, AI and every feature on. */
const useFake = (cookie = people.admin) =>
  putSettings(
    {
      ai_enabled: true,
      ai_provider: "openai",
      ai_model: "gpt-4o",
      ai_base_url: `${fake.url}/v1`,
      api_key: KEY,
      ai_features_enabled: { analytics: true, recommendations: true, alerts: true },
    },
    cookie,
  );

const DAY = 86_400_000;
/** Midnight UTC `daysAgo` days before today. */
const dayStart = (daysAgo: number) => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysAgo * DAY;
};
const isoDay = (daysAgo: number) => new Date(dayStart(daysAgo)).toISOString().slice(0, 10);
/** `n` timestamps spread over the morning of that day. */
const timesOn = (daysAgo: number, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(dayStart(daysAgo) + 8 * 3_600_000 + i * 60_000));

/** `n` quote requests on that day (each from its own address unless `email` is given). */
const seedQuotes = (daysAgo: number, n: number, email?: string, ip?: string) =>
  seedQuoteRequests(
    t.db,
    timesOn(daysAgo, n).map((created_at) => ({
      ...(email ? { email } : {}),
      ip_address: ip ?? null,
      created_at,
    })),
  );
const seedMessages = (daysAgo: number, n: number) =>
  seedContactMessages(
    t.db,
    timesOn(daysAgo, n).map((created_at) => ({ created_at })),
  );

/** Three recommendations as a model answers them (in the order it ranks them). */
const DRAFTS = [
  {
    title: "Answer the burst of quote requests",
    description: "16 quote requests arrived in one day, six from one address.",
    category: "leads",
    priority: "high",
    impact: "high",
    effort: "medium",
    actions: ["Reply to the new quote requests", "Check bot@example.com for spam"],
  },
  {
    title: "Reply to waiting messages",
    description: "Three contact messages a day are coming in steadily.",
    category: "messages",
    priority: "medium",
    impact: "medium",
    effort: "low",
    actions: ["Work through the inbox"],
  },
  {
    title: "Publish a case study",
    description: "Most leads ask for web development.",
    category: "content",
    priority: "low",
    impact: "medium",
    effort: "high",
    actions: ["Write up a recent web project"],
  },
];
const answer = (drafts: unknown[] = DRAFTS) => JSON.stringify({ recommendations: drafts });

const storedRecommendations = () => t.db.select().from(aiRecommendations);
const recordedCalls = (userId: string) =>
  t.db.select().from(aiQueries).where(eq(aiQueries.user_id, userId)).orderBy(aiQueries.created_at);

describe("AI insights, recommendations and stats: access", () => {
  it("are for administrators holding ai_settings:read", async () => {
    await expectAdminOnly(t, people, INSIGHTS);
    await expectAdminOnly(t, people, RECOMMENDATIONS, "POST");
    await expectAdminOnly(t, people, STATS);
    const other = await signUpAdminWith(t, people.admin, ["requirement_forms:read", "contact_messages:read"]);
    for (const [path, method] of [
      [INSIGHTS, "GET"],
      [RECOMMENDATIONS, "POST"],
      [STATS, "GET"],
    ] as const) {
      const res = await call(path, { method, cookie: other });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe("forbidden");
    }
  });

  it("are in the OpenAPI document with their permission", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(doc.paths[INSIGHTS.replace("/api/v1", "")] ?? {})).toEqual(["get"]);
    expect(doc.paths["/admin/ai/recommendations"]?.post?.responses).toHaveProperty("409");
    expect(doc.paths["/admin/ai/stats"]?.get?.security).toEqual([{ adminSession: [] }]);
  });
});

describe("AI insights", () => {
  it("answers no insights, no recommendations and 30 empty days on an empty site", async () => {
    const body = await insights();
    expect(body.insights).toEqual([]);
    expect(body.recommendations).toEqual([]);
    expect(body.volumes).toHaveLength(30);
    expect(body.volumes.at(-1)).toEqual({ date: isoDay(0), quote_requests: 0, contact_messages: 0 });
    expect(body.volumes[0]!.date).toBe(isoDay(29));
    expect(Date.parse(body.generated_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("does not flag a flat series", async () => {
    for (let daysAgo = 1; daysAgo <= 43; daysAgo++) {
      await seedQuotes(daysAgo, 2);
      await seedMessages(daysAgo, 3);
    }
    const body = await insights();
    expect(body.insights).toEqual([]);
    expect(body.volumes.at(-2)).toEqual({ date: isoDay(1), quote_requests: 2, contact_messages: 3 });
  });

  it("flags a spike seeded into requirement_forms, and a surge from one address", async () => {
    await seedQuotes(3, 8);
    await seedQuotes(3, 6, "Bot@Example.com ", "198.51.100.77");
    const body = await insights();
    const day = isoDay(3);
    expect(body.volumes.find((v) => v.date === day)).toEqual({
      date: day,
      quote_requests: 16,
      contact_messages: 3,
    });
    expect(body.insights.map((i) => [i.type, i.severity, i.id])).toEqual([
      ["spike", "high", `spike:quote_requests:${day}`],
      ["surge", "low", `surge:quote_requests:${day}:email:bot@example.com`],
    ]);
    const [spike, surge] = body.insights;
    expect(spike).toMatchObject({
      title: `Spike in quote requests on ${dayLabel(day)}`,
      data: { metric: "quote_requests", date: day, count: 16, mean: 2, sd: 0, window_days: 14 },
      actions: [`Review quote requests from ${dayLabel(day)}`],
      actionable: true,
    });
    expect(spike!.description).toContain(`16 quote requests arrived on ${dayLabel(day)}`);
    expect(surge!.description).toBe(`6 quote requests came from bot@example.com on ${dayLabel(day)}.`);
  });

  it("shows only what the admin may read", async () => {
    const messagesOnly = await signUpAdminWith(t, people.admin, [
      "ai_settings:read",
      "contact_messages:read",
    ]);
    const body = await insights(messagesOnly);
    expect(body.insights).toEqual([]);
    expect(body.volumes.every((v) => v.quote_requests === 0)).toBe(true);
    expect(body.volumes.at(-2)!.contact_messages).toBe(3);
  });

  it("computes insights while Smart Analytics or Smart Alerts is on, AI enabled or not", async () => {
    await putSettings({ ai_enabled: false, ai_features_enabled: { analytics: false, alerts: true } });
    expect((await insights()).insights).toHaveLength(2);
    await putSettings({ ai_features_enabled: { analytics: true, alerts: false } });
    expect((await insights()).insights).toHaveLength(2);
    await putSettings({ ai_features_enabled: { analytics: false, alerts: false } });
    const off = await insights();
    expect(off.insights).toEqual([]);
    expect(off.volumes.find((v) => v.date === isoDay(3))?.quote_requests).toBe(16);
    await putSettings({ ai_features_enabled: { analytics: true, alerts: true } });
  });
});

describe("AI recommendations", () => {
  beforeEach(() => fake.reset());

  it("are refused while AI or the feature is off, or without a key", async () => {
    await putSettings({ ai_enabled: false });
    const off = await generate();
    expect(off.status).toBe(409);
    expect(off.body.error).toMatchObject({
      code: "ai_recommendations_disabled",
      message: AI_TEXT.recommendationsDisabled,
    });
    await putSettings({ ai_enabled: true, ai_features_enabled: { recommendations: false } });
    expect((await generate()).body.error.message).toBe(AI_TEXT.recommendationsDisabled);
    await putSettings({ ai_features_enabled: { recommendations: true }, api_key: null });
    const noKey = await generate();
    expect(noKey.status).toBe(409);
    expect(noKey.body.error).toMatchObject({
      code: "ai_not_configured",
      message: AI_TEXT.providerNotConfigured,
    });
    expect(fake.requests).toEqual([]);
    expect(await storedRecommendations()).toEqual([]);
    expect(await recordedCalls(people.adminId)).toEqual([]);
  });

  it("round trip through the provider: grounded, stored with their date, recorded", async () => {
    await useFake();
    fake.requireKey(KEY);
    fake.script({ text: answer(), usage: { input: 1200, output: 300 } });
    const before = Date.now();
    const { status, result } = await generate();
    expect(status).toBe(200);
    expect(result!.error).toBeNull();
    expect(result!.recommendations.map((r) => r.title)).toEqual(DRAFTS.map((d) => d.title));
    expect(result!.recommendations[0]).toMatchObject({ ...DRAFTS[0], id: expect.any(String) });

    // What the provider was asked: JSON, with the key, the site's data and the anomalies.
    const [request] = fake.requests;
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.body.model).toBe("gpt-4o");
    expect(request!.body.response_format).toEqual({ type: "json_object" });
    const prompt = promptText(request!);
    expect(prompt).toContain("JSON");
    expect(prompt).toContain(`Spike in quote requests on ${dayLabel(isoDay(3))}`);
    expect(prompt).toContain("bot@example.com");
    // The chat's grounding summary, with the site's real count of quote requests.
    const [{ total } = { total: -1 }] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(requirementForms);
    expect(total).toBe(2 * 43 + 14);
    expect(prompt).toMatch(new RegExp(`Quote requests[^\\n]*\\b${total} in total`));

    // Stored for this admin with their date, the first ranked first.
    const rows = await storedRecommendations();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.user_id).toBe(people.adminId);
      expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const listed = await insights();
    expect(listed.recommendations.map((r) => r.title)).toEqual(DRAFTS.map((d) => d.title));
    expect(listed.recommendations.map((r) => r.id)).toEqual(result!.recommendations.map((r) => r.id));
    expect(Date.parse(listed.recommendations[0]!.timestamp)).toBeGreaterThanOrEqual(before - 1000);

    // The call recorded with the provider's usage and the catalogue's cost (gpt-4o: $0.005 / 1k).
    const [recorded] = await recordedCalls(people.adminId);
    expect(recorded).toMatchObject({
      kind: "recommendations",
      provider: "openai",
      model: "gpt-4o",
      prompt_tokens: 1200,
      completion_tokens: 300,
      total_tokens: 1500,
      status: "ok",
      error: null,
    });
    expect(recorded!.cost_usd).toBeCloseTo(0.0075, 6);
    // Audited, without the key.
    const [audit] = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entity_type, "ai_recommendations"));
    expect(audit).toMatchObject({ action: "create", user_id: people.adminId, changes: { count: 3 } });
    expect(JSON.stringify(audit)).not.toContain(KEY);
  });

  it("takes the JSON out of a code fence a model put it in", async () => {
    fake.script({ text: `Here you are:\n\`\`\`json\n${answer(DRAFTS.slice(0, 3))}\n\`\`\`` });
    const { result } = await generate();
    expect(result!.error).toBeNull();
    expect(result!.recommendations).toHaveLength(3);
  });

  it("answers the provider's error, stores nothing and records the failure", async () => {
    const storedBefore = (await storedRecommendations()).length;
    const callsBefore = (await recordedCalls(people.adminId)).length;

    fake.script({ status: 500, message: "The server had an error while processing your request." });
    const failed = await generate();
    expect(failed.status).toBe(200);
    expect(failed.result).toMatchObject({
      recommendations: [],
      error: {
        code: "PROVIDER_ERROR",
        status: 500,
        message: "The server had an error while processing your request.",
        severity: "error",
      },
    });

    fake.requireKey("sk-another-key-0123456789");
    const denied = await generate();
    expect(denied.result!.error).toMatchObject({ code: "AUTH_FAILED", status: 401 });
    expect(denied.result!.error!.message).toMatch(/^Incorrect API key provided/);
    fake.requireKey(null);

    fake.script({ text: "Sure! Answer quickly and blog more." });
    const prose = await generate();
    expect(prose.result!.error).toMatchObject({ code: "PROVIDER_ERROR", message: UNEXPECTED_ANSWER });

    fake.script({ text: answer([DRAFTS[0]]) });
    const tooFew = await generate();
    expect(tooFew.result!.error!.message).toBe(UNEXPECTED_ANSWER);

    expect(await storedRecommendations()).toHaveLength(storedBefore);
    const calls = await recordedCalls(people.adminId);
    expect(calls).toHaveLength(callsBefore + 4);
    expect(calls.slice(-4).map((c) => [c.status, c.error])).toEqual([
      ["error", "The server had an error while processing your request."],
      ["error", expect.stringMatching(/^Incorrect API key provided/)],
      ["error", UNEXPECTED_ANSWER],
      ["error", UNEXPECTED_ANSWER],
    ]);
  });

  it("gives up on a provider that does not answer, with the spec's time-out", async () => {
    const storedBefore = (await storedRecommendations()).length;
    fake.script({ hang: true });
    const { result } = await generate();
    expect(result!.error).toMatchObject({
      code: "TIMEOUT",
      message: AI_TEXT.timedOut(TIMEOUT_MS / 1000),
      severity: "warning",
    });
    expect(await storedRecommendations()).toHaveLength(storedBefore);
    const [last] = (await recordedCalls(people.adminId)).slice(-1);
    expect(last).toMatchObject({ status: "error", kind: "recommendations" });
    expect(last!.latency_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });
});

describe("AI stats", () => {
  it("refuses a bad number of days", async () => {
    for (const days of ["0", "366", "abc", "2.5"]) {
      const res = await call(`${STATS}?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.error.code).toBe("invalid_input");
      expect(res.body.error.fields).toHaveProperty("days");
    }
  });

  it("reflects the admin's own recorded calls, day by day", async () => {
    const cookie = await signUpAdminWith(t, people.admin, [
      "ai_settings:read",
      "requirement_forms:read",
      "contact_messages:read",
    ]);
    const session = (await (await t.request("/api/v1/auth/session", { cookie })).json()) as {
      user: { id: string };
    };
    const userId = session.user.id;
    const empty = await stats("", cookie);
    expect(empty.days).toBe(30);
    expect(empty.totals).toEqual({
      insights: 2,
      recommendations: 0,
      queries: 0,
      errors: 0,
      avg_latency_ms: null,
      tokens: 0,
      cost_usd: 0,
    });
    expect(empty.daily).toHaveLength(30);
    expect(empty.daily.every((d) => d.queries === 0 && d.tokens === 0 && d.cost_usd === 0)).toBe(true);
    expect(empty.recent).toEqual([]);

    const base = { userId, provider: "openai", model: "gpt-4o" } as const;
    await recordQuery(t.db, {
      ...base,
      kind: "chat",
      question: "How many?",
      latencyMs: 100,
      status: "ok",
      usage: { inputTokens: 800, outputTokens: 200 },
    });
    await recordQuery(t.db, {
      ...base,
      kind: "chat",
      latencyMs: 301,
      status: "ok",
      usage: { totalTokens: 2000 },
    });
    await recordQuery(t.db, {
      ...base,
      kind: "test",
      latencyMs: 5000,
      status: "error",
      error: "Incorrect API key",
    });
    await recordQuery(t.db, {
      ...base,
      kind: "recommendations",
      latencyMs: 700,
      status: "ok",
      usage: { totalTokens: 1000 },
    });
    // Someone else's call is not counted.
    await recordQuery(t.db, { ...base, userId: people.adminId, kind: "chat", latencyMs: 1, status: "ok" });
    // Two of them happened earlier: the first chat 2 days ago, the recommendations 10.
    // Rows are picked by what they hold, and today's two get distinct times: inserts in the same
    // millisecond would otherwise tie, and a tie's order is not defined.
    const mine = await recordedCalls(userId);
    const chat1 = mine.find((q) => q.latency_ms === 100);
    const chat2 = mine.find((q) => q.latency_ms === 301);
    const test = mine.find((q) => q.kind === "test");
    const recommendation = mine.find((q) => q.kind === "recommendations");
    await t.db
      .update(aiQueries)
      .set({ created_at: new Date(test!.created_at.getTime() - 1) })
      .where(eq(aiQueries.id, chat2!.id));
    await t.db
      .update(aiQueries)
      .set({ created_at: new Date(dayStart(2) + 3_600_000) })
      .where(eq(aiQueries.id, chat1!.id));
    await t.db
      .update(aiQueries)
      .set({ created_at: new Date(dayStart(10) + 3_600_000) })
      .where(eq(aiQueries.id, recommendation!.id));
    await t.db.insert(aiRecommendations).values([
      {
        user_id: userId,
        title: "A",
        description: "a",
        category: "leads",
        priority: "low",
        impact: "low",
        effort: "low",
      },
      {
        user_id: userId,
        title: "Old",
        description: "b",
        category: "leads",
        priority: "low",
        impact: "low",
        effort: "low",
        created_at: new Date(dayStart(40)),
      },
    ]);

    const month = await stats("", cookie);
    expect(month.totals).toEqual({
      insights: 2,
      recommendations: 1,
      queries: 4,
      errors: 1,
      avg_latency_ms: Math.round((100 + 301 + 700) / 3),
      tokens: 1000 + 2000 + 1000,
      cost_usd: expect.closeTo(0.02, 9),
    });
    const byDate = Object.fromEntries(month.daily.map((d) => [d.date, d]));
    expect(byDate[isoDay(0)]).toMatchObject({ queries: 2, tokens: 2000 });
    expect(byDate[isoDay(2)]).toMatchObject({ queries: 1, tokens: 1000, cost_usd: expect.closeTo(0.005, 9) });
    expect(byDate[isoDay(10)]).toMatchObject({ queries: 1, tokens: 1000 });
    expect(byDate[isoDay(1)]).toEqual({ date: isoDay(1), queries: 0, tokens: 0, cost_usd: 0 });
    expect(month.daily.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => isoDay(29 - i)));
    expect(month.recent.map((q) => q.kind)).toEqual(["test", "chat", "chat", "recommendations"]);
    expect(month.recent[0]).toMatchObject({ status: "error", error: "Incorrect API key", latency_ms: 5000 });

    const week = await stats("?days=7", cookie);
    expect(week.days).toBe(7);
    expect(week.daily).toHaveLength(7);
    expect(week.totals).toMatchObject({ queries: 3, tokens: 3000, avg_latency_ms: Math.round(401 / 2) });
    expect(week.recent).toHaveLength(3);

    // The insights count is the current number of anomaly insights the admin sees.
    expect(month.totals.insights).toBe((await insights(cookie)).insights.length);
  });

  it("lists at most the 10 latest calls", async () => {
    const rows = Array.from({ length: 12 }, () => ({
      userId: people.adminId,
      kind: "chat" as const,
      provider: "openai" as const,
      model: "gpt-4o",
      latencyMs: 10,
      status: "ok" as const,
    }));
    for (const row of rows) await recordQuery(t.db, row);
    const body = await stats();
    expect(body.recent).toHaveLength(10);
    const times = body.recent.map((q) => Date.parse(q.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const total = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(aiQueries)
      .where(eq(aiQueries.user_id, people.adminId));
    expect(body.totals.queries).toBe(total[0]!.n);
  });
});
