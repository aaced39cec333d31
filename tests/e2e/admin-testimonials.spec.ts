import type { Page } from "@playwright/test";
import { seriousA11yViolations } from "../support/e2e-axe";
import {
  E2E_ADMIN,
  ensureAdmin,
  expect,
  gotoInteractive,
  signInAdmin,
  test,
  toast,
} from "../support/e2e-fixtures";

/**
 * The testimonial manager (spec 2 §2, §3, §5, §8): add, edit and delete in the dashboard, each
 * change visible on the home page, which shows the featured testimonials.
 */
const SECTION = "/dashboard/testimonials";
const API = "/api/v1/admin/testimonials";

const cards = (page: Page) => page.getByRole("list", { name: "Testimonials" }).getByRole("listitem");
const card = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
const homeTestimonials = (page: Page) => page.locator("section#testimonials");

async function openSection(page: Page) {
  await gotoInteractive(page, SECTION);
  await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test.describe("testimonial manager", () => {
  // The back office's Content-Security-Policy refuses inline scripts, axe's included.
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ context, request, baseURL }) => {
    await ensureAdmin(request, baseURL, E2E_ADMIN);
    await signInAdmin(context, baseURL, E2E_ADMIN);
  });

  test("add, edit and delete a testimonial; the home page follows", async ({ page, context, errorWatch }) => {
    const name = `Tess Timonial ${Date.now()}`;
    await openSection(page);
    // The seeded defaults are there on a fresh database.
    await expect(card(page, "Maria Delgado")).toBeVisible();

    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Role is required")).toBeVisible();
    await expect(dialog.getByText("Content is required")).toBeVisible();

    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Role", { exact: true }).fill("Head of Testing");
    await dialog.getByLabel("Company", { exact: true }).fill("Playwright Ltd");
    await dialog.getByLabel("Testimonial", { exact: true }).fill(`Reliable every time, said ${name}.`);
    // Stars are a radio group: 5 by default, arrow keys move.
    const five = dialog.getByRole("radio", { name: "5 stars" });
    await expect(five).toBeChecked();
    await five.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await dialog.getByLabel("Avatar", { exact: true }).fill("/icon.svg");
    await dialog.getByLabel("Featured", { exact: true }).check();

    // A failed save keeps what was typed.
    errorWatch.allow(/status of 500/, API);
    await page.route(`**${API}`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } })
        : route.fallback(),
    );
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(toast(page, "Error adding")).toContainText("Please try again.");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await page.unroute(`**${API}`);

    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(toast(page, "Testimonial added")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const added = card(page, name);
    await expect(added.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(added).toContainText("Featured");
    await expect(added).toContainText("Head of Testing, Playwright Ltd");

    const visitor = await context.newPage();
    await visitor.goto("/");
    await expect(homeTestimonials(visitor)).toContainText(`Reliable every time, said ${name}.`);
    await expect(homeTestimonials(visitor).getByRole("img", { name })).toBeVisible();

    // Search is answered by the server and kept in the URL.
    await page.getByLabel("Search testimonials").fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(cards(page)).toHaveCount(1);

    await added.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Testimonial" });
    await expect(edit.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await edit.getByLabel("Testimonial", { exact: true }).fill(`Even better the second time, said ${name}.`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Testimonial updated")).toBeVisible();
    await expect(added).toContainText("Even better the second time");
    await visitor.reload();
    await expect(homeTestimonials(visitor)).toContainText(`Even better the second time, said ${name}.`);

    await added.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Delete testimonial" });
    await expect(confirm).toContainText(`Are you sure you want to delete the testimonial from "${name}"?`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Testimonial deleted")).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await expect(page.getByText("No testimonials match your search.")).toBeVisible();
    await visitor.reload();
    await expect(homeTestimonials(visitor)).not.toContainText(name);
  });

  test("a failed load says so and Try Again loads the list", async ({ page, errorWatch }) => {
    errorWatch.allow(/status of 500/, API);
    let fail = true;
    await page.route(`**${API}?*`, (route) =>
      fail
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } })
        : route.fallback(),
    );
    await gotoInteractive(page, SECTION);
    const alert = page.getByRole("alert").filter({ hasText: "Error loading testimonials" });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    fail = false;
    await alert.getByRole("button", { name: "Try Again" }).click();
    await expect(card(page, "Maria Delgado")).toBeVisible();
  });

  test("closing a dialog with unsaved changes asks first; keep editing keeps them", async ({ page }) => {
    await openSection(page);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Testimonial" });
    // Nothing typed: closes at once.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await dialog.getByLabel("Name", { exact: true }).fill("Half-written");
    await page.keyboard.press("Escape");
    const discard = page.getByRole("dialog", { name: "Discard unsaved changes?" });
    await expect(discard).toBeVisible();
    await discard.getByRole("button", { name: "Keep editing" }).click();
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Half-written");

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard changes" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(discard).toHaveCount(0);
    await expect(cards(page).filter({ hasText: "Half-written" })).toHaveCount(0);
  });

  test("the section passes axe and fits 375 px, light and dark", async ({ page }) => {
    await openSection(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(page.getByRole("dialog", { name: "Add Testimonial" })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
    await openSection(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
