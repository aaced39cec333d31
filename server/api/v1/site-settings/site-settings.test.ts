import { type SiteSettings, SiteSettingsSchema } from "@common/schemas/site-settings";
import { siteSettings } from "@server/db/schema";
import { setUpAdminApi } from "@tests/support/admin-api";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<SiteSettings>("site-settings");
const { t, call } = api;
const patch = (body: unknown) => call("", { method: "PATCH", body });

describe("admin site settings", () => {
  it("reads the seeded settings", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
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
    expect((await api.lastAudit({ action: "update" }))!.changes).toMatchObject({
      site_name: { from: "Atrium Technologies", to: "Northwind Digital" },
      is_maintenance_mode: { from: false, to: true },
    });
  });

  it("refuses invalid values and changes nothing", async () => {
    const res = await patch({
      site_name: "Changed",
      primary_color: "blue",
      font_size: 40,
      font_family: "Comic Sans MS",
      unknown_field: 1,
    });
    expect(res.status).toBe(400);
    const { error } = res.body;
    expect(error.fields!.primary_color).toBe("Colours are six-digit hex values like #2563EB");
    expect(error.fields!.font_family).toBe("Choose a font from the list");
    expect(error.fields!.font_size).toBeDefined();
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

  it("needs the settings permission", () => api.expectGuarded("", "PATCH", { site_name: "X" }));
});
