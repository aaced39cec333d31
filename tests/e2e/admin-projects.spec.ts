import { SLUG_MESSAGES } from "@common/slug";
import type { Page } from "@playwright/test";
import {
  deleteCardAfterConfirming,
  realtimeReady,
  resourceSection,
  signInAdminForEachTest,
} from "@tests/support/e2e-admin";
import { expectAccessible, expectPhoneLightAndDark, expectWithin } from "@tests/support/e2e-axe";
import { expect, PHONE, test, toast, unique } from "@tests/support/e2e-fixtures";

/**
 * The back office's Portfolio manager (spec 2 §2–§5, §8): a project created as published shows on
 * /our-work and its own page, disappears when set to draft, and is deleted; filters, validation,
 * accessibility and a phone screen.
 */

const section = resourceSection("projects", "Portfolio", realtimeReady);

signInAdminForEachTest();

const cards = (page: Page) => page.getByRole("list", { name: "Project list" }).getByTestId("project-card");
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title }) });
const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

test("a published project shows on Our Work; set to draft it is gone; then deleted", async ({
  page,
  newContext,
  errorWatch,
}) => {
  const id = unique();
  const title = `Harbour Ferry Tickets ${id}`;
  const slug = `harbour-ferry-tickets-${id}`;
  errorWatch.allow(/status of 409/, section.api);
  errorWatch.allow(/status of 404/, `/our-work/${slug}`); // the draft's page, on purpose

  await section.open(page);
  await page.getByRole("button", { name: "Add Project" }).click();
  const add = dialog(page, "Add New Project");
  await expect(add).toBeVisible();

  // Required fields first: the spec's messages, nothing saved.
  await add.getByRole("button", { name: "Add Project" }).click();
  await expect(add.getByText("Project title is required")).toBeVisible();
  await expect(add.getByText("Project slug is required")).toBeVisible();

  // The slug follows the title until edited by hand.
  await add.getByLabel("Title *").fill(title);
  await expect(add.getByLabel("Slug *")).toHaveValue(slug);
  await add.getByLabel("Category *").selectOption("Mobile App");
  await expect(add.getByLabel("Status")).toHaveValue("published");
  await expect(add.getByLabel("Year")).toHaveValue(String(Math.min(2030, new Date().getFullYear())));
  await add.getByLabel("Description *").fill("Tickets and live departures for a harbour ferry line.");
  await add.getByLabel("Client name").fill("Harbour Lines");
  await add.getByLabel("Team size").fill("0");
  await add.getByLabel("Year").fill("1999");

  // Technologies by Enter and by the Add button; a repeat is ignored.
  const tech = add.getByRole("textbox", { name: "Technologies" });
  for (const name of ["React Native", "Node.js", "PostgreSQL", "Stripe", "React Native"]) {
    await tech.fill(name);
    await tech.press("Enter");
  }
  await expect(add.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveCount(4);
  await add.getByRole("textbox", { name: "Gallery image URLs" }).fill("/icon.svg");
  await add.getByRole("button", { name: "Add to Gallery image URLs" }).click();

  await add.getByRole("button", { name: "Add Project" }).click();
  await expect(add.getByText("Year must be between 2000 and 2030")).toBeVisible();
  await expect(add.getByText("Team size must be at least 1")).toBeVisible();
  await add.getByLabel("Year").fill("2024");
  await add.getByLabel("Team size").fill("3");

  // A slug in use: 409, shown on the field; what was typed stays.
  await add.getByLabel("Slug *").fill("harvest-ledger-farm-management-platform");
  await add.getByRole("button", { name: "Add Project" }).click();
  await expect(add.getByText(SLUG_MESSAGES.duplicate)).toBeVisible();
  await expect(toast(page, "Error adding")).toBeVisible();
  await expect(add.getByLabel("Title *")).toHaveValue(title);
  // Edited by hand now: the title no longer moves it.
  await add.getByLabel("Slug *").fill(slug);
  await add.getByLabel("Title *").fill(`${title} `);
  await expect(add.getByLabel("Slug *")).toHaveValue(slug);

  await add.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project added")).toBeVisible();
  await expect(add).toBeHidden();

  // The card: category, status, three technologies then "+1 more".
  const created = card(page, title);
  await expect(created).toContainText("Mobile App");
  await expect(created).toContainText("Published");
  await expect(created.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
    "React Native",
    "Node.js",
    "PostgreSQL",
    "+1 more",
  ]);

  // On the public site.
  const visitor = await (await newContext()).newPage();
  await visitor.goto("/our-work");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await visitor.goto("/portfolio");
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  const detail = await visitor.goto(`/our-work/${slug}`);
  expect(detail?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // Filters answer from the server.
  await page.getByLabel("Filter by status").selectOption("draft");
  await expect(page).toHaveURL(/status=draft/);
  await expect(card(page, title)).toHaveCount(0);
  // Two quick changes, without waiting for the first: both must survive.
  await page.getByLabel("Filter by status").selectOption("published");
  await page.getByLabel("Filter by category").selectOption("Mobile App");
  await expect(page).toHaveURL(
    /status=published.*category=Mobile\+App|category=Mobile\+App.*status=published/,
  );
  await page.getByLabel("Search projects").fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  await expect(cards(page)).toHaveCount(1);

  // Edit to draft: gone from the public site.
  await card(page, title)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = dialog(page, "Edit Project");
  await expect(edit.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveCount(4);
  await expect(edit.getByLabel("Team size")).toHaveValue("3");
  await edit.getByLabel("Status").selectOption("draft");
  await edit.getByRole("button", { name: "Update Project" }).click();
  await expect(toast(page, "Project updated")).toBeVisible();
  // Published filter still on: the draft leaves the list.
  await expect(card(page, title)).toHaveCount(0);
  await page.getByLabel("Filter by status").selectOption("draft");
  await expect(card(page, title)).toContainText("Draft");

  await visitor.goto("/our-work");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
  expect((await visitor.goto(`/our-work/${slug}`))?.status()).toBe(404);

  // Delete, after confirming.
  await deleteCardAfterConfirming(page, card(page, title), title, {
    dialog: "Delete project",
    done: toast(page, "Project deleted"),
  });
});

test("shows the seeded projects; a failed load offers a retry", async ({ page, errorWatch }) => {
  await section.open(page, "?q=Brightpath");
  await expect(card(page, "Brightpath Academy School Portal")).toContainText("School Management");

  await section.expectFailedLoadRecovers(page, errorWatch, {
    open: () => page.reload(),
    failed: page.getByRole("alert").filter({ hasText: "Error loading projects" }),
    loaded: card(page, "Brightpath Academy School Portal"),
  });
});

test("the section passes axe and fits 375 px, light and dark", async ({ newContext }) => {
  const phone = await newContext({ ...PHONE, bypassCSP: true });
  const page = await phone.newPage();
  const listed = () => expect(cards(page).first()).toBeVisible();
  await section.open(page);
  await listed();
  await expectPhoneLightAndDark(page, listed);

  await page.getByRole("button", { name: "Add Project" }).click();
  const add = dialog(page, "Add New Project");
  await expect(add).toBeVisible();
  await expectAccessible(page);
  await expectWithin(add, 375);
});

test("the Overview's Add New Project opens the dialog; a project image uploads, previews and shows publicly", async ({
  page,
  newContext,
  errorWatch,
}) => {
  errorWatch.allow(/status of 400/, "/api/v1/admin/images"); // the text file, on purpose
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Add New Project" }).click();
  const add = dialog(page, "Add New Project");
  await expect(add).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects$/); // ?new=1 is dropped once used

  const upload = add.locator('input[type="file"]');
  // Named like a PNG but not one: the server reads the bytes and refuses it.
  await upload.setInputFiles({
    name: "fake.png",
    mimeType: "image/png",
    buffer: Buffer.from("not an image"),
  });
  await expect(toast(page, "Upload failed").filter({ hasText: "Unsupported file format" })).toBeVisible();

  // A real PNG (1×1, red) is stored and its /media/ address fills the field.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
    "base64",
  );
  await upload.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(toast(page, "Upload successful")).toBeVisible();
  const field = add.getByRole("textbox", { name: "Project image" });
  await expect(field).toHaveValue(/^\/media\/projects\/[0-9a-f-]{36}\.png$/);
  const uploaded = await field.inputValue();
  const preview = add.getByRole("img", { name: "Project image preview" });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const id = unique();
  const title = `Orchard Cover ${id}`;
  await add.getByLabel("Title *").fill(title);
  await add.getByLabel("Category *").selectOption("Web Development");
  await add.getByLabel("Description *").fill("A project with an uploaded cover image.");
  await add.getByRole("button", { name: "Add Project" }).click();
  await expect(toast(page, "Project added")).toBeVisible();

  const visitor = await (await newContext()).newPage();
  await visitor.goto(`/our-work/orchard-cover-${id}`);
  const cover = visitor.locator(`img[src="${uploaded}"]`).first();
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  const row = card(page, title);
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("dialog", { name: "Delete project" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Project deleted")).toBeVisible();
});
