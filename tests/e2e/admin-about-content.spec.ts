import { ABOUT_TEXT } from "@common/schemas/about-content";
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
 * The about-content manager (spec 2 §2–§5, §8): add, edit, hide and delete sections in the
 * dashboard; /about shows the active ones. content_data is edited as JSON: invalid JSON is
 * ignored while typing and refused on save.
 */
const SECTION = "/dashboard/about-content";

const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });
const main = (page: Page) => page.getByRole("main");

async function openSection(page: Page) {
  await gotoInteractive(page, SECTION);
  await expect(page.getByRole("heading", { level: 1, name: "About Content" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Section" })).toBeVisible();
}

test.describe("about-content manager", () => {
  // The back office's Content-Security-Policy refuses inline scripts, axe's included.
  test.use({ bypassCSP: true });

  test.beforeEach(async ({ context, request, baseURL }) => {
    await ensureAdmin(request, baseURL, E2E_ADMIN);
    await signInAdmin(context, baseURL, E2E_ADMIN);
  });

  test("add, hide, edit and delete a section; /about follows", async ({ page, context }) => {
    const tag = Date.now().toString(36);
    const title = `What we value ${tag}`;
    await openSection(page);

    await page.getByRole("button", { name: "Add Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Add About Section" });
    await dialog.getByLabel("Section type").selectOption("values");
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Description").fill("The principles behind every project.");
    const json = dialog.getByLabel("Content data (JSON)");
    // Half-typed JSON is ignored (with a hint) and refused on save, with the text kept.
    await json.fill(`{"items": ["Curiosity ${tag}",`);
    await expect(dialog.getByText("This is not a valid JSON object yet")).toBeVisible();
    await dialog.getByRole("button", { name: "Add Section" }).click();
    await expect(dialog.getByText(ABOUT_TEXT.contentDataInvalid)).toBeVisible();
    await expect(json).toBeFocused();
    await expect(json).toHaveValue(`{"items": ["Curiosity ${tag}",`);
    // Valid JSON that is not an object is refused too.
    await json.fill(`["Curiosity ${tag}"]`);
    await dialog.getByRole("button", { name: "Add Section" }).click();
    await expect(dialog.getByText(ABOUT_TEXT.contentDataObject)).toBeVisible();

    await json.fill(
      `{"items": ["Curiosity ${tag}", {"title": "Candour", "description": "We say what we see"}]}`,
    );
    await expect(dialog.getByText("This is not a valid JSON object yet")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Add Section" }).click();
    await expect(toast(page, "About content added")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, title)).toContainText("Values");
    await expect(card(page, title)).toContainText("Active");
    await expect(card(page, title)).toContainText("2 items");

    const visitor = await context.newPage();
    await visitor.goto("/about");
    await expect(main(visitor).getByRole("heading", { name: title })).toBeVisible();
    await expect(main(visitor)).toContainText(`Curiosity ${tag}`);
    await expect(main(visitor)).toContainText("We say what we see");

    // Hidden from the site with the switch, then shown again.
    const visible = card(page, title).getByRole("switch", { name: /Visible/ });
    await visible.click();
    await expect(toast(page, "About content updated")).toContainText("hidden from the About page");
    await expect(card(page, title)).toContainText("Hidden");
    await visitor.reload();
    await expect(main(visitor).getByRole("heading", { name: title })).toHaveCount(0);
    await visible.click();
    await expect(toast(page, "About content updated").filter({ hasText: "is shown on" })).toBeVisible();
    await expect(card(page, title)).toContainText("Active");

    const renamed = `Our values ${tag}`;
    await card(page, title)
      .getByRole("button", { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole("dialog", { name: "Edit About Section" });
    await expect(edit.getByLabel("Content data (JSON)")).toHaveValue(/Candour/);
    await edit.getByLabel("Title", { exact: true }).fill(renamed);
    await edit.getByLabel("Year").fill("2024");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      toast(page, "About content updated").filter({ hasText: `"${renamed}" was saved.` }),
    ).toBeVisible();
    await expect(card(page, renamed)).toContainText("2024");
    await visitor.reload();
    await expect(main(visitor).getByRole("heading", { name: renamed })).toBeVisible();

    await card(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete section" });
    await expect(confirm).toContainText(`Are you sure you want to delete "${renamed}"?`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "About content deleted")).toBeVisible();
    await expect(card(page, renamed)).toHaveCount(0);
    await visitor.reload();
    await expect(main(visitor)).not.toContainText(renamed);
  });

  test("the section passes axe and fits 375 px, light and dark", async ({ page, context, baseURL }) => {
    // A hidden (dimmed) section is on the list too.
    const title = `Axe check ${Date.now().toString(36)}`;
    const created = await context.request.post("/api/v1/admin/about-content", {
      headers: { origin: new URL(baseURL!).origin },
      data: { section_type: "mission", title, description: "Checked by axe.", is_active: false },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await openSection(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Add Section" }).click();
    await page.getByRole("dialog", { name: "Add About Section" }).getByLabel("Content data (JSON)").fill("{");
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
    await expect(card(page, title)).toContainText("Hidden");
    expect(await seriousA11yViolations(page)).toEqual([]);

    const deleted = await context.request.delete(`/api/v1/admin/about-content/${id}`, {
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(deleted.status()).toBe(204);
  });
});
