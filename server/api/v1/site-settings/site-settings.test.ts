import { SiteSettingsSchema } from "@common/schemas/site-settings";
import { activityLog, siteSettings } from "@server/db/schema";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInFirstAdmin()).cookie;
});
afterAll(() => t.close());

const patch = (body: unknown, cookie = admin) =>
  t.request("/api/v1/admin/site-settings", { method: "PATCH", body, cookie });

describe("admin site settings", () => {
  it("reads the seeded settings", async () => {
    const res = await t.request("/api/v1/admin/site-settings", { cookie: admin });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ site_name: "Atrium Technologies", primary_color: "#2563EB" });
    expect(SiteSettingsSchema.parse(body)).toEqual(body);
  });

  it("updates only the fields sent, normalises code fields, and audits the change", async () => {
    const res = await patch({
      site_name: "Northwind Digital",
      header_scripts: "   ",
      is_maintenance_mode: true,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(siteSettings);
    expect(row).toMatchObject({
      site_name: "Northwind Digital",
      header_scripts: null,
      is_maintenance_mode: true,
      primary_color: "#2563EB",
    });
    const audit = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity_type, "site_settings"), eq(activityLog.action, "update")));
    expect(audit.at(-1)!.changes).toMatchObject({
      site_name: { from: "Atrium Technologies", to: "Northwind Digital" },
      is_maintenance_mode: { from: false, to: true },
    });
  });

  it("refuses invalid values and changes nothing", async () => {
    const res = await patch({ site_name: "Changed", primary_color: "blue", font_size: 40, unknown_field: 1 });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.primary_color).toBe("Colours are six-digit hex values like #2563EB");
    expect(error.fields.font_size).toBeDefined();
    const [row] = await t.db.select().from(siteSettings);
    expect(row!.site_name).toBe("Northwind Digital");
  });

  it("validates business hours as 24-hour times", async () => {
    const week = Object.fromEntries(
      ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
        d,
        { open: "09:00", close: "17:00", closed: d === "sunday" },
      ]),
    );
    expect(
      (await patch({ business_hours: { ...week, monday: { open: "9am", close: "17:00", closed: false } } }))
        .status,
    ).toBe(400);
    // A week must be complete.
    expect((await patch({ business_hours: { monday: week.monday } })).status).toBe(400);
    const ok = await patch({
      business_hours: { ...week, monday: { open: "08:30", close: "17:00", closed: false } },
    });
    expect(ok.status).toBe(200);
  });

  it("needs the settings permission", async () => {
    const client = await t.signUpClient();
    expect((await patch({ site_name: "X" }, client.cookie)).status).toBe(403);
    expect((await t.request("/api/v1/admin/site-settings", { method: "PATCH", body: {} })).status).toBe(401);
  });
});
