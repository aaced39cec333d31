import type { Service } from "@common/schemas/services";
import { SERVICE_ACCENTS } from "@common/service-accents";
import { SLUG_MESSAGES } from "@common/slug";
import type { Page } from "@playwright/test";
import {
  cleanUpAfterAllAsAdmin,
  createThroughApi,
  deleteAfterConfirming,
  realtimeReady,
  resourceSection,
  signInAdminForEachTest,
} from "@tests/support/e2e-admin";
import { expectAccessible, expectPhoneLightAndDark, expectWithin } from "@tests/support/e2e-axe";
import { expect, PHONE, test, toast, unique } from "@tests/support/e2e-fixtures";

/**
 * The back office's Services manager (spec 2 §2, §5, §6, §8): a service created in the dashboard
 * has its page at /services/{slug}, is edited, then deleted (its page is then a 404); the slug
 * generator, the duplicate slug, the session check, accessibility and a phone screen.
 */

const section = resourceSection("services", "Services", realtimeReady);

signInAdminForEachTest();

const cards = (page: Page) => page.getByRole("list", { name: "Service list" }).getByTestId("service-card");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a service is created, shown at /services/{slug}, edited and deleted", async ({
  page,
  newContext,
  errorWatch,
}) => {
  const id = unique();
  const title = `Data Rescue ${id}`;
  const slug = `data-rescue-${id}`;
  errorWatch.allow(/status of 409/, section.api);
  errorWatch.allow(/status of 404/, `/services/${slug}`); // the deleted service's page, on purpose

  await section.open(page);
  await page.getByRole("button", { name: "Add Service" }).click();
  const add = page.getByRole("dialog", { name: "Add New Service" });
  await expect(add).toBeVisible();

  // Generate needs a title first.
  await add.getByRole("button", { name: "Generate slug from title" }).click();
  await expect(toast(page, SLUG_MESSAGES.titleFirst)).toBeVisible();

  // Required fields and the slug pattern.
  await add.getByLabel("Slug", { exact: true }).fill("Not A Slug");
  await add.getByRole("button", { name: "Add Service" }).click();
  await expect(add.getByText("Service title is required")).toBeVisible();
  await expect(add.getByText("Service description is required")).toBeVisible();
  await expect(add.getByText(SLUG_MESSAGES.invalid)).toBeVisible();

  // A taken slug: 409 on the field and as a toast; what was typed stays.
  await add.getByLabel("Title *").fill("Web Development");
  await add.getByLabel("Description *").fill("Recovering data from failed drives and broken backups.");
  await add.getByLabel("Slug", { exact: true }).fill("web-development");
  await add.getByRole("button", { name: "Add Service" }).click();
  await expect(add.getByText(SLUG_MESSAGES.duplicate)).toBeVisible();
  await expect(toast(page, SLUG_MESSAGES.duplicate)).toBeVisible();
  // Generate gives the first free numbered slug.
  await add.getByRole("button", { name: "Generate slug from title" }).click();
  await expect(add.getByLabel("Slug", { exact: true })).toHaveValue("web-development-1");
  await expect(add.getByText(SLUG_MESSAGES.duplicate)).toHaveCount(0);

  await add.getByLabel("Title *").fill(title);
  await add.getByRole("button", { name: "Generate slug from title" }).click();
  await expect(add.getByLabel("Slug", { exact: true })).toHaveValue(slug);
  await expect(add.getByText(`Page: /services/${slug}`)).toBeVisible();
  await add.getByLabel("Icon").selectOption("Wrench");
  // A named accent, not class names; the preview shows it.
  const accent = add.getByLabel("Accent");
  expect(await accent.locator("option").allTextContents()).toEqual([
    "None",
    ...SERVICE_ACCENTS.map((a) => a.label),
  ]);
  await accent.selectOption({ label: "Orange" });
  await expect(add.getByTestId("accent-preview")).toHaveClass(/from-orange-500/);
  await add.getByRole("button", { name: "Add Service" }).click();
  await expect(toast(page, "Service added")).toBeVisible();
  await expect(add).toBeHidden();
  await expect(card(page, title)).toContainText(`/services/${slug}`);

  // Its public page, and the /services list.
  const visitor = await (await newContext()).newPage();
  expect((await visitor.goto(`/services/${slug}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await visitor.goto("/services");
  await expect(visitor.getByRole("main").getByText(title)).toBeVisible();
  // The public card's icon tile wears the accent, and its gradient is really generated.
  const tile = visitor
    .getByRole("article")
    .filter({ hasText: title })
    .locator("span[aria-hidden='true']")
    .first();
  await expect(tile).toHaveClass(/from-orange-500 to-amber-600/);
  expect(await tile.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("gradient");

  // Search, then edit.
  await page.getByLabel("Search services").fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  await expect(cards(page)).toHaveCount(1);
  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await expect(edit.getByLabel("Icon")).toHaveValue("Wrench");
  await expect(edit.getByLabel("Accent")).toHaveValue("orange");
  await edit.getByLabel("Accent").selectOption({ label: "Slate" });
  await edit.getByLabel("Title *").fill(`${title} Plus`);
  await edit.getByLabel("Featured service (shown on the home page)").check();
  await edit.getByRole("button", { name: "Update Service" }).click();
  await expect(toast(page, "Service updated")).toBeVisible();
  await expect(card(page, `${title} Plus`)).toContainText("Featured");
  await expect(card(page, `${title} Plus`).locator("div[class*='from-']").first()).toHaveClass(
    /from-slate-500/,
  );

  await visitor.goto(`/services/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: `${title} Plus` })).toBeVisible();

  // Delete after confirming: the page is gone.
  await deleteAfterConfirming(page, {
    button: card(page, `${title} Plus`).getByRole("button", { name: `Delete ${title} Plus` }),
    dialog: "Delete service",
    question: `Are you sure you want to delete "${title} Plus"?`,
    done: toast(page, "Service deleted"),
    gone: cards(page),
  });
  await expect(page.getByText("No services match your search.")).toBeVisible();
  expect((await visitor.goto(`/services/${slug}`))?.status()).toBe(404);
});

test('a colour stored before the named accents loads as "Custom (kept)" and is left as it was', async ({
  page,
}) => {
  // Such rows cannot be made through the API any more; the list answer is given one.
  await page.route(
    (url) => url.pathname === section.api,
    async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { items: { slug: string; color: string; gradient: string }[] };
      for (const item of body.items) {
        if (item.slug === "school-management") Object.assign(item, { color: "text-teal-700", gradient: "x" });
      }
      await route.fulfill({ response: res, json: body });
    },
  );
  await section.open(page, "?q=school-management");
  await card(page, "School Management").getByRole("button", { name: "Edit School Management" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  const accent = edit.getByLabel("Accent");
  await expect(accent).toHaveValue("custom");
  await expect(accent.locator("option:checked")).toHaveText("Custom (kept)");
  // Saved unchanged otherwise: the pair is not sent, so the server keeps what it has.
  const saved = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes(`${section.api}/`));
  await edit.getByRole("button", { name: "Update Service" }).click();
  const patch = (await saved).postDataJSON() as Record<string, unknown>;
  expect(patch).not.toHaveProperty("color");
  expect(patch).not.toHaveProperty("gradient");
  await expect(toast(page, "Service updated")).toBeVisible();
});

test("adding a service with the session gone asks to log in", async ({ page, context }) => {
  await section.open(page);
  await page.getByRole("button", { name: "Add Service" }).click();
  const add = page.getByRole("dialog", { name: "Add New Service" });
  await add.getByLabel("Title *").fill(`Orphan ${unique()}`);
  await add.getByLabel("Description *").fill("Never saved.");
  await context.clearCookies();
  await add.getByRole("button", { name: "Add Service" }).click();
  await expect(toast(page, "Authentication required to add services. Please log in.")).toBeVisible();
  await expect(add.getByLabel("Description *")).toHaveValue("Never saved.");
});

test("the section lists the seeded services, passes axe and fits 375 px, light and dark", async ({
  newContext,
}) => {
  const phone = await newContext({ ...PHONE, bypassCSP: true });
  const page = await phone.newPage();
  await section.open(page, "?q=school");
  await expect(card(page, "School Management")).toContainText("/services/school-management");
  await expectPhoneLightAndDark(page, () => expect(cards(page).first()).toBeVisible());

  await card(page, "School Management").getByRole("button", { name: "Edit School Management" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  await expect(edit.getByLabel("Slug", { exact: true })).toHaveValue("school-management");
  await expectAccessible(page);
  await expectWithin(edit, 375);
  // The page's lists fit too.
  await edit.getByRole("tab", { name: "Page" }).click();
  await expect(edit.getByLabel("Item 1 title")).toBeVisible();
  await expectWithin(edit, 375);
});

// Services are one thing (issue 16): a service renamed in the back office shows under its new
// name in the header's Services menu and in the footer; its page is edited in the same dialog;
// hidden, it leaves the menu and its page answers 404 to visitors.

const siteId = unique();
const siteSlug = `site-audit-${siteId}`;
const created: string[] = [];

cleanUpAfterAllAsAdmin(async (request) => {
  for (const serviceId of created) await request.delete(`${section.api}/${serviceId}`);
});

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
  errorWatch.allow(/status of 404/, `/services/${siteSlug}`); // the hidden service's page, on purpose
  const title = `Site Audit ${siteId}`;
  created.push(
    await createThroughApi(page.request, section.api, {
      title,
      slug: siteSlug,
      description: "A check-up of your website's speed, accessibility and search basics.",
    }),
  );

  const visitor = await (await newContext()).newPage();
  await visitor.goto("/");
  await expect((await servicesMenu(visitor)).getByRole("link", { name: title, exact: true })).toHaveAttribute(
    "href",
    `/services/${siteSlug}`,
  );

  // Renamed, with its page filled in, in the back office.
  await section.open(page, `?q=${siteId}`);
  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Service" });
  const renamed = `Website Health Check ${siteId}`;
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
    `/services/${siteSlug}`,
  );
  await expect(menu.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  const footer = visitor.locator("footer");
  await expect(footer.getByRole("link", { name: renamed, exact: true })).toHaveAttribute(
    "href",
    `/services/${siteSlug}`,
  );
  await expect(footer.getByRole("link", { name: title, exact: true })).toHaveCount(0);

  // Its page, from the row.
  await menu.getByRole("link", { name: renamed, exact: true }).click();
  await expect(visitor).toHaveURL(`/services/${siteSlug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(visitor.getByText("Know what slows your site down.")).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 3, name: "Speed report" })).toBeVisible();
  await expect(visitor).toHaveTitle(/^Website health check \| /);

  // Hidden: out of the menu and the footer, its page a 404 for the visitor, a preview for staff.
  // The rename's toast goes first, so the one checked below is the second save's.
  await expect(toast(page, "Service updated")).toHaveCount(0);
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
  expect((await visitor.goto(`/services/${siteSlug}`))?.status()).toBe(404);
  const preview = await page.context().newPage();
  expect((await preview.goto(`/services/${siteSlug}`))?.status()).toBe(200);
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
  await expectAccessible(page);
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
