import type { APIRequestContext, Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  deleteCardAfterConfirming,
  reorder,
  resourceSection,
  signInAdminForEachTest,
} from "@tests/support/e2e-admin";
import { expectAccessible, expectDarkPhoneFitsAndPassesAxe } from "@tests/support/e2e-axe";
import { expect, gotoInteractive, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The home page's own sections (issue 16): the Hero Slides and What We Do managers, and the home
 * page showing what they hold. Other tests expect the seeded slides and entries, so this file runs
 * with the content managers after them (playwright.config.ts) and deletes what it adds.
 */
test.describe.configure({ mode: "serial" });

const RUN = Date.now().toString(36);
const SLIDE = `Maintenance that never sleeps ${RUN}`;
const ENTRY = `Data Engineering ${RUN}`;
const SEEDED_ENTRIES = [
  "Web Development",
  "Mobile Apps",
  "Cloud & IT Services",
  "Search Engine Optimization",
  "Digital Marketing",
  "Brand & UI Design",
];

const slides = resourceSection("hero-slides", "Hero Slides", (page) =>
  expect(card(page, "Simplifying Technology")).toBeVisible(),
);
const entries = resourceSection("what-we-do", "What We Do", (page) =>
  expect(card(page, "Web Development")).toBeVisible(),
);

const card = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });
const entryCards = (page: Page) => page.getByRole("list", { name: "What we do" }).locator(":scope > li");
const hero = (page: Page) => page.getByTestId("hero");
const whatWeDo = (page: Page) => page.locator("section#what-we-do");

/** Deletes what this run added, through the API. */
async function deleteOurs(request: APIRequestContext) {
  for (const api of [slides.api, entries.api]) {
    const res = await request.get(`${api}?pageSize=100&q=${RUN}`);
    expect(res.status()).toBe(200);
    const { items } = (await res.json()) as { items: { id: string }[] };
    for (const row of items) expect((await request.delete(`${api}/${row.id}`)).status()).toBe(204);
  }
}

test.describe("home page sections", () => {
  signInAdminForEachTest();
  cleanUpAfterAllAsAdmin(deleteOurs);

  test("a slide added in the back office is on the home page with its picture and buttons; hidden, it is gone", async ({
    page,
    context,
  }) => {
    await slides.open(page);
    await page.getByRole("button", { name: "Add Slide" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Slide" });
    await dialog.getByRole("button", { name: "Add Slide" }).click();
    await expect(dialog.getByText("Headline is required")).toBeVisible();

    await dialog.getByLabel("Headline", { exact: true }).fill(SLIDE);
    await dialog.getByLabel("Subtitle", { exact: true }).fill("Support around the clock");
    await dialog.getByLabel("Text", { exact: true }).fill("We watch your systems so you can sleep.");
    await dialog.getByLabel("Picture", { exact: true }).fill("/icon.svg");
    await dialog.getByLabel("Picture's alt text", { exact: true }).fill("The Atrium mark");
    // A button's text without its link is refused at the link.
    await dialog.getByLabel("First button text", { exact: true }).fill("Meet the team");
    await dialog.getByRole("button", { name: "Add Slide" }).click();
    await expect(dialog.getByText("Add the button's link, or clear its text")).toBeVisible();
    await dialog.getByLabel("First button link", { exact: true }).fill("/about");
    await dialog.getByLabel("Second button text", { exact: true }).fill("Say hello");
    await dialog.getByLabel("Second button link", { exact: true }).fill("/contact");
    await expect(dialog.getByLabel("Active", { exact: true })).toBeChecked();
    await dialog.getByRole("button", { name: "Add Slide" }).click();
    await expect(toast(page, "Slide added")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const added = card(page, SLIDE);
    await expect(added).toContainText("Support around the clock");
    await expect(added.locator("img")).toHaveAttribute("src", "/icon.svg");

    // The home page: the new slide is the fourth, with its picture, text and both buttons.
    const visitor = await context.newPage();
    // Hydrated first: a slide button clicked before React has attached its handler does nothing.
    await gotoInteractive(visitor, "/");
    await visitor.getByRole("button", { name: `Show slide 4 of 4: ${SLIDE}` }).click();
    await expect(visitor.getByRole("heading", { level: 2, name: SLIDE })).toBeVisible();
    await expect(hero(visitor).getByText("We watch your systems so you can sleep.")).toBeVisible();
    await expect(hero(visitor).getByRole("img", { name: "The Atrium mark" })).toBeVisible();
    await expect(hero(visitor).getByRole("link", { name: "Meet the team" })).toHaveAttribute(
      "href",
      "/about",
    );
    await expect(hero(visitor).getByRole("link", { name: "Say hello" })).toHaveAttribute("href", "/contact");

    // Hidden in the back office, the slide leaves the home page.
    await added.getByRole("button", { name: `Deactivate ${SLIDE}` }).click();
    await expect(toast(page, "Slide hidden")).toBeVisible();
    await expect(added).toContainText("Hidden");
    await visitor.reload();
    await expect(visitor.getByRole("button", { name: /Show slide \d of 3/ })).toHaveCount(3);
    await expect(visitor.getByText(SLIDE)).toHaveCount(0);

    await deleteCardAfterConfirming(page, added, SLIDE, {
      dialog: "Delete slide",
      done: toast(page, "Slide deleted"),
    });
  });

  test("a What We Do entry added, moved and hidden in the back office follows on the home page", async ({
    page,
    context,
  }) => {
    await entries.open(page);
    await page.getByRole("button", { name: "Add Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Entry" });
    await dialog.getByLabel("Title", { exact: true }).fill(ENTRY);
    await dialog.getByLabel("Description", { exact: true }).fill("Pipelines and dashboards you can trust.");
    await dialog.getByLabel("Icon", { exact: true }).selectOption("Database");
    await dialog.getByRole("button", { name: "Add Entry" }).click();
    await expect(toast(page, "Entry added")).toBeVisible();
    await reorder.expectOrder(entryCards(page), [...SEEDED_ENTRIES, ENTRY]);

    // Moved one place up by keyboard: saved, and the home page follows.
    await reorder.moveUpByKeyboard(page, card(page, ENTRY), ENTRY, 7, 7);
    await expect(toast(page, "Entries reordered")).toBeVisible();
    const moved = [...SEEDED_ENTRIES.slice(0, 5), ENTRY, SEEDED_ENTRIES[5]!];
    await reorder.expectOrder(entryCards(page), moved);

    const visitor = await context.newPage();
    await visitor.goto("/");
    await expect(whatWeDo(visitor).getByRole("heading", { level: 3 })).toHaveText(moved);
    await expect(whatWeDo(visitor)).toContainText("Pipelines and dashboards you can trust.");

    await card(page, ENTRY)
      .getByRole("button", { name: `Deactivate ${ENTRY}` })
      .click();
    await expect(toast(page, "Entry hidden")).toBeVisible();
    await visitor.reload();
    await expect(whatWeDo(visitor).getByRole("heading", { level: 3 })).toHaveText(SEEDED_ENTRIES);

    await deleteCardAfterConfirming(page, card(page, ENTRY), ENTRY, {
      dialog: "Delete entry",
      done: toast(page, "Entry deleted"),
    });
    await reorder.expectOrder(entryCards(page), SEEDED_ENTRIES);
  });

  test("both sections pass axe and fit 375 px, light and dark", async ({ page }) => {
    for (const [section, add] of [
      [slides, "Add Slide"],
      [entries, "Add Entry"],
    ] as const) {
      await section.open(page);
      await expectAccessible(page);
      await page.getByRole("button", { name: add }).click();
      await expect(page.getByRole("dialog", { name: add })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expectDarkPhoneFitsAndPassesAxe(page, () => section.open(page));
    }
  });
});
