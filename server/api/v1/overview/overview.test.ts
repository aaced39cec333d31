import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { contactMessages, emailSettings, requirementForms } from "../../../db/schema";
import { writeAudit } from "../../../services/audit";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await t.signInFirstAdmin()).cookie;
});
afterAll(() => t.close());

type Overview = {
  counts: Record<string, number>;
  recent_activity: { action: string; entity_type: string; entity_id: string | null }[];
  system: {
    database: { ok: boolean; latency_ms: number | null; size_bytes: number | null };
    storage: { used_percent: number } | null;
    email_configured: boolean;
  };
};
const overview = async () =>
  (await (await t.request("/api/v1/admin/overview", { cookie })).json()) as Overview;

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
    // The seed: six services, three projects, three testimonials (spec 2 §9).
    expect(before.counts).toMatchObject({ services: 6, projects: 3, testimonials: 3 });

    await t.db.insert(requirementForms).values([quote(1), quote(6), quote(8)]);
    await t.db.insert(contactMessages).values([
      { name: "A", email: "a@example.com", message: "Hi" },
      { name: "B", email: "b@example.com", message: "Hi", status: "read" },
    ]);
    const after = await overview();
    expect(after.counts.new_quote_requests_week).toBe(before.counts.new_quote_requests_week! + 2);
    expect(after.counts.unread_messages).toBe(before.counts.unread_messages! + 1);
  });

  it("lists the latest activity first", async () => {
    const session = (await (await t.request("/api/v1/auth/session", { cookie })).json()) as {
      user: { id: string; email: string };
    };
    await writeAudit(
      t.db,
      { id: session.user.id, email: session.user.email, ip: null },
      {
        action: "update",
        entityType: "site_settings",
        entityId: "overview-test",
      },
    );
    const { recent_activity } = await overview();
    expect(recent_activity.length).toBeGreaterThan(0);
    expect(recent_activity.length).toBeLessThanOrEqual(5);
    expect(recent_activity[0]).toMatchObject({ entity_type: "site_settings", entity_id: "overview-test" });
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

  it("refuses anonymous visitors and clients", async () => {
    expect((await t.request("/api/v1/admin/overview")).status).toBe(401);
    const client = await t.signUpClient();
    expect((await t.request("/api/v1/admin/overview", { cookie: client.cookie })).status).toBe(403);
  });
});
