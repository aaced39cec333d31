import { type SiteSettings, SiteSettingsSchema } from "@common/schemas/site-settings";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { COLOR_FIELDS } from "@common/site-settings-rules";
import { siteSettings } from "@server/db/schema";
import { setUpAdminApi } from "@tests/support/admin-api";
import { readSse } from "@tests/support/sse";
import { cookieFrom, TEST_PASSWORD } from "@tests/support/test-app";
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

  it("lets an admin with read permission only read: saving and resetting are refused", async () => {
    const invite = await t.request("/api/v1/admin/invitations", {
      cookie: api.admin,
      body: { email: "reader@example.com", permissions: ["dashboard:read", "site_settings:read"] },
    });
    const { token } = (await invite.json()) as { token: string };
    const signup = await t.request("/api/v1/auth/admin-signup", {
      body: {
        email: "reader@example.com",
        password: TEST_PASSWORD,
        firstName: "Rea",
        lastName: "Der",
        invitationToken: token,
      },
    });
    expect(signup.status).toBe(201);
    const reader = cookieFrom(signup);
    const before = await storedValues();
    expect((await call("", { cookie: reader })).status).toBe(200);
    expect(
      (await call("", { method: "PATCH", body: { site_name: "Mine now" }, cookie: reader })).status,
    ).toBe(403);
    expect((await call("/reset", { method: "POST", cookie: reader })).status).toBe(403);
    expect(await storedValues()).toEqual(before);
  });
});

/** The stored row without its timestamps, to show that a refused write changed nothing. */
async function storedValues() {
  const [row] = await t.db.select().from(siteSettings);
  const { updated_at: _u, ...values } = row!;
  return values;
}

/** PATCH `body` is refused with 400 naming `field` (with `message` when given), and nothing changes. */
async function expectRefused(body: Record<string, unknown>, field: string, message?: string | RegExp) {
  const before = await storedValues();
  const res = await patch(body);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(res.body.error.code).toBe("invalid_input");
  const said = res.body.error.fields?.[field];
  expect(said, `${field} in ${JSON.stringify(res.body.error.fields)}`).toBeDefined();
  if (message) expect(said).toMatch(message);
  expect(await storedValues()).toEqual(before);
}

async function expectSaved(body: Record<string, unknown>, stored: Record<string, unknown> = body) {
  const res = await patch(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(await storedValues()).toMatchObject(stored);
}

const week = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [
      d,
      { open: "09:00", close: "17:00", closed: false },
    ]),
  ),
  ...overrides,
});

describe("every rule of the settings editor, on the server (spec 3 §5)", () => {
  it("colours: only #RRGGBB, either case, in every colour field; a bad one changes nothing", async () => {
    for (const field of COLOR_FIELDS) {
      for (const bad of ["blue", "#12345", "#1234567", "123456", "#GGGGGG", "", "rgb(1,2,3)"]) {
        await expectRefused({ site_name: "Should not stick", [field]: bad }, field, /six-digit hex/);
      }
    }
    await expectSaved({ primary_color: "#abcdef", border_color_dark: "#ABCDEF" });
    await expectSaved({ primary_color: "#2563EB", border_color_dark: "#374151" });
  });

  it("business hours: 24-hour HH:MM only, a closed flag, every day of the week", async () => {
    for (const bad of ["9:00", "24:00", "12:60", "ab:cd", "09:00:00", "9am", ""]) {
      await expectRefused(
        { business_hours: week({ tuesday: { open: bad, close: "17:00", closed: false } }) },
        "business_hours.tuesday.open",
        "Times are 24-hour HH:MM",
      );
    }
    await expectRefused(
      { business_hours: week({ sunday: { open: "10:00", close: "14:00", closed: "yes" } }) },
      "business_hours.sunday.closed",
    );
    const hours = week({ saturday: { open: "00:00", close: "23:59", closed: false } });
    await expectSaved({ business_hours: hours });
  });

  it("analytics IDs: kept as typed (the editor only marks them), but at most 50 characters", async () => {
    await expectSaved({
      google_analytics_id: "G-ABCDE12345",
      google_tag_manager_id: "GTM-nope",
      facebook_pixel_id: "12345",
    });
    await expectRefused({ google_analytics_id: `G-${"A".repeat(49)}` }, "google_analytics_id");
    await expectSaved({ google_analytics_id: null, google_tag_manager_id: null, facebook_pixel_id: null });
  });

  it("map zoom 1–20 in whole steps, latitude ±90, longitude ±180", async () => {
    for (const zoom of [0, 21, 2.5, "far"]) {
      await expectRefused({ map_zoom_level: zoom }, "map_zoom_level");
    }
    await expectRefused({ map_zoom_level: 0 }, "map_zoom_level", "Zoom level goes from 1 to 20");
    await expectRefused({ map_latitude: 90.000001 }, "map_latitude", "Latitude goes from -90 to 90");
    await expectRefused({ map_latitude: -91 }, "map_latitude");
    await expectRefused({ map_longitude: 180.5 }, "map_longitude", "Longitude goes from -180 to 180");
    await expectRefused({ map_longitude: "east" }, "map_longitude", "Longitude must be a number");
    await expectSaved({ map_zoom_level: 1, map_latitude: -90, map_longitude: 180 });
    await expectSaved({ map_zoom_level: 20, map_latitude: 51.507351, map_longitude: -0.127758 });
  });

  it("typography: size 12–24, line height 1.0–2.5, weight 100–900 by hundreds, a listed font", async () => {
    await expectRefused({ font_size: 11 }, "font_size", "Font size goes from 12 to 24");
    await expectRefused({ font_size: 16.5 }, "font_size");
    await expectRefused({ line_height: 2.6 }, "line_height", "Line height goes from 1 to 2.5");
    await expectRefused({ font_weight: 450 }, "font_weight");
    await expectRefused({ font_weight: 1000 }, "font_weight");
    await expectSaved(
      { font_size: 24, line_height: "1.1", font_weight: 900, font_family: "JetBrains Mono" },
      { font_size: "24", line_height: "1.1", font_weight: "900", font_family: "JetBrains Mono" },
    );
    await expectSaved(
      { font_size: "16", line_height: 1.6, font_weight: "400", font_family: "Inter" },
      { font_size: "16", line_height: "1.6", font_weight: "400", font_family: "Inter" },
    );
  });

  it("lengths: a name is required and short; long meta texts pass (the counters only warn)", async () => {
    await expectRefused({ site_name: "   " }, "site_name", "Website name is required");
    await expectRefused({ site_name: "N".repeat(121) }, "site_name");
    await expectRefused({ site_tagline: "T".repeat(201) }, "site_tagline");
    await expectRefused({ footer_text: "F".repeat(501) }, "footer_text");
    await expectRefused({ meta_title: "M".repeat(201) }, "meta_title");
    await expectRefused({ contact_email: "not an address" }, "contact_email", "Please enter a valid email");
    await expectSaved({ meta_title: "M".repeat(61), meta_description: "D".repeat(161) });
    await expectSaved(
      { contact_email: "", site_tagline: "  Simplifying Technology  " },
      {
        contact_email: null,
        site_tagline: "Simplifying Technology",
      },
    );
  });

  it("social links: platform keys lower-cased single words, web addresses or blank", async () => {
    await expectSaved(
      { social_links: { GitHub: "https://github.com/atrium", Mastodon: "", linkedin: "/about" } },
      { social_links: { github: "https://github.com/atrium", mastodon: "", linkedin: "/about" } },
    );
    await expectRefused(
      { social_links: { "my platform": "https://example.com" } },
      "social_links.my platform",
    );
    await expectRefused(
      { social_links: { facebook: "javascript:alert(1)" } },
      "social_links.facebook",
      "Use a web address starting with https:// or /",
    );
    await expectSaved({ social_links: {} });
  });

  it("maintenance mode is a true/false switch, and unknown fields are refused", async () => {
    await expectRefused({ is_maintenance_mode: "on" }, "is_maintenance_mode");
    await expectRefused({ site_name: "X", colour: "#FFFFFF" }, "_");
  });
});

describe("POST /admin/site-settings/reset", () => {
  it("puts every setting back to the defaults and audits it", async () => {
    await expectSaved({ site_name: "Before the reset", primary_color: "#DC2626", social_links: { x: "/x" } });
    const res = await call("/reset", { method: "POST" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...DEFAULT_SITE_SETTINGS, map_latitude: 37.4419 });
    expect(await storedValues()).toMatchObject(DEFAULT_SITE_SETTINGS);
    expect((await api.lastAudit({ action: "update" }))!.changes).toMatchObject({
      site_name: { from: "Before the reset", to: DEFAULT_SITE_SETTINGS.site_name },
      primary_color: { from: "#DC2626", to: "#2563EB" },
    });
  });

  it("needs the settings permission", () => api.expectGuarded("/reset", "POST"));
});

describe("live updates", () => {
  it("a saved change reaches open dashboards as a site_settings change event", async () => {
    const res = await t.request("/api/v1/events", { cookie: api.admin });
    const stream = readSse(res);
    await stream.ready();
    await expectSaved({ contact_phone: "+1 (555) 010-0111" });
    const events = await stream.until((all) => all.some((e) => e.event === "change"));
    await stream.close();
    const [row] = await t.db.select().from(siteSettings);
    expect(JSON.parse(events.find((e) => e.event === "change")!.data)).toEqual({
      table: "site_settings",
      op: "UPDATE",
      id: row!.id,
    });
  });
});
