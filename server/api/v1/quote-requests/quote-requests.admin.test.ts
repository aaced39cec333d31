import type { QuoteRequest } from "@common/schemas/quote-requests";
import { requirementForms } from "@server/db/schema";
import { statsWindows } from "@server/services/quote-requests";
import { expectNotFound, setUpAdminApi } from "@tests/support/admin-api";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const api = setUpAdminApi<QuoteRequest>("quote-requests");
const { t, call, patch, remove, expectGuarded } = api;
const base = { project_description: "A new site", email: "x@example.com" };
beforeAll(async () => {
  await t.db.insert(requirementForms).values([
    { ...base, name: "Ana Field", project_type: "Business Website", status: "new", priority: "high" },
    { ...base, name: "Ben Orchard", project_type: "Mobile App", status: "reviewing", priority: "normal" },
    {
      ...base,
      name: "Cy Meadow",
      project_type: "Online Store",
      status: "new",
      priority: "urgent",
      company: "Meadow Farms",
    },
  ]);
});

/** The activity-log entry of one request, as the activity-log API answers it. */
async function loggedFor(id: string) {
  const { items } = (await (
    await t.request("/api/v1/admin/activity-log?entity_type=requirement_forms", { cookie: api.admin })
  ).json()) as { items: { action: string; entity_id: string; changes: unknown; user_email: string }[] };
  return items.find((i) => i.entity_id === id);
}

async function insert(values: Partial<typeof requirementForms.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(requirementForms)
    .values({ ...base, name: "Dee Pond", project_type: "Other", ...values })
    .returning();
  return row!;
}

const unknownId = "3f1c2a9e-8d1b-4c6e-9a7f-2b4d6e8f0a1c";

describe("GET /api/v1/admin/quote-requests", () => {
  it("pages the requests newest first", async () => {
    const { status, body } = await call("?pageSize=2");
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items).toHaveLength(2);
  });

  it("filters by status and priority and searches names and companies", async () => {
    expect((await call("?status=new")).body.items.map((i) => i.name).sort()).toEqual([
      "Ana Field",
      "Cy Meadow",
    ]);
    expect((await call("?status=new&priority=urgent")).body.items.map((i) => i.name)).toEqual(["Cy Meadow"]);
    expect((await call("?q=meadow%20farms")).body.items.map((i) => i.name)).toEqual(["Cy Meadow"]);
    expect((await call("?sort=name")).body.items.map((i) => i.name)).toEqual([
      "Ana Field",
      "Ben Orchard",
      "Cy Meadow",
    ]);
  });

  it("refuses an unknown status", async () => {
    const { status, body } = await call("?status=done");
    expect(status).toBe(400);
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields?.status).toBeDefined();
  });

  it("is for admins with the permission only", () => expectGuarded("", "GET"));
});

describe("GET /api/v1/admin/quote-requests/stats", () => {
  it("counts by status, priority and time window in one answer", async () => {
    // Edges: the first instant of the month counts, the one before does not; the same for 7 days.
    const { monthStart, weekStart } = statsWindows(new Date());
    const edges = [
      new Date(monthStart.getTime()),
      new Date(monthStart.getTime() - 1000),
      new Date(weekStart.getTime() + 60_000),
      new Date(weekStart.getTime() - 60_000),
    ];
    const inserted = await Promise.all(
      edges.map((created_at, i) =>
        insert({ name: `Edge ${i}`, status: "archived", priority: "low", created_at }),
      ),
    );
    const { status, body } = await call("/stats");
    expect(status).toBe(200);
    const inMonth = edges.filter((d) => d >= monthStart).length;
    const inWeek = edges.filter((d) => d >= weekStart).length;
    expect(body).toEqual({
      total: 7,
      new: 2,
      reviewing: 1,
      quoted: 0,
      accepted: 0,
      rejected: 0,
      archived: 4,
      high_priority: 1,
      urgent: 1,
      // The three seeded rows were created just now.
      this_month: 3 + inMonth,
      this_week: 3 + inWeek,
    });
    for (const row of inserted) await t.db.delete(requirementForms).where(sql`id = ${row.id}`);
  });

  it("is for admins with the permission only", () => expectGuarded("/stats", "GET"));
});

describe("GET /api/v1/admin/quote-requests/{id}", () => {
  it("answers the request", async () => {
    const row = await insert({ name: "Eve Brook", platforms: ["iPhone app"] });
    const { status, body } = await call(`/${row.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: row.id, name: "Eve Brook", platforms: ["iPhone app"] });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectNotFound(await call(`/${unknownId}`));
    const bad = await call("/not-a-uuid");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.id).toBe("Invalid id");
  });

  it("is for admins with the permission only", () => expectGuarded(`/${unknownId}`, "GET"));
});

describe("PATCH /api/v1/admin/quote-requests/{id}", () => {
  it("changes the status and records it in the activity log", async () => {
    const row = await insert({ name: "Fay Creek" });
    const { status, body } = await patch(row.id, { status: "reviewing" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: row.id, status: "reviewing", priority: "normal" });
    expect(await loggedFor(row.id)).toMatchObject({
      action: "update",
      user_email: "owner@example.com",
      changes: { status: { from: "new", to: "reviewing" } },
    });
  });

  it("stores priority, notes and a decimal cost sent as a number or a string", async () => {
    const row = await insert({ name: "Gil Marsh" });
    const first = await patch(row.id, {
      priority: "urgent",
      admin_notes: "Call back",
      estimated_cost: 2500.5,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      priority: "urgent",
      admin_notes: "Call back",
      estimated_cost: "2500.50",
    });
    const second = await patch(row.id, { estimated_cost: " 1200 " });
    expect(second.body.estimated_cost).toBe("1200.00");
    // Blank notes and a null cost clear them.
    const cleared = await patch(row.id, { admin_notes: "  ", estimated_cost: null });
    expect(cleared.body).toMatchObject({ admin_notes: null, estimated_cost: null });
  });

  it("refuses invalid fields with per-field messages and changes nothing", async () => {
    const row = await insert({ name: "Hal Fen" });
    const cases: [unknown, string, string][] = [
      [{ status: "done" }, "status", "Choose a valid status"],
      [{ priority: "asap" }, "priority", "Choose a valid priority"],
      [{ estimated_cost: "abc" }, "estimated_cost", "Estimated cost must be a number, e.g. 2500 or 2500.50"],
      [{ estimated_cost: -1 }, "estimated_cost", "Estimated cost cannot be negative"],
      [{ estimated_cost: "1.234" }, "estimated_cost", "Estimated cost can have at most 2 decimal places"],
      [{ estimated_cost: "1".repeat(13) }, "estimated_cost", "Estimated cost is too large"],
      [{ admin_notes: "x".repeat(5001) }, "admin_notes", "Admin notes must be at most 5000 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(row.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const { error } = res.body;
      expect(error.code).toBe("invalid_input");
      expect(error.fields?.[field]).toBe(message);
    }
    const empty = await patch(row.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(
      "Send at least one of status, priority, admin_notes or estimated_cost",
    );
    expect((await call(`/${row.id}`)).body).toMatchObject({
      status: "new",
      admin_notes: null,
      estimated_cost: null,
    });
  });

  it("answers 404 for an unknown id", async () => {
    expectNotFound(await patch(unknownId, { status: "quoted" }));
  });

  it("is for admins with the permission only", async () => {
    const row = await insert();
    await expectGuarded(`/${row.id}`, "PATCH", { status: "quoted" });
  });
});

describe("DELETE /api/v1/admin/quote-requests/{id}", () => {
  it("deletes the request, audited", async () => {
    const row = await insert({ name: "Ida Shore" });
    const res = await remove(row.id);
    expect(res.status).toBe(204);
    expect((await call(`/${row.id}`)).status).toBe(404);
    expect(await loggedFor(row.id)).toMatchObject({
      action: "delete",
      changes: { deleted: { name: "Ida Shore", email: "x@example.com" } },
    });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await remove(unknownId)).status).toBe(404);
    expect((await remove("123")).status).toBe(400);
  });

  it("is for admins with the permission only", async () => {
    const row = await insert();
    await expectGuarded(`/${row.id}`, "DELETE");
    expect((await call(`/${row.id}`)).status).toBe(200);
  });
});

describe("GET /api/v1/admin/quote-requests/export.csv", () => {
  const parseCsv = (text: string) =>
    text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");

  it("downloads the filtered list as CSV, quoted and safe to open in a spreadsheet", async () => {
    await insert({
      name: '=HYPERLINK("http://evil")',
      company: "Commas, Inc",
      project_title: "Line\nbreak",
      status: "quoted",
      platforms: ["iPhone app", "Android app"],
      estimated_cost: "900.00",
    });
    const res = await t.request(`${api.base}/export.csv?status=quoted&sort=name`, { cookie: api.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quote-requests_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)], "UTF-8 byte-order mark").toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...rows] = parseCsv(text.replace('"Line\nbreak"', '"Line break"'));
    expect(header).toBe(
      "id,name,email,phone,company,project_title,project_type,budget_range,timeline,project_description," +
        "platforms,technologies_preferred,features_needed,inspiration_references,special_requirements," +
        "referral_source,status,priority,admin_notes,estimated_cost,created_at",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`,"'=HYPERLINK(""http://evil"")",x@example.com,,"Commas, Inc","Line break",`);
    expect(rows[0]).toContain(",iPhone app; Android app,,,");
    expect(rows[0]).toContain(",quoted,normal,,900.00,");
    expect(text).toContain('"Line\nbreak"');
  });

  it("applies the search and answers every row, not a page", async () => {
    for (let i = 0; i < 25; i++) await insert({ name: `Bulk ${i}`, company: "Bulk Co" });
    const res = await t.request(`${api.base}/export.csv?q=bulk%20co`, { cookie: api.admin });
    const rows = parseCsv(await res.text()).slice(1);
    expect(rows).toHaveLength(25);
    expect(rows[0]).toContain("Bulk 24");
  });

  it("refuses an unknown sort or status before sending anything", async () => {
    const sort = await call("/export.csv?sort=email");
    expect(sort.status).toBe(400);
    expect(sort.body.error.code).toBe("invalid_sort");
    const status = await call("/export.csv?status=done");
    expect(status.status).toBe(400);
    expect(status.body.error.fields?.status).toBeDefined();
  });

  it("is for admins with the permission only", () => expectGuarded("/export.csv", "GET"));
});
