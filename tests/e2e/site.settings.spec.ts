import type { BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN, expect, signInAdmin, test } from "@tests/support/e2e-fixtures";

/**
 * Site-wide settings as visitors see them. These tests change the settings of the whole site, so
 * they run in their own Playwright project after every other test, and put things back.
 */
test.describe.configure({ mode: "serial" });

/** A global the page's injected scripts set (undefined when they did not run). */
const pageGlobal = (page: Page, name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, string | undefined>)[key], name);

async function saveSettings(context: BrowserContext, baseURL: string | undefined, patch: object) {
  const res = await context.request.patch("/api/v1/admin/site-settings", {
    headers: { origin: new URL(baseURL!).origin },
    data: patch,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** What a fresh install has for the settings these tests change. */
const DEFAULTS = {
  is_maintenance_mode: false,
  maintenance_message: null,
  primary_color: "#2563EB",
  custom_css: null,
  header_scripts: null,
  footer_scripts: null,
  google_analytics_id: null,
  google_tag_manager_id: null,
  font_family: "Inter",
};

/**
 * Saves `patch` as E2E_ADMIN, signed in in a context of its own, and runs `check` with that
 * context; then puts what `patch` changed back to DEFAULTS, also when the check failed.
 */
async function withSettings(
  { newContext, baseURL }: { newContext: () => Promise<BrowserContext>; baseURL: string | undefined },
  patch: Partial<Record<keyof typeof DEFAULTS, string | boolean>>,
  check: (admin: BrowserContext) => Promise<void>,
) {
  const admin = await newContext();
  await signInAdmin(admin, baseURL, E2E_ADMIN);
  await saveSettings(admin, baseURL, patch);
  try {
    await check(admin);
  } finally {
    const keys = Object.keys(patch) as (keyof typeof DEFAULTS)[];
    await saveSettings(admin, baseURL, Object.fromEntries(keys.map((key) => [key, DEFAULTS[key]])));
  }
}

test("maintenance mode shows visitors the notice, and admins the site with a banner", async ({
  page,
  newContext,
  baseURL,
}) => {
  const notice = { is_maintenance_mode: true, maintenance_message: "Back at 18:00 after an upgrade." };
  await withSettings({ newContext, baseURL }, notice, async (admin) => {
    await page.goto("/services");
    await expect(page.getByText("Back at 18:00 after an upgrade.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

    const adminPage = await admin.newPage();
    await adminPage.goto("/services");
    await expect(adminPage.getByText(/Maintenance mode is on/)).toBeVisible();
    await expect(adminPage.getByRole("navigation", { name: "Main" })).toBeVisible();
    // The admin login stays reachable during maintenance.
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  });
  await page.goto("/services");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText("Back at 18:00 after an upgrade.")).toHaveCount(0);
});

test("colours, custom CSS and valid scripts reach public pages, never the back office", async ({
  page,
  newContext,
  baseURL,
}) => {
  const branding = {
    primary_color: "#7C3AED",
    custom_css: "footer { outline: 3px solid rgb(1, 2, 3); }",
    header_scripts: "window.__atriumHeader = 'ran';",
    footer_scripts: "window.__atriumFooter = 'ran';",
  };
  await withSettings({ newContext, baseURL }, branding, async (admin) => {
    await page.goto("/");
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--color-primary"),
    );
    expect(primary.trim().toLowerCase()).toBe("#7c3aed");
    expect(await pageGlobal(page, "__atriumHeader")).toBe("ran");
    expect(await pageGlobal(page, "__atriumFooter")).toBe("ran");
    await expect(page.locator("footer")).toHaveCSS("outline-color", "rgb(1, 2, 3)");

    const adminPage = await admin.newPage();
    await adminPage.goto("/dashboard");
    await expect(adminPage.getByRole("heading", { name: "Overview" })).toBeVisible();
    expect(await pageGlobal(adminPage, "__atriumHeader")).toBeUndefined();
  });
});

test("scripts with HTML or syntax errors are skipped, and invalid analytics IDs are not injected", async ({
  page,
  newContext,
  baseURL,
}) => {
  const broken = {
    header_scripts: "<script>window.__atriumHeader = 'html'</script>",
    footer_scripts: "window.__atriumFooter = (;",
    google_analytics_id: "UA-12345",
    google_tag_manager_id: "GTM-ABC1234",
  };
  await withSettings({ newContext, baseURL }, broken, async () => {
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, body: "" }));
    await page.goto("/about");
    expect(await pageGlobal(page, "__atriumHeader")).toBeUndefined();
    expect(await pageGlobal(page, "__atriumFooter")).toBeUndefined();
    // The invalid GA id loads nothing; the valid GTM container does.
    await expect(page.locator('script[src*="gtag/js"]')).toHaveCount(0);
    expect(await page.evaluate(() => typeof (window as unknown as { gtag?: unknown }).gtag)).toBe(
      "undefined",
    );
    await expect(page.locator('script[src*="gtm.js?id=GTM-ABC1234"]')).toHaveCount(1);
  });
});

test("the chosen font is served by the app, preloaded and drawn on public pages", async ({
  page,
  newContext,
  baseURL,
}) => {
  await withSettings({ newContext, baseURL }, { font_family: "Lora" }, async () => {
    const fontRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    const href = (await preload.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/assets\/lora-latin-wght-normal-[\w-]+\.woff2$/);
    // The body text is drawn in Lora once its file has loaded (not in a fallback).
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          const lora = [...document.fonts].filter((face) => face.family.replaceAll('"', "") === "Lora");
          return {
            faces: lora.map((face) => face.status),
            check: document.fonts.check('16px "Lora"'),
            body: getComputedStyle(document.body).fontFamily.split(",")[0]?.replaceAll('"', ""),
          };
        }),
      )
      .toEqual({ faces: ["loaded"], check: true, body: "Lora" });
    // One file, fetched once: the preload is the request the @font-face rule uses.
    expect(fontRequests).toEqual([href]);

    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("font/woff2");
    expect(file.headers()["cache-control"]).toContain("immutable");
  });
});
