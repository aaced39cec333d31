import type { Service } from "@common/schemas/services";
import type { Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  createThroughApi,
  realtimeReady,
  resourceSection,
  signInAdminForEachTest,
} from "@tests/support/e2e-admin";
import { expect, test, toast, unique } from "@tests/support/e2e-fixtures";

/**
 * Services are one thing (issue 16): a service renamed in the back office shows under its new
 * name in the header's Services menu and in the footer; its page is edited in the same dialog;
 * hidden, it leaves the menu and its page answers 404 to visitors.
 */

const section = resourceSection("services", "Services", realtimeReady);

signInAdminForEachTest();

const id = unique();
const slug = `site-audit-${id}`;
const created: string[] = [];

cleanUpAfterAllAsAdmin(async (request) => {
  for (const serviceId of created) await request.delete(`${section.api}/${serviceId}`);
});

const card = (page: Page, title: string) =>
  page
    .getByRole("list", { name: "Service list" })
    .getByTestId("service-card")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The header's Services dropdown, opened. */
async function servicesMenu(page: Page) {
  const nav = page.getByRole("navigation", { name: "Main" });
  const button = nav.getByRole("button", { name: "Services" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  return nav;
}

test("a service renamed in the back office is renamed in the header menu and the footer", async ({
  page,
  newContext,
  errorWatch,
}) => {
  errorWatch.allow(/status of 404/, `/services/${slug}`); // the hidden service's page, on purpose
  const title = `Site Audit ${id}`;
  created.push(
    await createThroughApi(page.request, section.api, {
      title,
      slug,
      description: "A check-up of your website's speed, accessibility and search basics.",
    }),
  );

  const visitor = await (await newContext()).newPage();
  await visitor.goto("/");
  await expect((await servicesMenu(visitor)).getByRole("link", { name: title, exact: true })).toHaveAttribute(
    "href",
    `/services/${slug}`,
  );

  // Renamed, with its page filled in, in the back office.
  await section.open(page, `?q=${id}`);
  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  const renamed = `Website Health Check ${id}`;
  await edit.getByLabel("Title *").fill(renamed);
  await edit.getByRole("tab", { name: "Page" }).click();
  await edit.getByLabel("Headline").fill("Know what slows your site down.");
  await edit.getByRole("button", { name: "Add item" }).click();
  await edit.getByLabel("Item 1 title").fill("Speed report");
  await edit.getByLabel("Item 1 text").fill("Every page timed on a mid-range phone.");
  await edit.getByRole("tab", { name: "SEO" }).click();
  await edit.getByLabel("SEO title").fill("Website health check");
  await expect(edit.getByText("20/60")).toBeVisible();
  await edit.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, "Service updated")).toBeVisible();
  await expect(card(page, renamed)).toBeVisible();

  // The visitor's next page: the new name in the menu and the footer, not the old one.
  await visitor.goto("/");
  const menu = await servicesMenu(visitor);
  await expect(menu.getByRole("link", { name: renamed, exact: true })).toHaveAttribute(
    "href",
    `/services/${slug}`,
  );
  await expect(menu.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  const footer = visitor.locator("footer");
  await expect(footer.getByRole("link", { name: renamed, exact: true })).toHaveAttribute(
    "href",
    `/services/${slug}`,
  );
  await expect(footer.getByRole("link", { name: title, exact: true })).toHaveCount(0);

  // Its page, from the row.
  await menu.getByRole("link", { name: renamed, exact: true }).click();
  await expect(visitor).toHaveURL(`/services/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(visitor.getByText("Know what slows your site down.")).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 3, name: "Speed report" })).toBeVisible();
  await expect(visitor).toHaveTitle(/^Website health check \| /);

  // Hidden: out of the menu and the footer, its page a 404 for the visitor, a preview for staff.
  await card(page, renamed)
    .getByRole("button", { name: `Edit ${renamed}` })
    .click();
  await edit.getByLabel("Hidden").check();
  await edit.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, "Service updated")).toBeVisible();
  await expect(card(page, renamed)).toContainText("Hidden");

  await visitor.goto("/");
  await expect((await servicesMenu(visitor)).getByRole("link", { name: renamed })).toHaveCount(0);
  await expect(visitor.locator("footer").getByRole("link", { name: renamed })).toHaveCount(0);
  expect((await visitor.goto(`/services/${slug}`))?.status()).toBe(404);
  const preview = await page.context().newPage();
  expect((await preview.goto(`/services/${slug}`))?.status()).toBe(200);
  await expect(preview.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
});

test("the dialog shows a seeded service's whole page", async ({ page }) => {
  await section.open(page, "?q=seo");
  await card(page, "SEO").getByRole("button", { name: "Edit SEO" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await edit.getByRole("tab", { name: "Page" }).click();
  await expect(edit.getByLabel("Headline")).toHaveValue(/Get found/);
  await expect(edit.getByLabel("Introduction (Markdown)")).toHaveValue(/crawl quickly/);
  await expect(edit.getByLabel("Item 1 title")).toHaveValue("Technical audit");
  await expect(edit.getByLabel("Step 1 title")).toHaveValue("Audit");
  await expect(edit.getByRole("checkbox", { name: "Web Development" })).not.toBeChecked();
  // Reordering moves the item, with its text.
  await edit.getByRole("button", { name: "Move item 1 down" }).click();
  await expect(edit.getByLabel("Item 2 title")).toHaveValue("Technical audit");
  await edit.getByRole("tab", { name: "SEO" }).click();
  await expect(edit.getByLabel("SEO description")).toHaveValue(/Technical SEO audits/);
  // Not saved: nothing changes.
  await edit.getByRole("button", { name: "Cancel" }).click();
  await page
    .getByRole("dialog", { name: /Discard/ })
    .getByRole("button", { name: /Discard/ })
    .click();
  const res = await page.request.get(`${section.api}?q=seo`);
  const seo = ((await res.json()) as { items: Service[] }).items.find((s) => s.slug === "seo");
  expect(seo?.included[0]?.title).toBe("Technical audit");
});
