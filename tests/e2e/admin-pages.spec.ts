import type { Page as StandingPageRow } from "@common/schemas/pages";
import type { APIRequestContext, Page } from "@playwright/test";
import { resourceSection, signInAdminForEachTest } from "@tests/support/e2e-admin";
import { expect, test, toast } from "@tests/support/e2e-fixtures";

/**
 * The Pages manager (issue 16): the standing pages render from the database, so an edit in the
 * manager shows on the public page, and a draft is a 404 for visitors.
 */
const section = resourceSection("pages", "Pages", (page) =>
  expect(page.getByRole("listitem", { name: "Privacy Policy" })).toBeVisible(),
);

const origin = () => ({ origin: new URL(test.info().project.use.baseURL!).origin });

async function pageRow(request: APIRequestContext, slug: string) {
  const res = await request.get(`${section.api}?pageSize=100`);
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: StandingPageRow[] };
  const row = items.find((p) => p.slug === slug);
  if (!row) throw new Error(`no ${slug} page`);
  return row;
}

async function restore(request: APIRequestContext, row: StandingPageRow) {
  const res = await request.patch(`${section.api}/${row.id}`, {
    headers: origin(),
    data: { title: row.title, body: row.body, status: row.status },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const editDialog = async (page: Page, title: string) => {
  await page
    .getByRole("listitem", { name: title })
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Edit Page" });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe("pages manager", () => {
  signInAdminForEachTest();

  test("edit the privacy page's Markdown and see it on /privacy", async ({ page, browser }) => {
    const before = await pageRow(page.request, "privacy");
    const tag = Date.now().toString(36);
    try {
      await section.open(page);
      const card = page.getByRole("listitem", { name: "Privacy Policy" });
      await expect(card).toContainText("/privacy");
      await expect(card).toContainText("Published");
      await expect(card.getByRole("link", { name: "View Privacy Policy on the website" })).toHaveAttribute(
        "href",
        "/privacy",
      );

      const dialog = await editDialog(page, "Privacy Policy");
      const body = dialog.getByLabel("Body (Markdown)");
      await expect(body).toHaveValue(/# 1\. Who we are/);
      await body.fill(
        `We keep **very little** about you at {site} (${tag}).\n\n# What we keep ${tag}\n\n- Your name`,
      );
      await dialog.getByRole("tab", { name: "Preview" }).click();
      const preview = dialog.getByTestId("markdown-preview");
      await expect(preview.getByRole("heading", { name: `What we keep ${tag}` })).toBeVisible();
      await expect(preview).toContainText("at Atrium Technologies");
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Page saved")).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto("/privacy");
      await expect(visitor.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
      await expect(visitor.getByRole("heading", { level: 2, name: `What we keep ${tag}` })).toBeVisible();
      await expect(visitor.locator("main strong", { hasText: "very little" })).toBeVisible();
      await expect(visitor.getByRole("navigation", { name: "Contents" })).toContainText(
        `What we keep ${tag}`,
      );
      await visitor.context().close();
    } finally {
      await restore(page.request, before);
    }
  });

  test("a page set to draft is a 404 for visitors and a preview for staff", async ({ page, browser }) => {
    const before = await pageRow(page.request, "terms");
    try {
      await section.open(page);
      const dialog = await editDialog(page, "Terms of Service");
      await dialog.getByLabel("Status").selectOption("draft");
      await expect(dialog.getByText(/A draft is hidden from visitors/)).toBeVisible();
      await dialog.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Page saved")).toBeVisible();
      await expect(page.getByRole("listitem", { name: "Terms of Service" })).toContainText("Draft");

      const visitor = await (await browser.newContext()).newPage();
      const response = await visitor.goto("/terms");
      expect(response?.status()).toBe(404);
      await visitor.context().close();

      const staff = await page.goto("/terms");
      expect(staff?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
    } finally {
      await restore(page.request, before);
    }
  });

  test("the FAQ's questions are edited in order, and the About entry has its own and leads to About Content", async ({
    page,
  }) => {
    await section.open(page);
    const faq = await editDialog(page, "Frequently asked questions");
    await expect(faq.getByLabel("Question 1", { exact: true })).toHaveValue(/organisations/);
    await faq.getByRole("button", { name: "Move question 1 down" }).click();
    await expect(faq.getByLabel("Question 2", { exact: true })).toHaveValue(/organisations/);
    await faq.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Discard changes" }).click();
    await expect(faq).toHaveCount(0);

    const about = await editDialog(page, "About {site}");
    // /about's own FAQ is the about page's questions.
    await expect(about.getByLabel("Question 1", { exact: true })).toHaveValue(/get started/);
    await about.getByRole("link", { name: "Open About Content" }).click();
    await expect(page).toHaveURL(/\/dashboard\/about-content$/);
    await expect(page.getByRole("listitem", { name: "Our story", exact: true })).toBeVisible();
  });
});
