import { CONTACT_PAGE_SETTINGS } from "@common/schemas/site-settings";
import { siteSettings } from "@server/db/schema";
import { setUpSignIns } from "@tests/support/admin-api";
import { setUpTestApp, testUrl } from "@tests/support/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { pageSettings } from "./site-settings";

const t = setUpTestApp();
const people = setUpSignIns(t);
beforeAll(async () => {
  await t.db.update(siteSettings).set({
    custom_css: "footer { color: red; }",
    header_scripts: "window.a = 1;",
    footer_scripts: "<script>no</script>",
    google_analytics_id: "G-ABCDEFGHIJ",
    facebook_pixel_id: "not-a-pixel",
  });
});

const page = (pathname: string, cookie?: string) =>
  pageSettings(t.deps, new Request(testUrl(pathname), { headers: cookie ? { cookie } : {} }));

describe("pageSettings", () => {
  it("injects checked staff code and valid analytics on public pages, never as settings", async () => {
    const { settings, injected } = await page("/services");
    expect(injected).toEqual({
      css: "footer { color: red; }",
      header: "window.a = 1;",
      footer: null,
      analytics: { ga: "G-ABCDEFGHIJ", gtm: null, pixel: null },
    });
    // Every page carries the settings in its hydration data: only what pages read.
    for (const key of [
      "id",
      "custom_css",
      "header_scripts",
      "footer_scripts",
      "google_analytics_id",
      "facebook_pixel_id",
      "meta_keywords",
      "is_maintenance_mode",
    ]) {
      expect(settings, key).not.toHaveProperty(key);
    }
    expect(settings.site_name).toBeTruthy();
  });

  it("sends the contact pages' settings to those pages only", async () => {
    for (const path of ["/contact", "/contact-enhanced", "/support", "/blog", "/blog/a-post"]) {
      const { settings } = await page(path);
      for (const key of CONTACT_PAGE_SETTINGS) expect(settings, `${path} ${key}`).toHaveProperty(key);
    }
    for (const path of ["/", "/services", "/contacts", "/blogs", "/dashboard"]) {
      const { settings } = await page(path);
      for (const key of CONTACT_PAGE_SETTINGS) expect(settings, `${path} ${key}`).not.toHaveProperty(key);
      // What every page's layout reads stays.
      expect(settings, path).toHaveProperty("contact_phone");
      expect(settings, path).toHaveProperty("business_hours");
    }
  });

  it("injects nothing in the back office or the client area", async () => {
    for (const path of ["/dashboard", "/dashboard/projects", "/admin/login", "/account"]) {
      expect((await page(path)).injected, path).toBeNull();
    }
  });

  it("shows visitors the maintenance screen and admins a banner, except on the staff's pages", async () => {
    expect((await page("/")).maintenance).toBe("off");
    expect((await page("/")).settings).not.toHaveProperty("maintenance_message");
    await t.db.update(siteSettings).set({ is_maintenance_mode: true });
    try {
      const screen = await page("/");
      expect(screen.maintenance).toBe("screen");
      // The message goes with the screen only.
      expect(screen.settings).toHaveProperty("maintenance_message");
      expect((await page("/", people.admin)).settings).not.toHaveProperty("maintenance_message");
      expect((await page("/account", people.client)).maintenance).toBe("screen");
      expect((await page("/", people.admin)).maintenance).toBe("banner");
      expect((await page("/admin/login")).maintenance).toBe("off");
      expect((await page("/dashboard", people.admin)).maintenance).toBe("off");
    } finally {
      await t.db.update(siteSettings).set({ is_maintenance_mode: false });
    }
  });
});
