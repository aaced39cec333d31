import type { Page } from "@common/pagination";
import type { ContactMessage } from "@common/schemas/contact-messages";
import { contactMessages } from "@server/db/schema";
import { expectNotFound, setUpAdminApi } from "@tests/support/admin-api";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

const api = setUpAdminApi<ContactMessage>("contact-messages");
const { t, call, patch, remove, expectGuarded } = api;

/** A fixed set of messages per test, a minute apart so "newest first" is defined. */
beforeEach(async () => {
  await t.db.delete(contactMessages);
  await t.db.insert(contactMessages).values([
    { name: "Ana Field", email: "ana@example.com", message: "A farm shop website", status: "new" },
    {
      name: "Ben Orchard",
      email: "ben@orchard.test",
      company: "Orchard Co",
      message: "Mobile app for pickers",
      status: "read",
      priority: "high",
    },
    {
      name: "Cy Meadow",
      email: "cy@example.com",
      company: "Meadow Farms",
      message: "Need 100% uptime",
      status: "replied",
      priority: "urgent",
    },
    {
      name: "Di Brook",
      email: "di@example.com",
      message: "Old question",
      status: "archived",
      priority: "low",
    },
  ]);
  await t.db.execute(
    sql`update contact_messages set created_at = now() - (case name when 'Ana Field' then 0 when 'Ben Orchard' then 1 when 'Cy Meadow' then 2 else 3 end) * interval '1 minute'`,
  );
});

const idOf = async (name: string) => {
  const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.name, name));
  return row!.id;
};
const names = (body: Page<ContactMessage>) => body.items.map((i) => i.name);
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

describe("GET /admin/contact-messages", () => {
  it("pages the messages newest first", async () => {
    const { status, body } = await call("?pageSize=3");
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(names(body)).toEqual(["Ana Field", "Ben Orchard", "Cy Meadow"]);
    expect(body.items[0]).toMatchObject({ status: "new", priority: "normal", company: null });
    expect(body.items[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(names((await call("?pageSize=3&page=2")).body)).toEqual(["Di Brook"]);
  });

  it("searches name, email, company and message, and filters by status and priority", async () => {
    expect(names((await call("?q=orchard.test")).body)).toEqual(["Ben Orchard"]);
    expect(names((await call("?q=meadow%20farms")).body)).toEqual(["Cy Meadow"]);
    expect(names((await call("?q=farm%20shop")).body)).toEqual(["Ana Field"]);
    expect(names((await call("?q=di%20brook")).body)).toEqual(["Di Brook"]);
    // % is matched literally, not as a wildcard.
    expect(names((await call("?q=100%25")).body)).toEqual(["Cy Meadow"]);
    expect(names((await call("?status=archived")).body)).toEqual(["Di Brook"]);
    expect(names((await call("?priority=high")).body)).toEqual(["Ben Orchard"]);
    expect((await call("?status=new&priority=urgent")).body.items).toEqual([]);
    expect(names((await call("?sort=name")).body)).toEqual([
      "Ana Field",
      "Ben Orchard",
      "Cy Meadow",
      "Di Brook",
    ]);
  });

  it("refuses unknown filters and sorts with field messages", async () => {
    const bad = await call("?status=done&priority=top");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields!).sort()).toEqual(["priority", "status"]);
    const sort = await call("?sort=ip_address");
    expect(sort.status).toBe(400);
    expect(sort.body.error.fields!.sort).toContain("created_at");
  });

  it("is for admins only", () => expectGuarded("", "GET"));
});

describe("GET /admin/contact-messages/stats", () => {
  it("counts per status, high priority and urgent", async () => {
    const { status, body } = await call("/stats");
    expect(status).toBe(200);
    expect(body).toEqual({ total: 4, new: 1, read: 1, replied: 1, archived: 1, high_priority: 1, urgent: 1 });
  });

  it("answers zeros for an empty inbox", async () => {
    await t.db.delete(contactMessages);
    expect((await call("/stats")).body).toEqual({
      total: 0,
      new: 0,
      read: 0,
      replied: 0,
      archived: 0,
      high_priority: 0,
      urgent: 0,
    });
  });

  it("is for admins only", () => expectGuarded("/stats", "GET"));
});

describe("GET /admin/contact-messages/{id}", () => {
  it("answers one message", async () => {
    const id = await idOf("Ben Orchard");
    const { status, body } = await call(`/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, name: "Ben Orchard", company: "Orchard Co", status: "read" });
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const bad = await call("/not-a-uuid");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields!.id).toBe("Invalid id");
    expectNotFound(await call(`/${UNKNOWN}`));
  });

  it("is for admins only", async () => expectGuarded(`/${await idOf("Ana Field")}`, "GET"));
});

describe("PATCH /admin/contact-messages/{id}", () => {
  it("changes status, priority and notes, and audits what changed", async () => {
    const id = await idOf("Ana Field");
    const { status, body } = await patch(id, {
      status: "read",
      priority: "urgent",
      admin_notes: "Call back",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: "read",
      priority: "urgent",
      admin_notes: "Call back",
      replied_at: null,
    });
    const [entry] = await api.auditOf({ id, action: "update" });
    expect(entry).toMatchObject({ user_id: api.adminId, user_email: "owner@example.com" });
    expect(entry!.changes).toEqual({
      status: { from: "new", to: "read" },
      priority: { from: "normal", to: "urgent" },
      admin_notes: { from: null, to: "Call back" },
    });
    // Blank notes are cleared.
    expect((await patch(id, { admin_notes: "   " })).body.admin_notes).toBeNull();
  });

  it('stamps replied_at and replied_by when the status becomes "replied"', async () => {
    const id = await idOf("Ben Orchard");
    const before = Date.now();
    const { status, body } = await patch(id, { status: "replied" });
    expect(status).toBe(200);
    expect(body.status).toBe("replied");
    expect(body.replied_by).toBe(api.adminId);
    expect(new Date(body.replied_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.replied_by).toBe(api.adminId);
    expect(row!.replied_at).toBeInstanceOf(Date);
    const [entry] = await api.auditOf({ id, action: "update" });
    expect(entry!.changes).toMatchObject({
      status: { from: "read", to: "replied" },
      replied_by: { from: null, to: api.adminId },
    });
    // Marking it replied again keeps the first stamp.
    const again = await patch(id, { status: "replied" });
    expect(again.body.replied_at).toBe(body.replied_at);
  });

  it("refuses an empty change, unknown values and fields it does not take, changing nothing", async () => {
    const id = await idOf("Ana Field");
    const empty = await patch(id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe("invalid_input");
    expect(empty.body.error.message).toBe("Send at least one of status, priority or admin_notes");

    const bad = await patch(id, { status: "done", priority: "top" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields!).sort()).toEqual(["priority", "status"]);

    const extra = await patch(id, { status: "replied", replied_by: api.adminId });
    expect(extra.status).toBe(400);

    const long = await patch(id, { admin_notes: "x".repeat(10_001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields!.admin_notes).toBe("Admin notes must be at most 10000 characters");

    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ status: "new", priority: "normal", replied_at: null });
    expect(await api.auditOf({ id, action: "update" })).toEqual([]);
  });

  it("answers 404 for an unknown message", async () => {
    expectNotFound(await patch(UNKNOWN, { status: "read" }));
  });

  it("is for admins with the permission only", async () => {
    const id = await idOf("Ana Field");
    await expectGuarded(`/${id}`, "PATCH", { status: "read" });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.status).toBe("new");
  });
});

describe("DELETE /admin/contact-messages/{id}", () => {
  it("deletes permanently with 204 and audits it", async () => {
    const id = await idOf("Di Brook");
    const { status, body } = await remove(id);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect((await call(`/${id}`)).status).toBe(404);
    expect((await call("/stats")).body.total).toBe(3);
    const [entry] = await api.auditOf({ id, action: "delete" });
    expect(entry).toMatchObject({ user_id: api.adminId, entity_type: "contact_messages" });
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const bad = await remove("nope");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields!.id).toBe("Invalid id");
    expect((await remove(UNKNOWN)).status).toBe(404);
  });

  it("is for admins only", async () => {
    const id = await idOf("Di Brook");
    await expectGuarded(`/${id}`, "DELETE");
    expect((await call(`/${id}`)).status).toBe(200);
  });
});
