import { seedContactMessages, seedQuoteRequests } from "@tests/support/ai-fixtures";
import { setUpTestDb } from "@tests/support/test-db";
import type { ToolExecutionOptions } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { chatTools, rangeStart, TOOL_ROW_LIMIT } from "./tools";

const handle = setUpTestDb();
const NOW = new Date("2026-03-18T12:00:00Z");
const at = (iso: string) => new Date(iso);
const options: ToolExecutionOptions = { toolCallId: "call_1", messages: [] };

type Found = { total_matching: number; returned: number; rows: Record<string, any>[] };

/** Runs a tool as the SDK would, with input checked by the tool's own schema. */
async function run(tools: Record<string, any>, name: string, input: unknown): Promise<any> {
  const tool = tools[name];
  if (!tool) throw new Error(`no tool ${name}`);
  const parsed = tool.inputSchema.parse(input);
  return tool.execute(parsed, options);
}

beforeAll(async () => {
  await seedQuoteRequests(handle.db, [
    { created_at: at("2026-03-18T08:00:00Z"), priority: "urgent", name: "Ada Acme", company: "Acme Ltd" },
    { created_at: at("2026-03-17T08:00:00Z"), priority: "urgent", status: "reviewing" },
    { created_at: at("2026-03-01T08:00:00Z"), priority: "high", budget_range: "Over $100,000" },
    ...Array.from({ length: 60 }, (_, i) => ({
      created_at: at(`2025-06-${String((i % 28) + 1).padStart(2, "0")}T08:00:00Z`),
    })),
  ]);
  await seedContactMessages(handle.db, [
    { created_at: at("2026-03-18T09:00:00Z"), message: "Please call me back about pricing. ".repeat(20) },
    { created_at: at("2026-02-01T09:00:00Z"), status: "replied", company: "Zeta" },
  ]);
});

describe("chat tools", () => {
  const all = () => chatTools(handle.db, ["manage_users"], () => NOW);

  it("finds quote requests by status, priority, date and words, newest first", async () => {
    const urgent: Found = await run(all(), "find_quote_requests", { priority: "urgent" });
    expect(urgent.total_matching).toBe(2);
    expect(urgent.rows.map((r) => r.name)[0]).toBe("Ada Acme");
    expect(urgent.rows[0]?.created_at).toBe("2026-03-18T08:00:00.000Z");
    const fresh: Found = await run(all(), "find_quote_requests", { status: "new", since: "2026-03-01" });
    expect(fresh.rows.map((r) => r.priority)).toEqual(["urgent", "high"]);
    const byWord: Found = await run(all(), "find_quote_requests", { q: "acme" });
    expect(byWord.rows.map((r) => r.company)).toEqual(["Acme Ltd"]);
  });

  it("answers a bounded number of rows and says how many match", async () => {
    const page: Found = await run(all(), "find_quote_requests", {});
    expect(page).toMatchObject({ total_matching: 63, returned: 20 });
    const most: Found = await run(all(), "find_quote_requests", { limit: TOOL_ROW_LIMIT });
    expect(most.returned).toBe(TOOL_ROW_LIMIT);
    await expect(run(all(), "find_quote_requests", { limit: 500 })).rejects.toThrow();
    await expect(run(all(), "find_quote_requests", { since: "last tuesday" })).rejects.toThrow();
  });

  it("finds contact messages with the start of each message", async () => {
    const found: Found = await run(all(), "find_contact_messages", { status: "new" });
    expect(found.total_matching).toBe(1);
    expect(found.rows[0]?.message.length).toBeLessThanOrEqual(301);
    expect(found.rows[0]?.message.endsWith("…")).toBe(true);
    const zeta: Found = await run(all(), "find_contact_messages", { q: "zeta" });
    expect(zeta.rows.map((r) => r.status)).toEqual(["replied"]);
  });

  it("counts over today, 7, 30, 90 days and all", async () => {
    const today = await run(all(), "stats", { range: "today" });
    expect(today).toMatchObject({
      range: "today",
      from: "2026-03-18T00:00:00.000Z",
      to: NOW.toISOString(),
      quote_requests: { total: 1, by_priority: { urgent: 1 } },
      contact_messages: { total: 1, by_status: { new: 1 } },
    });
    expect((await run(all(), "stats", { range: "7d" })).quote_requests).toMatchObject({
      total: 2,
      by_status: { new: 1, reviewing: 1 },
    });
    expect((await run(all(), "stats", { range: "30d" })).quote_requests.total).toBe(3);
    expect((await run(all(), "stats", { range: "90d" })).contact_messages.total).toBe(2);
    expect((await run(all(), "stats", { range: "all" })).quote_requests.total).toBe(63);
    expect(rangeStart("all", NOW)).toBeNull();
    expect(rangeStart("90d", NOW)?.toISOString()).toBe("2025-12-18T12:00:00.000Z");
  });

  it("offers only what the user may read", async () => {
    expect(Object.keys(chatTools(handle.db, ["requirement_forms:read"])).sort()).toEqual([
      "find_quote_requests",
      "stats",
    ]);
    const messagesOnly = chatTools(handle.db, ["contact_messages:read"], () => NOW);
    expect(Object.keys(messagesOnly).sort()).toEqual(["find_contact_messages", "stats"]);
    const counts = await run(messagesOnly, "stats", { range: "all" });
    expect(counts.quote_requests).toBeUndefined();
    expect(counts.contact_messages.total).toBe(2);
    expect(chatTools(handle.db, ["projects:read"])).toEqual({});
  });
});
