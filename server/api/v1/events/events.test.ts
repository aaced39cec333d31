import { contactFormFields, requirementForms, teamMembers } from "@server/db/schema";
import { expectAdminOnly, setUpSignIns } from "@tests/support/admin-api";
import { readSse } from "@tests/support/sse";
import { setUpTestApp } from "@tests/support/test-app";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const people = setUpSignIns(t);

describe("GET /api/v1/events", () => {
  it("streams a change event when a watched table changes", async () => {
    const res = await t.request("/api/v1/events", { cookie: people.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");

    const stream = readSse(res);
    await stream.ready();
    const [row] = await t.db
      .insert(requirementForms)
      .values({
        name: "Ria",
        email: "ria@example.com",
        project_type: "Mobile App",
        project_description: "An app",
      })
      .returning();
    const events = await stream.until((all) => all.some((e) => e.event === "change"));
    await stream.close();
    expect(events[0]!.event).toBe("ready");
    const change = events.find((e) => e.event === "change")!;
    expect(JSON.parse(change.data)).toEqual({ table: "requirement_forms", op: "INSERT", id: row!.id });
  });

  it("relays changes of team members too, and sends heartbeats", async () => {
    const res = await t.request("/api/v1/events", { cookie: people.admin });
    const stream = readSse(res);
    await stream.ready();
    await t.db.insert(teamMembers).values({ name: "Tess", role: "Engineer" });
    const events = await stream.until(
      (all) => all.some((e) => e.event === "change") && all.some((e) => e.event === "ping"),
    );
    await stream.close();
    expect(JSON.parse(events.find((e) => e.event === "change")!.data)).toMatchObject({
      table: "team_members",
      op: "INSERT",
    });
  });

  it("relays changes of the contact form's fields", async () => {
    const res = await t.request("/api/v1/events", { cookie: people.admin });
    const stream = readSse(res);
    await stream.ready();
    const [row] = await t.db
      .insert(contactFormFields)
      .values({ field_name: "live_test", field_label: "Live", field_type: "text", order_index: 99 })
      .returning();
    const events = await stream.until((all) => all.some((e) => e.event === "change"));
    await stream.close();
    expect(JSON.parse(events.find((e) => e.event === "change")!.data)).toEqual({
      table: "contact_form_fields",
      op: "INSERT",
      id: row!.id,
    });
  });

  it("is for admins only", () => expectAdminOnly(t, people, "/api/v1/events"));
});
