import type { SiteSettings } from "@common/schemas/site-settings";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { describe, expect, it } from "vitest";
import { changedNames, formValuesOf, placeOf } from "./form";
import { searchSnippet } from "./seo-card";

const row = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  id: "00000000-0000-0000-0000-000000000001",
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("formValuesOf", () => {
  it("shows unset texts blank and unset contact settings as the editor's defaults (spec 3 §9)", () => {
    const values = formValuesOf(
      row({
        site_logo: null,
        timezone: null,
        country: null,
        map_zoom_level: null,
        map_latitude: null,
        contact_form_title: null,
        business_hours: null,
      }),
    );
    expect(values).toMatchObject({
      site_logo: "",
      timezone: "America/New_York",
      country: "United States",
      map_zoom_level: 15,
      map_latitude: 37.4419,
      contact_form_title: "Get In Touch",
    });
    expect(values.business_hours.sunday).toEqual({ open: "10:00", close: "14:00", closed: true });
    expect(values).not.toHaveProperty("id");
  });

  it("keeps what is set, and completes a week with missing days", () => {
    const values = formValuesOf(
      row({
        timezone: "Europe/London",
        business_hours: { monday: { open: "08:00", close: "12:00", closed: false } },
      }),
    );
    expect(values.timezone).toBe("Europe/London");
    expect(values.business_hours.monday).toEqual({ open: "08:00", close: "12:00", closed: false });
    expect(values.business_hours.friday).toEqual({ open: "09:00", close: "17:00", closed: false });
  });
});

describe("changedNames", () => {
  it("names the settings that differ, a whole object counting as one", () => {
    const before = formValuesOf(row());
    const after = {
      ...before,
      site_name: "Northwind",
      business_hours: { ...before.business_hours, sunday: { open: "10:00", close: "14:00", closed: false } },
    };
    expect(changedNames(after, before)).toEqual(["site_name", "business_hours"]);
    expect(changedNames(before, formValuesOf(row()))).toEqual([]);
  });
});

describe("placeOf", () => {
  it("finds the tab, and the contact sub-tab, of a field or a field path", () => {
    expect(placeOf("site_favicon")).toEqual({ tab: "general" });
    expect(placeOf("text_color_dark")).toEqual({ tab: "appearance" });
    expect(placeOf("map_zoom_level")).toEqual({ tab: "contact", contact: "location" });
    expect(placeOf("social_links.github")).toEqual({ tab: "contact", contact: "social" });
    expect(placeOf("business_hours.monday.open")).toEqual({ tab: "contact" });
    expect(placeOf("is_maintenance_mode")).toEqual({ tab: "advanced" });
    expect(placeOf("_")).toBeUndefined();
  });
});

describe("searchSnippet", () => {
  it("cuts the description at 160 characters and adds an ellipsis (spec 3 §5)", () => {
    expect(searchSnippet("a".repeat(160))).toBe("a".repeat(160));
    expect(searchSnippet("b".repeat(161))).toBe(`${"b".repeat(160)}...`);
  });
});
