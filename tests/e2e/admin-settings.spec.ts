import { UPLOAD_RULES } from "@common/images";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  resourceSection,
  signInAdminForEachTest,
  unique,
} from "@tests/support/e2e-admin";
import { expectAccessible, expectFitsPhone } from "@tests/support/e2e-axe";
import { E2E_ADMIN, ensureAdmin, expect, newPerson, PHONE, test, toast } from "@tests/support/e2e-fixtures";
import { pngOf } from "@tests/support/image-fixtures";

/**
 * The Website Settings editor (spec 3 §2, §4, §5, §8): what it saves reaches the public site on
 * the next request. It changes the settings of the whole site, so it runs in the site-settings
 * project after every other spec, and puts the settings back afterwards.
 */
test.describe.configure({ mode: "serial" });

const section = resourceSection("site-settings", "Website Settings", (page) =>
  expect(page.getByLabel("Website Name")).not.toHaveValue(""),
);
const API = section.api;

/** The settings as they were before this file, to put back after it (its afterAll). */
let original: Record<string, unknown> | null = null;
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await adminRequest(playwright.request, testInfo.project.use.baseURL!);
  const res = await request.get(API);
  expect(res.status()).toBe(200);
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    ...values
  } = (await res.json()) as Record<string, unknown>;
  original = values;
  await request.dispose();
});
cleanUpAfterAllAsAdmin(async (request) => {
  if (!original) return;
  const res = await request.patch(API, { data: original });
  expect(res.status(), await res.text()).toBe(200);
});

async function adminRequest(
  factory: { newContext: (options: object) => Promise<APIRequestContext> },
  baseURL: string,
) {
  const request = await factory.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL).origin },
  });
  // Run on its own (--no-deps), the file may be the first to need the administrator.
  await ensureAdmin(request, baseURL, E2E_ADMIN);
  const login = await request.post("/api/v1/auth/admin-login", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status()).toBe(200);
  return request;
}

/** A tab, also while it is marked as holding a refused field. */
const tab = (page: Page, name: string) =>
  page.getByRole("tab", { name: new RegExp(`^${name}( \\(has errors\\))?$`) });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name });

/** Save Changes: the server takes it, the spec's toast says so, and nothing is left unsaved. */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === API && res.request().method() === "PATCH",
  );
  await saveButton(page).click();
  expect((await answered).status()).toBe(200);
  await expect(
    toast(page, "Settings Updated")
      .filter({ hasText: "Website settings have been saved successfully." })
      .first(),
  ).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
}

test.describe("Website Settings", () => {
  signInAdminForEachTest();

  test("the sidebar opens it; primary colour, font and site name are saved and shown on the home page", async ({
    page,
    newContext,
  }) => {
    const name = `Northwind ${unique()}`;
    await page.goto("/dashboard");
    await sidebarLink(page, "Website Settings").click();
    await expect(page).toHaveURL("/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Website Settings" })).toBeVisible();
    await expect(page.getByLabel("Website Name")).not.toHaveValue("");
    await expect(saveButton(page)).toBeDisabled();

    await page.getByLabel("Website Name").fill(name);
    await expect(page.getByText("You have unsaved changes.")).toBeVisible();

    await tab(page, "Appearance").click();
    await page.getByRole("button", { name: "Apply the Purple preset" }).click();
    await expect(toast(page, "Color preset applied")).toContainText("save to make permanent");
    const primary = page.getByLabel("Primary Color", { exact: true });
    await expect(primary).toHaveValue("#7C3AED");
    await expect(page.getByLabel("Accent Color", { exact: true })).toHaveValue("#A855F7");
    // What is not six-digit hex is ignored: the colour stays.
    await primary.fill("#6D28");
    await expect(
      page.getByText("Use six-digit hex like #2563EB; the colour stays #7C3AED until then."),
    ).toBeVisible();
    await primary.fill("#6d28d9");
    await expect(primary).toHaveValue("#6D28D9");
    const preview = page.getByTestId("theme-preview");
    await expect(preview.getByText("Primary", { exact: true })).toHaveCSS(
      "background-color",
      "rgb(109, 40, 217)",
    );

    await page.getByLabel("Font Family").selectOption("Lora");
    await expect(page.getByTestId("typography-preview")).toHaveCSS("font-family", /^"?Lora"?,/);
    // The preview draws the family from its own file, before anything is saved.
    await expect
      .poll(() => page.evaluate(() => document.fonts.load('16px "Lora"').then((f) => f.length)))
      .toBe(1);
    const size = page.getByLabel("Base Font Size");
    await size.focus();
    await page.keyboard.press("ArrowRight");
    await expect(size).toHaveValue("17");

    await tab(page, "Advanced").click();
    const metaTitle = `${name} | Websites that work`;
    await page.getByLabel("Meta Title").fill(metaTitle);
    await expect(page.getByText(`${metaTitle.length}/60`)).toBeVisible();
    await save(page);

    // A visitor's very next request shows all three.
    const visitor = await (await newContext()).newPage();
    await visitor.goto("/");
    await expect(visitor).toHaveTitle(metaTitle);
    await expect(visitor.getByRole("banner").getByRole("link", { name, exact: true })).toBeVisible();
    await expect(visitor.getByRole("banner").getByRole("button", { name: "Get a Quote" })).toHaveCSS(
      "background-color",
      "rgb(109, 40, 217)",
    );
    await expect(visitor.locator("body")).toHaveCSS("font-family", /^"?Lora"?,/);
    await expect(visitor.locator("body")).toHaveCSS("font-size", "17px");
    await visitor.goto("/contact");
    await expect(visitor).toHaveTitle(`Contact | ${name}`);

    // The editor shows what was saved after a reload.
    await page.reload();
    await expect(page.getByLabel("Website Name")).toHaveValue(name);
  });

  test("maintenance mode: visitors get the maintenance screen while the admin still sees the site", async ({
    page,
    context,
    newContext,
  }) => {
    const message = `Back at six after an upgrade ${unique()}.`;
    await section.open(page);
    await tab(page, "Advanced").click();
    const toggle = page.getByRole("switch", { name: "Maintenance Mode" });
    const messageBox = page.getByLabel("Maintenance Message");
    await expect(toggle).not.toBeChecked();
    await expect(messageBox).toHaveCount(0);
    await toggle.check();
    await expect(messageBox).toBeVisible();
    await messageBox.fill(message);
    await save(page);

    const visitor = await (await newContext()).newPage();
    await visitor.goto("/");
    await expect(visitor.getByText(message)).toBeVisible();
    await expect(visitor.getByRole("navigation", { name: "Main" })).toHaveCount(0);

    const adminView = await context.newPage();
    await adminView.goto("/");
    await expect(adminView.getByText(/Maintenance mode is on/)).toBeVisible();
    await expect(adminView.getByRole("navigation", { name: "Main" })).toBeVisible();

    await toggle.uncheck();
    await expect(messageBox).toHaveCount(0);
    await save(page);
    await visitor.reload();
    await expect(visitor.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(visitor.getByText(message)).toHaveCount(0);
  });

  test("a favicon upload holds Save and Reset until it ends; the saved favicon is the site's icon", async ({
    page,
    newContext,
  }) => {
    await section.open(page);
    await page.getByLabel("Tagline").fill(`Icons ${unique()}`);
    // The upload waits until the test lets it through, so the held buttons can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === UPLOAD_RULES.favicon.path,
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    const favicon = page.getByRole("region", { name: "Favicon" });
    await favicon
      .locator('input[type="file"]')
      .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: await pngOf(32, 32) });
    await expect(page.getByText("Uploading...", { exact: true })).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expect(page.getByRole("button", { name: "Reset to Defaults", exact: true })).toBeDisabled();
    release();
    await expect(toast(page, "Favicon uploaded successfully")).toBeVisible();
    const url = favicon.getByRole("textbox", { name: "Favicon URL" });
    await expect(url).toHaveValue(/^\/media\/favicons\/.+\.png$/);
    await expect(saveButton(page)).toBeEnabled();
    const href = await url.inputValue();
    await save(page);

    const visitor = await (await newContext()).newPage();
    await visitor.goto("/");
    await expect(visitor.locator('link[rel="icon"]').last()).toHaveAttribute("href", href);

    // Remove empties the address; saved, the site is back to its own icon.
    await favicon.getByRole("button", { name: "Remove favicon" }).click();
    await expect(url).toHaveValue("");
    await save(page);
    await visitor.reload();
    await expect(visitor.locator(`link[rel="icon"][href="${href}"]`)).toHaveCount(0);
  });

  test("leaving with unsaved changes asks first; switching tabs never does", async ({ page }) => {
    await section.open(page);
    const tagline = page.getByLabel("Tagline");
    const saved = await tagline.inputValue();
    await tagline.fill(`Unsaved words ${unique()}`);
    await tab(page, "Contact").click();
    await tab(page, "General").click();
    const ask = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await expect(ask).toHaveCount(0);

    await sidebarLink(page, "Overview").click();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(ask).toHaveCount(0);
    await expect(page).toHaveURL("/dashboard/settings");
    await expect(tagline).toHaveValue(/^Unsaved words/);

    await sidebarLink(page, "Overview").click();
    await ask.getByRole("button", { name: "Discard changes" }).click();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel("Tagline")).toHaveValue(saved);
  });

  test("a refused save shows the message at its field, on its tab; nothing is lost", async ({
    page,
    errorWatch,
  }) => {
    await section.open(page);
    // The browser checks with the same schema first: an empty name never leaves it.
    await tab(page, "Advanced").click();
    await page.getByLabel("Meta Keywords").fill(`keywords ${unique()}`);
    await tab(page, "General").click();
    await page.getByLabel("Website Name").fill("");
    await tab(page, "Advanced").click();
    await saveButton(page).click();
    await expect(toast(page, "Update Failed")).toContainText("Website name is required");
    await expect(tab(page, "General")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Website Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Website Name")).toHaveAccessibleDescription("Website name is required");
    await page.getByLabel("Website Name").fill(`Northwind ${unique()}`);

    // The server's 400 names a field on another tab: the editor opens it and shows the message.
    errorWatch.allow(/status of 400/, API);
    const refusal = "This address cannot receive mail";
    await page.route(
      (url) => url.pathname === API,
      (route) =>
        route.request().method() === "PATCH"
          ? route.fulfill({
              status: 400,
              json: {
                error: { code: "invalid_input", message: refusal, fields: { contact_email: refusal } },
              },
            })
          : route.fallback(),
    );
    await saveButton(page).click();
    await expect(toast(page, "Update Failed").filter({ hasText: refusal })).toBeVisible();
    await expect(tab(page, "Contact")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: /Basic Info/ })).toHaveAttribute("aria-selected", "true");
    const email = page.getByLabel("Contact Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(refusal);
    await expect(saveButton(page)).toBeEnabled();
    await tab(page, "Advanced").click();
    await expect(page.getByLabel("Meta Keywords")).toHaveValue(/^keywords /);
  });

  test("the editor's own rules: contrast, presets and resets, hours, map, social links, SEO counters", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await section.open(page);

    await tab(page, "Appearance").click();
    await page.getByLabel("Text Color", { exact: true }).fill("#EEEEEE");
    await expect(
      page.getByText(/Low contrast in the light theme: text #EEEEEE on background #FFFFFF is 1\.\d\d:1/),
    ).toBeVisible();
    const preview = page.getByTestId("theme-preview");
    await page.getByRole("button", { name: "Dark", exact: true }).click();
    await expect(preview).toHaveCSS("background-color", "rgb(31, 41, 55)");
    await page.getByRole("button", { name: "Reset Colors" }).click();
    await expect(toast(page, "Colors reset")).toBeVisible();
    await expect(page.getByLabel("Text Color", { exact: true })).toHaveValue("#1F2937");
    await expect(page.getByText(/Low contrast/)).toHaveCount(0);
    await page.getByLabel("Font Family").selectOption("Fira Code");
    await page.getByRole("button", { name: "Reset Typography" }).click();
    await expect(toast(page, "Typography reset")).toBeVisible();
    await expect(page.getByLabel("Font Family")).toHaveValue("Inter");

    await tab(page, "Contact").click();
    const hours = page.getByTestId("hours-preview");
    const day = (name: string) => page.getByRole("listitem", { name });
    await page.getByRole("button", { name: "Set Weekends 10-2" }).click();
    await expect(toast(page, "Weekend hours set")).toBeVisible();
    await expect(hours).toContainText("Sunday10:00 AM - 2:00 PM");
    await day("Monday").getByLabel("Monday opens").fill("08:30");
    await expect(hours).toContainText("Monday8:30 AM - 5:00 PM");
    // A time box that is cleared keeps its last valid time.
    await day("Monday").getByLabel("Monday closes").fill("");
    await expect(day("Monday").getByLabel("Monday closes")).toHaveValue("17:00");
    await day("Monday")
      .getByRole("button", { name: /^Copy to All/ })
      .click();
    await expect(toast(page, "Hours copied")).toBeVisible();
    await expect(hours).toContainText("Sunday8:30 AM - 5:00 PM");
    await page.getByRole("button", { name: "Set Weekdays 9-5" }).click();
    await expect(toast(page, "Weekday hours set")).toBeVisible();
    await expect(hours).toContainText("Monday9:00 AM - 5:00 PM");
    await page.getByRole("button", { name: "Reset to Defaults (business hours)" }).click();
    await expect(toast(page, "Hours reset")).toBeVisible();
    await expect(hours).toContainText("SundayClosed");

    await page.getByRole("tab", { name: "Location" }).click();
    await page.getByLabel("Latitude").fill("");
    await page.getByLabel("Map Zoom Level").fill("");
    await page.getByRole("button", { name: "Generate Map URL" }).click();
    await expect(toast(page, "Map URL generated")).toBeVisible();
    const mapUrl = page.getByRole("textbox", { name: "Map Embed URL" });
    await expect(mapUrl).toHaveValue("https://maps.google.com/maps?q=0,-122.143&z=15&output=embed");
    await page.getByRole("button", { name: "Copy the map embed URL" }).click();
    await expect(toast(page, "Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await mapUrl.inputValue());

    await page.getByRole("tab", { name: "Social Media" }).click();
    const add = page.getByRole("button", { name: "Add Platform" });
    await expect(add).toBeDisabled();
    await page.getByLabel("Platform name").fill("Mastodon");
    await expect(add).toBeDisabled();
    await page.getByLabel("Platform URL").fill("https://mastodon.social/@atrium");
    await add.click();
    await expect(toast(page, "Social link added")).toBeVisible();
    await expect(page.getByLabel("mastodon", { exact: true })).toHaveValue("https://mastodon.social/@atrium");
    await page.getByRole("button", { name: "Remove mastodon" }).click();
    await expect(toast(page, "Social link removed")).toBeVisible();
    await expect(page.getByLabel("mastodon", { exact: true })).toHaveCount(0);

    await tab(page, "Advanced").click();
    const title = page.getByLabel("Meta Title");
    await title.fill("T".repeat(58));
    await expect(page.getByText("58/60")).toHaveClass(/text-yellow-700/);
    await title.fill("T".repeat(61));
    await expect(page.getByText("61/60")).toHaveClass(/text-red-700/);
    await expect(title).toHaveClass(/border-red-600/);
    await page.getByLabel("Meta Description").fill(`${"d".repeat(160)}TAIL`);
    await expect(page.getByTestId("search-preview")).toContainText(`${"d".repeat(160)}...`);
    await expect(page.getByTestId("search-preview")).not.toContainText("TAIL");
    const ga = page.getByLabel("Google Analytics ID");
    await ga.fill("UA-12345");
    await expect(ga).toHaveAttribute("aria-invalid", "true");
    await ga.fill("G-ABCDE12345");
    await expect(ga).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("button", { name: "Reset SEO" }).click();
    await expect(toast(page, "SEO settings reset")).toBeVisible();
    await expect(ga).toHaveValue("");
    await expect(title).not.toHaveValue("T".repeat(61));
  });

  test("Reset to Defaults asks, then puts every setting back", async ({ page, baseURL }) => {
    const changed = await page.request.patch(API, {
      headers: { origin: new URL(baseURL!).origin },
      data: { site_name: `Before the reset ${unique()}`, font_family: "Merriweather" },
    });
    expect(changed.status()).toBe(200);
    await section.open(page);
    await expect(page.getByLabel("Website Name")).toHaveValue(/^Before the reset/);
    await page.getByRole("button", { name: "Reset to Defaults", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Reset all settings?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Reset to Defaults" }).click();
    await expect(toast(page, "Settings Reset")).toContainText(
      "All settings have been reset to default values.",
    );
    await expect(page.getByLabel("Website Name")).toHaveValue("Atrium Technologies");
    await tab(page, "Appearance").click();
    await expect(page.getByLabel("Font Family")).toHaveValue("Inter");
  });

  test("loading, a failed load with Try Again, and the empty state", async ({ page, errorWatch }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === API,
      async (route) => {
        await held;
        await route.fallback();
      },
    );
    await page.goto(section.path);
    await expect(page.getByRole("status").filter({ hasText: "Loading settings..." })).toBeAttached();
    await expect(page.getByText("Loading settings...", { exact: true }).last()).toBeVisible();
    release();
    await expect(page.getByLabel("Website Name")).not.toHaveValue("");
    await page.unrouteAll();

    await section.expectFailedLoadRecovers(page, errorWatch, {
      failed: page.getByRole("alert").filter({ hasText: "Error Loading Settings" }),
      loaded: page.getByLabel("Website Name"),
    });
    await page.unrouteAll();

    errorWatch.allow(/status of 404/, API);
    await page.route(
      (url) => url.pathname === API,
      (route) => route.fulfill({ status: 404, json: { error: { code: "not_found", message: "Not found" } } }),
    );
    await page.reload();
    await expect(page.getByText("No settings found. Please try refreshing the page.")).toBeVisible();
  });

  test("an admin who may only read sees the settings, with no way to save", async ({
    page,
    newContext,
    baseURL,
  }) => {
    const reader = newPerson("settings-reader");
    const origin = { origin: new URL(baseURL!).origin };
    const invite = await page.request.post("/api/v1/admin/invitations", {
      headers: origin,
      data: { email: reader.email, permissions: ["dashboard:read", "site_settings:read"] },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const { token } = (await invite.json()) as { token: string };
    const readerContext = await newContext();
    const signup = await readerContext.request.post("/api/v1/auth/admin-signup", {
      headers: origin,
      data: { ...reader, invitationToken: token },
    });
    expect(signup.status(), await signup.text()).toBe(201);

    const view = await readerContext.newPage();
    await view.goto("/dashboard");
    await sidebarLink(view, "Website Settings").click();
    await expect(view.getByText(/You can view the website settings/)).toBeVisible();
    await expect(view.getByLabel("Website Name")).toBeDisabled();
    await expect(saveButton(view)).toHaveCount(0);
    await expect(view.getByRole("button", { name: "Reset to Defaults" })).toHaveCount(0);
    await tab(view, "Appearance").click();
    await expect(view.getByLabel("Primary Color", { exact: true })).toBeDisabled();
    // The preview still switches themes.
    await view.getByRole("button", { name: "Dark", exact: true }).click();
    await expect(view.getByRole("button", { name: "Dark", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("every tab passes axe on a desktop, and fits a 375 px phone light and dark", async ({
    page,
    newContext,
  }) => {
    const tabs = ["General", "Appearance", "Contact", "Advanced"];
    await section.open(page);
    for (const name of tabs) {
      await tab(page, name).click();
      await expectAccessible(page, name);
    }

    const phone = await newContext({ ...PHONE, bypassCSP: true });
    const small = await phone.newPage();
    for (const theme of ["light", "dark"] as const) {
      await small.addInitScript((t) => localStorage.setItem("ui-theme", t), theme);
      await section.open(small);
      await expect(small.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      for (const name of tabs) {
        await tab(small, name).click();
        await expectFitsPhone(small, `${name} ${theme}`);
        await expectAccessible(small, `${name} ${theme}`);
      }
    }
  });
});
