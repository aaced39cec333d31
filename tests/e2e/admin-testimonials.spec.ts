import type { Page } from "@playwright/test";
import { deleteAfterConfirming, resourceSection, signInAdminForEachTest } from "@tests/support/e2e-admin";
import { expectAccessible, expectDarkPhoneFitsAndPassesAxe } from "@tests/support/e2e-axe";
import { expect, gotoInteractive, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The testimonial manager (spec 2 §2, §3, §5, §8): add, edit and delete in the dashboard, each
 * change visible on the home page, which shows the featured testimonials.
 */

const cards = (page: Page) => page.getByRole("list", { name: "Testimonials" }).getByRole("listitem");
const card = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
const homeTestimonials = (page: Page) => page.locator("section#testimonials");

const section = resourceSection("testimonials", "Testimonials", (page) =>
  expect(cards(page).first()).toBeVisible(),
);

test.describe("testimonial manager", () => {
  signInAdminForEachTest();

  test("add, edit and delete a testimonial; the home page follows", async ({ page, context, errorWatch }) => {
    const name = `Tess Timonial ${Date.now()}`;
    await section.open(page);
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
    errorWatch.allow(/status of 500/, section.api);
    await page.route(`**${section.api}`, (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } })
        : route.fallback(),
    );
    await dialog.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(toast(page, "Error adding")).toContainText("Please try again.");
    await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue(name);
    await page.unroute(`**${section.api}`);

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

    await deleteAfterConfirming(page, {
      button: added.getByRole("button", { name: `Delete ${name}` }),
      dialog: "Delete testimonial",
      question: `Are you sure you want to delete the testimonial from "${name}"?`,
      done: toast(page, "Testimonial deleted"),
      gone: card(page, name),
    });
    await expect(page.getByText("No testimonials match your search.")).toBeVisible();
    await visitor.reload();
    await expect(homeTestimonials(visitor)).not.toContainText(name);
  });

  test("a failed load says so and Try Again loads the list", async ({ page, errorWatch }) => {
    await section.expectFailedLoadRecovers(page, errorWatch, {
      open: () => gotoInteractive(page, section.path),
      failed: page.getByRole("alert").filter({ hasText: "Error loading testimonials" }),
      loaded: card(page, "Maria Delgado"),
    });
  });

  test("closing a dialog with unsaved changes asks first; keep editing keeps them", async ({ page }) => {
    await section.open(page);
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
    await section.open(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Testimonial" }).click();
    await expect(page.getByRole("dialog", { name: "Add Testimonial" })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    await expectDarkPhoneFitsAndPassesAxe(page, () => section.open(page));
  });
});
