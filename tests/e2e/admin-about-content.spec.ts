import { ABOUT_TEXT } from "@common/schemas/about-content";
import type { Page } from "@playwright/test";
import { deleteCardAfterConfirming, resourceSection, signInAdminForEachTest } from "@tests/support/e2e-admin";
import { expectAccessible, expectDarkPhoneFitsAndPassesAxe } from "@tests/support/e2e-axe";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The about-content manager (spec 2 §2–§5, §8): add, edit, hide and delete sections in the
 * dashboard; /about shows the active ones. content_data is edited as JSON: invalid JSON is
 * ignored while typing and refused on save.
 */
const section = resourceSection("about-content", "About Content", (page) =>
  expect(page.getByRole("button", { name: "Add Section" })).toBeVisible(),
);

const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });
const main = (page: Page) => page.getByRole("main");

test.describe("about-content manager", () => {
  signInAdminForEachTest();

  test("add, hide, edit and delete a section; /about follows", async ({ page, context }) => {
    const tag = Date.now().toString(36);
    const title = `What we value ${tag}`;
    await section.open(page);

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

    await deleteCardAfterConfirming(page, card(page, renamed), renamed, {
      dialog: "Delete section",
      done: toast(page, "About content deleted"),
    });
    await visitor.reload();
    await expect(main(visitor)).not.toContainText(renamed);
  });

  test("the section passes axe and fits 375 px, light and dark", async ({ page, context }) => {
    // A hidden (dimmed) section is on the list too.
    const title = `Axe check ${Date.now().toString(36)}`;
    const id = await section.create(context.request, {
      section_type: "mission",
      title,
      description: "Checked by axe.",
      is_active: false,
    });

    await section.open(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Section" }).click();
    await page.getByRole("dialog", { name: "Add About Section" }).getByLabel("Content data (JSON)").fill("{");
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    await expectDarkPhoneFitsAndPassesAxe(page, async () => {
      await section.open(page);
      await expect(card(page, title)).toContainText("Hidden");
    });

    await section.remove(context.request, id);
  });
});
