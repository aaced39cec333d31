import { activityLog, requirementForms } from "@server/db/schema";
import { setUpTestDb } from "@tests/support/test-db";
import { beforeEach, describe, expect, it } from "vitest";
import { exportQuoteRequests, quoteRequestStats, statsWindows, updateQuoteRequest } from ".";

const handle = setUpTestDb();
beforeEach(async () => {
  await handle.db.delete(requirementForms);
});

const base = { email: "x@example.com", project_type: "Other", project_description: "A site" };
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

describe("quoteRequestStats", () => {
  // Local time, as the server counts months: Sunday 15 March 2030, noon.
  const now = at(2030, 3, 15, 12);

  it("uses the first of the month and the last 7 days", () => {
    expect(statsWindows(now)).toEqual({ monthStart: at(2030, 3, 1), weekStart: at(2030, 3, 8, 12) });
  });

  it("counts a known data set, edges included", async () => {
    const rows: Partial<typeof requirementForms.$inferInsert>[] = [
      { created_at: at(2030, 3, 1), status: "new", priority: "high" }, // month, first instant
      { created_at: at(2030, 2, 28, 23, 59, 59), status: "new", priority: "urgent" }, // last month
      { created_at: at(2030, 3, 8, 12), status: "reviewing" }, // week, first instant
      { created_at: at(2030, 3, 8, 11, 59, 59), status: "quoted", priority: "low" }, // month, not week
      { created_at: at(2030, 3, 15, 11), status: "accepted", priority: "urgent" }, // both
      { created_at: at(2029, 12, 31), status: "rejected", priority: "high" },
      { created_at: at(2029, 3, 10), status: "archived" }, // same month, a year before
    ];
    await handle.db
      .insert(requirementForms)
      .values(rows.map((row, i) => ({ ...base, name: `Row ${i}`, ...row })));
    expect(await quoteRequestStats(handle.db, now)).toEqual({
      total: 7,
      new: 2,
      reviewing: 1,
      quoted: 1,
      accepted: 1,
      rejected: 1,
      archived: 1,
      high_priority: 2,
      urgent: 2,
      this_month: 4,
      this_week: 2,
    });
  });

  it("answers zeros for an empty table", async () => {
    const stats = await quoteRequestStats(handle.db, now);
    expect(Object.values(stats).every((n) => n === 0)).toBe(true);
  });
});

describe("exportQuoteRequests", () => {
  async function exportAll(query: Parameters<typeof exportQuoteRequests>[1]) {
    const batches: string[][] = [];
    for await (const batch of exportQuoteRequests(handle.db, query, 2))
      batches.push(batch.map((r) => r.name));
    return batches;
  }

  beforeEach(async () => {
    // Ties on created_at (to the microsecond) and on title, and missing titles, across batch edges.
    const same = new Date("2030-01-01T00:00:00.123Z");
    await handle.db.insert(requirementForms).values([
      { ...base, name: "A", project_title: "Zeta", created_at: same },
      { ...base, name: "B", project_title: null, created_at: same },
      { ...base, name: "C", project_title: "Alpha", created_at: same, status: "quoted" },
      { ...base, name: "D", project_title: null, created_at: new Date("2030-01-02T00:00:00Z") },
      { ...base, name: "E", project_title: "Alpha", created_at: new Date("2029-12-31T00:00:00Z") },
    ]);
    // Microseconds a JavaScript Date cannot hold: the cursor must keep them.
    await handle.db.execute(
      `update requirement_forms set created_at = created_at + interval '456 microseconds' where name in ('A', 'B', 'C')`,
    );
  });

  it("reads every row once, in batches, in each sort order", async () => {
    const flat = async (sort?: string) => (await exportAll({ sort })).flat();
    expect((await exportAll({})).map((b) => b.length)).toEqual([2, 2, 1]);
    expect(await flat()).toHaveLength(5);
    expect((await flat()).slice(0, 1)).toEqual(["D"]);
    expect((await flat()).at(-1)).toBe("E");
    expect(new Set(await flat("created_at")).size).toBe(5);
    expect(await flat("name")).toEqual(["A", "B", "C", "D", "E"]);
    expect(await flat("-name")).toEqual(["E", "D", "C", "B", "A"]);
    const byTitle = await flat("project_title");
    expect(byTitle.slice(0, 2).sort()).toEqual(["B", "D"]);
    expect(byTitle.slice(2, 4).sort()).toEqual(["C", "E"]);
    expect(byTitle[4]).toBe("A");
    expect(new Set(await flat("-project_title")).size).toBe(5);
    expect(new Set(await flat("status")).size).toBe(5);
  });

  it("applies the search and filters", async () => {
    expect((await exportAll({ status: "quoted" })).flat()).toEqual(["C"]);
    expect((await exportAll({ q: "alpha", sort: "name" })).flat()).toEqual(["C", "E"]);
  });

  it("refuses an unknown sort before reading", () => {
    expect(() => exportQuoteRequests(handle.db, { sort: "email" })).toThrow('Cannot sort by "email".');
  });
});

describe("updateQuoteRequest", () => {
  it("writes nothing, not even an audit entry, when nothing changes", async () => {
    const [row] = await handle.db
      .insert(requirementForms)
      .values({ ...base, name: "Same", estimated_cost: "2500.00" })
      .returning();
    const actor = { id: crypto.randomUUID(), email: "a@example.com", ip: null };
    const before = await handle.db.select().from(activityLog);
    const same = await updateQuoteRequest(handle.db, actor, row!.id, {
      estimated_cost: "2500",
      status: "new",
    });
    expect(same.updated_at).toEqual(row!.updated_at);
    expect(await handle.db.select().from(activityLog)).toHaveLength(before.length);
  });
});
