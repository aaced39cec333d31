import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { contactFormFields, requirementForms, teamMembers } from "../../../db/schema";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInFirstAdmin()).cookie;
});
afterAll(() => t.close());

/** Reads server-sent events from a streaming response until `until` returns true. */
async function readEvents(res: Response, until: (events: { event: string; data: string }[]) => boolean) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: string }[] = [];
  let buffer = "";
  const deadline = Date.now() + 5000;
  while (!until(events)) {
    if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "";
      events.push({ event, data });
      end = buffer.indexOf("\n\n");
    }
  }
  await reader.cancel();
  return events;
}

describe("GET /api/v1/events", () => {
  it("streams a change event when a watched table changes", async () => {
    const res = await t.request("/api/v1/events", { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");

    const received = readEvents(res, (events) => events.some((e) => e.event === "change"));
    // Wait for the stream to be subscribed before changing data.
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await t.db
      .insert(requirementForms)
      .values({
        name: "Ria",
        email: "ria@example.com",
        project_type: "Mobile App",
        project_description: "An app",
      })
      .returning();
    const events = await received;
    expect(events[0]!.event).toBe("ready");
    const change = events.find((e) => e.event === "change")!;
    expect(JSON.parse(change.data)).toEqual({ table: "requirement_forms", op: "INSERT", id: row!.id });
  });

  it("relays changes of team members too, and sends heartbeats", async () => {
    const res = await t.request("/api/v1/events", { cookie: admin });
    const received = readEvents(
      res,
      (events) => events.some((e) => e.event === "change") && events.some((e) => e.event === "ping"),
    );
    await new Promise((r) => setTimeout(r, 100));
    await t.db.insert(teamMembers).values({ name: "Tess", role: "Engineer" });
    const events = await received;
    expect(JSON.parse(events.find((e) => e.event === "change")!.data)).toMatchObject({
      table: "team_members",
      op: "INSERT",
    });
  });

  it("relays changes of the contact form's fields", async () => {
    const res = await t.request("/api/v1/events", { cookie: admin });
    const received = readEvents(res, (events) => events.some((e) => e.event === "change"));
    await new Promise((r) => setTimeout(r, 100));
    const [row] = await t.db
      .insert(contactFormFields)
      .values({ field_name: "live_test", field_label: "Live", field_type: "text", order_index: 99 })
      .returning();
    const events = await received;
    expect(JSON.parse(events.find((e) => e.event === "change")!.data)).toEqual({
      table: "contact_form_fields",
      op: "INSERT",
      id: row!.id,
    });
  });

  it("is for admins only", async () => {
    expect((await t.request("/api/v1/events")).status).toBe(401);
    const client = await t.signUpClient();
    expect((await t.request("/api/v1/events", { cookie: client.cookie })).status).toBe(403);
  });
});
