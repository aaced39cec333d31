import { updateSentence } from "@common/overview";
import { OverviewSchema, RECENT_UPDATES_LIMIT } from "@common/schemas/overview";
import { activityLog, contactMessages, emailSettings, requirementForms } from "@server/db/schema";
import { receiveInboundEmail } from "@server/services/email/inbound";
import { expectAdminOnly, setUpSignIns } from "@tests/support/admin-api";
import { AGENCY_ADDRESS, sentMessage } from "@tests/support/email-fixtures";
import { rawEmail } from "@tests/support/mime";
import { setUpTestApp } from "@tests/support/test-app";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const people = setUpSignIns(t);

const overview = async () => {
  const res = await t.request("/api/v1/admin/overview", { cookie: people.admin });
  expect(res.status).toBe(200);
  // The answer keeps its contract.
  return OverviewSchema.parse(await res.json());
};

const quote = (daysAgo: number) => ({
  name: "Ada",
  email: "ada@example.com",
  project_type: "Web Development",
  project_description: "A site",
  created_at: new Date(Date.now() - daysAgo * 86_400_000),
});

describe("GET /api/v1/admin/overview", () => {
  it("counts the seeded content and this week's requests and unread messages, live", async () => {
    const before = await overview();
    // The seed: twelve services (the service pages of spec 1), three projects, three testimonials.
    expect(before.counts).toMatchObject({ services: 12, projects: 3, testimonials: 3 });

    await t.db.insert(requirementForms).values([quote(1), quote(6), quote(8)]);
    await t.db.insert(contactMessages).values([
      { name: "A", email: "a@example.com", message: "Hi" },
      { name: "B", email: "b@example.com", message: "Hi", status: "read" },
    ]);
    const after = await overview();
    expect(after.counts.new_quote_requests_week).toBe(before.counts.new_quote_requests_week! + 2);
    expect(after.counts.unread_messages).toBe(before.counts.unread_messages! + 1);
  });

  it("counts e-mail replies nobody has opened yet", async () => {
    const before = (await overview()).counts.unread_replies;
    const sent = await sentMessage(t.db, "quinn@example.com", "Re: Your Project Inquiry");
    const reply = (text: string) =>
      rawEmail({
        from: "quinn@example.com",
        to: AGENCY_ADDRESS,
        subject: "Re",
        text,
        inReplyTo: sent.message_id,
      });
    await receiveInboundEmail(t.db, await reply("one"));
    await receiveInboundEmail(t.db, await reply("two"));
    expect((await overview()).counts.unread_replies).toBe(before + 2);
    // Opening the conversation reads them.
    const opened = await t.request(`/api/v1/admin/email-conversations/${sent.conversation.id}`, {
      cookie: people.admin,
    });
    expect(opened.status).toBe(200);
    expect((await overview()).counts.unread_replies).toBe(before);
  });

  it("lists new leads and admin writes as sentence parts, merged newest first", async () => {
    const [lead] = await t.db
      .insert(requirementForms)
      .values({ ...quote(0), name: "Quinn Lee", project_type: "Web Development" })
      .returning();
    await t.db.insert(contactMessages).values({ name: "Sam Ray", email: "sam@example.com", message: "Hi" });

    // Real writes through the API: a status change, a service renamed, then deleted.
    const patched = await t.request(`/api/v1/admin/quote-requests/${lead!.id}`, {
      cookie: people.admin,
      method: "PATCH",
      body: { status: "reviewing" },
    });
    expect(patched.status).toBe(200);
    const created = await t.request("/api/v1/admin/services", {
      cookie: people.admin,
      method: "POST",
      body: { title: "Harvest", description: "Crops." },
    });
    const service = (await created.json()) as { id: string };
    await t.request(`/api/v1/admin/services/${service.id}`, {
      cookie: people.admin,
      method: "PATCH",
      body: { title: "Harvest Plus", description: "More crops." },
    });
    await t.request(`/api/v1/admin/services/${service.id}`, { cookie: people.admin, method: "DELETE" });

    const { recent_updates } = await overview();
    expect(recent_updates).toHaveLength(RECENT_UPDATES_LIMIT);
    const times = recent_updates.map((u) => u.created_at);
    expect(times).toEqual([...times].sort().reverse());
    // The actor is the admin's first name; a deleted record keeps the name the log kept.
    expect(recent_updates.slice(0, 4)).toMatchObject([
      { kind: "activity", actor: "Olive", action: "delete", entity_type: "services", label: "Harvest Plus" },
      {
        kind: "activity",
        action: "update",
        entity_type: "services",
        label: "Harvest Plus",
        fields: ["title", "description"],
      },
      { kind: "activity", action: "create", entity_type: "services", label: "Harvest" },
      {
        kind: "activity",
        actor: "Olive",
        action: "update",
        entity_type: "requirement_forms",
        label: "Quinn Lee",
        fields: ["status"],
        status: "reviewing",
        priority: null,
      },
    ]);
    expect(recent_updates.map((u) => updateSentence(u)).slice(0, 6)).toEqual([
      "Olive deleted the service “Harvest Plus”",
      "Olive updated the service “Harvest Plus” (title, description)",
      "Olive created the service “Harvest”",
      "Olive set the quote request from Quinn Lee to reviewing",
      "New message from Sam Ray",
      "New quote request from Quinn Lee (Web Development)",
    ]);
  });

  it("falls back to the logged e-mail, then to no actor, and copes with odd log entries", async () => {
    const soon = (ms: number) => new Date(Date.now() + ms);
    await t.db.insert(activityLog).values([
      {
        user_email: "gone@example.com",
        action: "update",
        entity_type: "site_settings",
        entity_id: "not-a-uuid",
        created_at: soon(1000),
      },
      {
        action: "create",
        entity_type: "no_such_type",
        entity_id: crypto.randomUUID(),
        changes: { title: 3 },
        created_at: soon(2000),
      },
    ]);
    const { recent_updates } = await overview();
    expect(recent_updates.slice(0, 2)).toMatchObject([
      { kind: "activity", actor: null, entity_type: "no_such_type", label: null },
      { kind: "activity", actor: "gone@example.com", entity_type: "site_settings", label: null, fields: [] },
    ]);
    expect(updateSentence(recent_updates[1]!)).toBe("gone@example.com updated the site settings");
  });

  it("reports the database, the disk and whether e-mail is configured", async () => {
    const { system } = await overview();
    expect(system.database.ok).toBe(true);
    expect(system.database.size_bytes).toBeGreaterThan(0);
    expect(system.storage?.used_percent).toBeGreaterThanOrEqual(0);
    expect(system.email_configured).toBe(false);

    await t.db.insert(emailSettings).values({ from_email: "hello@example.com", from_name: "Atrium" });
    expect((await overview()).system.email_configured).toBe(true);
  });

  it("refuses anonymous visitors and clients", () => expectAdminOnly(t, people, "/api/v1/admin/overview"));
});
