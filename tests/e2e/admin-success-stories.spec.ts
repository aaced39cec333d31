import type { APIRequestContext, Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  deleteCardAfterConfirming,
  reorder,
  resourceSection,
  signInAdminForEachTest,
} from "@tests/support/e2e-admin";
import { expectAccessible, expectDarkPhoneFitsAndPassesAxe } from "@tests/support/e2e-axe";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The back office's Success Stories panel (spec 2 §2–§5, §8) and the public pages it feeds:
 * /case-studies (active stories) and /contact-enhanced (active, featured ones). Other tests expect
 * a fresh install without stories, so this file runs in its own project after them
 * (playwright.config.ts) and deletes every story it made.
 */
test.describe.configure({ mode: "serial" });

const RUN = Date.now().toString(36);
const TITLE = `Harbour Freight Portal ${RUN}`;
const EDITED = `Harbour Freight Customer Portal ${RUN}`;
const SECOND = `Orchard Co-op App ${RUN}`;
const THIRD = `Riverside Clinic Booking ${RUN}`;

const cards = (page: Page) => page.getByRole("list", { name: "Success stories" }).locator(":scope > li");
const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });
const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`);

const section = resourceSection("success-stories", "Success Stories", (page) =>
  expect(stat(page, "Total Stories")).toHaveText(/^\d+$/),
);

/** The story titles of /case-studies, in order (a fresh server render). */
async function caseStudyTitles(page: Page): Promise<string[]> {
  await page.goto("/case-studies");
  await expect(page.getByRole("heading", { level: 1, name: "Client success stories" })).toBeVisible();
  return page.locator("article h3").allTextContents();
}

/** Moves a story one place up by keyboard (position of `of`). */
const moveUp = (page: Page, title: string, position: number, of: number) =>
  reorder.moveUpByKeyboard(page, card(page, title), title, position, of);

/** Deletes every story whose title carries this run's marker. */
async function deleteOurStories(request: APIRequestContext) {
  const res = await request.get(`${section.api}?pageSize=100&q=${RUN}`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  for (const story of items) expect((await request.delete(`${section.api}/${story.id}`)).status()).toBe(204);
}

test.describe("success stories manager", () => {
  signInAdminForEachTest();
  cleanUpAfterAllAsAdmin(deleteOurStories);

  test("adds a story through the tabbed dialog; it shows on /case-studies", async ({
    page,
    context,
    errorWatch,
  }) => {
    // The image field previews what is typed, the invalid address included.
    errorWatch.allow(/ERR_UNKNOWN_URL_SCHEME/, "/face.png");
    await section.open(page);
    const before = Number(await stat(page, "Total Stories").textContent());
    if (before === 0) await expect(page.getByText("No success stories yet")).toBeVisible();

    await page.getByRole("button", { name: "Add Success Story" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add Success Story" });
    const tabs = dialog.getByRole("tablist", { name: "Story sections" });
    await expect(tabs.getByRole("tab")).toHaveText(["Basic Info", "Details", "Media & Tech"]);
    const save = dialog.getByRole("button", { name: "Save Story" });
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Title").fill(TITLE);
    await dialog.getByLabel("Client name").fill("Mara Quinn");
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Client role").fill("Operations Director");
    await dialog.getByLabel("Client company").fill("Harbour Freight");
    await dialog.getByLabel("Category").selectOption("web-development");
    await dialog
      .getByLabel("Story *", { exact: true })
      .fill("Shippers tracked containers by phone.\n\nNow they use a portal.");
    await expect(save).toBeEnabled();

    // Keyboard between tabs: the arrow keys move and show the next tab.
    await tabs.getByRole("tab", { name: "Basic Info" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await dialog.getByLabel("Results achieved").fill("Phone enquiries down 60%");
    await dialog.getByLabel("Project duration").fill("4 months");

    await tabs.getByRole("tab", { name: "Media & Tech" }).click();
    await dialog.getByLabel("Technologies used").fill(" React, , Node.js ,PostgreSQL, ");
    await dialog.getByRole("textbox", { name: "Client image" }).fill("ftp://example.com/face.png");

    // An invalid address: the dialog stays, on the tab of the problem, with everything typed.
    await tabs.getByRole("tab", { name: "Basic Info" }).click();
    await save.click();
    await expect(tabs.getByRole("tab", { name: /Media & Tech/ })).toHaveAttribute("aria-selected", "true");
    await expect(dialog.getByText("Use a web address starting with https:// or /")).toBeVisible();
    await dialog.getByRole("textbox", { name: "Client image" }).fill("");
    await save.click();

    await expect(toast(page, "Success story added")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const added = card(page, TITLE);
    await expect(added).toContainText("Mara Quinn, Operations Director, Harbour Freight");
    await expect(added).toContainText("Web Development");
    await expect(added.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
      "React",
      "Node.js",
      "PostgreSQL",
    ]);
    await expect(stat(page, "Total Stories")).toHaveText(String(before + 1));

    const visitor = await context.newPage();
    expect(await caseStudyTitles(visitor)).toContain(TITLE);
    const article = visitor.getByRole("article", { name: TITLE });
    await expect(article).toContainText("Phone enquiries down 60%");
    await expect(article).toContainText("Duration: 4 months");
    await expect(article.getByRole("list", { name: "Technologies" })).toContainText("Node.js");
  });

  test("edits a story; the public page shows the change", async ({ page, context }) => {
    await section.open(page);
    await card(page, TITLE)
      .getByRole("button", { name: `Edit ${TITLE}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Edit Success Story" });
    await expect(dialog.getByLabel("Title")).toHaveValue(TITLE);
    await dialog.getByLabel("Title").fill("");
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await dialog.getByLabel("Title").fill(EDITED);
    await dialog.getByRole("tab", { name: "Media & Tech" }).click();
    await expect(dialog.getByLabel("Technologies used")).toHaveValue("React, Node.js, PostgreSQL");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Success story updated")).toBeVisible();
    await expect(card(page, EDITED)).toBeVisible();

    const visitor = await context.newPage();
    const titles = await caseStudyTitles(visitor);
    expect(titles).toContain(EDITED);
    expect(titles).not.toContain(TITLE);
  });

  test("features, disables and enables a story; the public pages follow", async ({ page, context }) => {
    await section.open(page);
    const story = card(page, EDITED);
    const featuredBefore = Number(await stat(page, "Featured").textContent());
    await story.getByRole("button", { name: `Feature ${EDITED}` }).click();
    await expect(toast(page, "Added to featured")).toBeVisible();
    await expect(story).toContainText("Featured");
    await expect(stat(page, "Featured")).toHaveText(String(featuredBefore + 1));

    const visitor = await context.newPage();
    await visitor.goto("/contact-enhanced");
    await expect(visitor.getByRole("heading", { name: "Clients who reached out" })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 3, name: EDITED })).toBeVisible();

    await story.getByRole("button", { name: `Disable ${EDITED}` }).click();
    await expect(toast(page, "Story disabled")).toBeVisible();
    await expect(story).toContainText("Inactive");
    // Inactive stories never show, featured or not.
    expect(await caseStudyTitles(visitor)).not.toContain(EDITED);
    await visitor.goto("/contact-enhanced");
    await expect(visitor.getByRole("heading", { level: 1, name: "Contact Us Today" })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 3, name: EDITED })).toHaveCount(0);

    // The dimmed card keeps readable contrast.
    await expectAccessible(page);

    await story.getByRole("button", { name: `Enable ${EDITED}` }).click();
    await expect(toast(page, "Story enabled")).toBeVisible();
    await expect(story).not.toContainText("Inactive");
    await story.getByRole("button", { name: `Unfeature ${EDITED}` }).click();
    await expect(toast(page, "Removed from featured")).toBeVisible();
    await expect(story).not.toContainText("Featured");
    expect(await caseStudyTitles(visitor)).toContain(EDITED);
  });

  test("a failed toggle or reorder puts the previous state back", async ({ page, errorWatch }) => {
    // Two more stories, added through the API, so there is something to reorder.
    for (const title of [SECOND, THIRD]) {
      await section.create(page.request, {
        title,
        client_name: "Sam Lee",
        story_content: `How ${title} went.`,
        category: "mobile-app",
      });
    }
    errorWatch.allow(/status of 500/, /\/api\/v1\/admin\/success-stories\//);
    await page.route(`**${section.api}/*`, (route) =>
      route.request().method() === "GET"
        ? route.fallback()
        : route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } }),
    );
    await section.open(page);
    // evaluateAll does not wait: the list is there once the last story added shows.
    await expect(card(page, THIRD)).toBeVisible();
    const all = (await cards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute("aria-label")),
    )) as string[];
    expect(all.slice(-3)).toEqual([EDITED, SECOND, THIRD]);

    const story = card(page, SECOND);
    await story.getByRole("button", { name: `Disable ${SECOND}` }).click();
    await expect(
      toast(page, "Error updating story").filter({ hasText: "Failed to update story status." }),
    ).toBeVisible();
    await expect(story).not.toContainText("Inactive");
    await expect(story.getByRole("button", { name: `Disable ${SECOND}` })).toBeVisible();

    await story.getByRole("button", { name: `Feature ${SECOND}` }).click();
    await expect(
      toast(page, "Error updating story").filter({ hasText: "Failed to update featured status." }),
    ).toBeVisible();
    await expect(story.getByRole("button", { name: `Feature ${SECOND}` })).toBeVisible();

    await moveUp(page, SECOND, all.length - 1, all.length);
    await expect(toast(page, "Error").filter({ hasText: "Failed to reorder stories." })).toBeVisible();
    await reorder.expectOrder(cards(page), all);
  });

  test("reorders by keyboard and by mouse; the order persists and /case-studies follows", async ({
    page,
    context,
  }) => {
    await section.open(page);
    await expect(page.getByText("Drag and drop to reorder stories")).toBeVisible();
    const all = (await cards(page).evaluateAll((els) =>
      els.map((e) => e.getAttribute("aria-label")),
    )) as string[];
    const n = all.length;
    expect(all.slice(-3)).toEqual([EDITED, SECOND, THIRD]);

    await moveUp(page, THIRD, n, n);
    await expect(toast(page, "Stories reordered")).toContainText(
      "Success stories have been reordered successfully.",
    );
    const afterKeyboard = [...all.slice(0, -3), EDITED, THIRD, SECOND];
    await reorder.expectOrder(cards(page), afterKeyboard);

    await page.reload();
    await reorder.expectOrder(cards(page), afterKeyboard);
    const visitor = await context.newPage();
    expect((await caseStudyTitles(visitor)).slice(-3)).toEqual([EDITED, THIRD, SECOND]);

    // Mouse: drag the second story by its handle onto the first of ours.
    await reorder.dragOnto(
      page,
      card(page, SECOND).getByRole("button", { name: `Reorder ${SECOND}` }),
      card(page, EDITED),
    );
    await expect(toast(page, "Stories reordered").nth(0)).toBeVisible();
    const afterMouse = [...all.slice(0, -3), SECOND, EDITED, THIRD];
    await reorder.expectOrder(cards(page), afterMouse);
    await page.reload();
    await reorder.expectOrder(cards(page), afterMouse);
  });

  test("deletes a story after the spec's question; it is gone from /case-studies", async ({
    page,
    context,
  }) => {
    await section.open(page);
    const total = Number(await stat(page, "Total Stories").textContent());
    await deleteCardAfterConfirming(page, card(page, EDITED), EDITED, {
      dialog: "Delete success story",
      done: toast(page, "Success story deleted"),
    });
    await expect(stat(page, "Total Stories")).toHaveText(String(total - 1));

    const visitor = await context.newPage();
    const titles = await caseStudyTitles(visitor);
    expect(titles).not.toContain(EDITED);
    expect(titles).toContain(SECOND);
  });

  test("a failed load says so and offers to try again", async ({ page, errorWatch }) => {
    await section.expectFailedLoadRecovers(page, errorWatch, {
      open: async () => {
        await page.goto(section.path);
        await expect(toast(page, "Error loading stories")).toContainText("Failed to load success stories.");
      },
      failed: page
        .getByRole("main")
        .getByRole("alert")
        .filter({ hasText: "Failed to load success stories." }),
      loaded: card(page, SECOND),
    });
  });

  test("the section passes axe, light and dark, and fits 375 px", async ({ page }) => {
    await section.open(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Add Success Story" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Success Story" });
    await expectAccessible(page);
    await dialog.getByRole("tab", { name: "Media & Tech" }).click();
    await expectAccessible(page);
    await page.keyboard.press("Escape");

    await expectDarkPhoneFitsAndPassesAxe(page, async () => {
      await section.open(page);
      await expect(card(page, SECOND)).toBeVisible();
    });
  });
});
