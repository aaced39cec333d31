import { CONTACT_INBOX_TEXT as T } from "@common/schemas/contact-messages";
import { HONEYPOT_FIELD, MIN_FILL_MS, STARTED_AT_FIELD } from "@common/spam";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import { expectFailedLoadRecovers } from "@tests/support/e2e-admin";
import { expectAccessible, expectPhoneLightAndDark, expectWithin } from "@tests/support/e2e-axe";
import {
  E2E_ADMIN,
  ensureAdmin,
  expect,
  PHONE,
  signInAdmin,
  test,
  toast,
  unique,
} from "@tests/support/e2e-fixtures";

/**
 * The back office's Contact Messages inbox (spec 3 §2): a visitor's message arrives through the
 * public form and the administrator works through it. Other spec files send contact messages at
 * the same time, so each test finds its own messages by a unique name and compares the figures
 * with the API rather than with fixed numbers.
 */

const INBOX = "/dashboard/messages";
const STATS = "/api/v1/admin/contact-messages/stats";

test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL, E2E_ADMIN);
});

async function openInbox(context: BrowserContext, baseURL: string | undefined, path = INBOX) {
  await signInAdmin(context, baseURL, E2E_ADMIN);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  return page;
}

/** A message sent straight to the public API, as the form would after a person's fill time. */
async function sendMessage(request: APIRequestContext, baseURL: string | undefined, name: string) {
  const res = await request.post("/api/v1/contact-messages", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      fields: { name, email: "live@example.com", message: `Arrived live from ${name}.` },
      [HONEYPOT_FIELD]: "",
      [STARTED_AT_FIELD]: Date.now() - 10_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const row = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

async function rowAction(page: Page, name: string, item: string) {
  await row(page, name)
    .getByRole("button", { name: `Actions for the message from ${name}` })
    .click();
  await page.getByRole("menuitem", { name: item }).click();
}

async function menuItems(page: Page, name: string): Promise<string[]> {
  await row(page, name)
    .getByRole("button", { name: `Actions for the message from ${name}` })
    .click();
  const items = await page.getByRole("menuitem").allTextContents();
  await page.keyboard.press("Escape");
  return items.map((s) => s.trim());
}

/** The stat card agrees with what the API counts at that moment (others may add messages). */
async function expectStatMatchesApi(page: Page, label: string, key: string) {
  await expect(async () => {
    const stats = (await (await page.request.get(STATS)).json()) as Record<string, number>;
    await expect(page.getByTestId(`stat-${label}`)).toHaveText(String(stats[key]), { timeout: 500 });
  }).toPass();
}

async function expectToast(page: Page, title: string, description?: string) {
  const shown: Locator = description
    ? toast(page, title).filter({ hasText: description })
    : toast(page, title);
  await expect(shown.first()).toBeVisible();
}

test("a visitor's message is highlighted as new, read, annotated, replied, prioritised, archived and deleted", async ({
  context,
  newContext,
  baseURL,
}) => {
  const id = unique();
  const name = `Vera Visitor ${id}`;
  const message = `Hello from ${id}.\nWe would like a shop for our bakery, with online orders and deliveries on weekends.`;

  // The visitor sends it through the public form, after a person's fill time.
  const visitor = await (await newContext()).newPage();
  await visitor.goto("/contact");
  const form = visitor.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  const openedAt = Date.now();
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email Address").fill(`vera-${id}@example.com`);
  await form.getByLabel("Company").fill(`Bakery ${id}`);
  await form.getByLabel("Message").fill(message);
  await visitor.waitForTimeout(Math.max(0, MIN_FILL_MS + 300 - (Date.now() - openedAt)));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(visitor, "Message sent")).toBeVisible();

  // The administrator sees it at the top, highlighted as new, and the figures.
  const page = await openInbox(context, baseURL);
  for (const label of ["Total", "New", "Read", "Replied", "Archived", "High Priority", "Urgent"]) {
    await expect(page.getByTestId(`stat-${label}`)).toHaveText(/^\d+$/);
  }
  await expectStatMatchesApi(page, "New", "new");
  expect(Number(await page.getByTestId("stat-New").textContent())).toBeGreaterThanOrEqual(1);

  await page.getByLabel("Search messages").fill(id);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  const mine = row(page, name);
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute("data-status", "new");
  await expect(mine.getByText("New", { exact: true })).toBeVisible();
  await expect(mine.getByText("Normal priority", { exact: true })).toBeVisible();
  await expect(mine.getByText(`Bakery ${id}`)).toBeVisible();
  await expect(mine.getByText(`vera-${id}@example.com`)).toBeVisible();
  const heading = mine.getByRole("heading", { name });
  expect(await heading.evaluate((el) => getComputedStyle(el).fontWeight)).toBe("700");
  expect(await mine.locator("p.line-clamp-2").evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe(
    "2",
  );
  expect(await menuItems(page, name)).toEqual([
    "Send Reply",
    "View Details",
    "Mark as Read",
    "Mark as Replied",
    "Mark Urgent",
    "Mark High Priority",
    "Archive",
    "Delete",
  ]);

  // A click anywhere on the row (here its middle, away from the name) opens the details, which
  // marks it read.
  await mine.click();
  const details = page.getByRole("dialog", { name: T.detailsTitle });
  await expect(details).toBeVisible();
  await expect(details.getByRole("link", { name: `vera-${id}@example.com` })).toHaveAttribute(
    "href",
    `mailto:vera-${id}@example.com`,
  );
  await expect(details.getByText(`Bakery ${id}`)).toBeVisible();
  await expect(details.getByText("We would like a shop for our bakery", { exact: false })).toBeVisible();
  await expect(details.getByTestId("details-badges")).toContainText("Read");

  // Notes are saved and still there after a reload.
  await details.getByLabel("Admin Notes").fill(`Called back ${id}; send a quote.`);
  await details.getByRole("button", { name: "Save Notes" }).click();
  await expectToast(page, T.success.notes);
  await expect(details).toBeHidden();
  await expect(mine).toHaveAttribute("data-status", "read");
  await expectStatMatchesApi(page, "Read", "read");
  await page.reload();
  // By keyboard: the sender's name is the row's button; closing returns focus to it.
  const opener = mine.getByRole("button", { name, exact: true });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(details.getByLabel("Admin Notes")).toHaveValue(`Called back ${id}; send a quote.`);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
  await expect(opener).toBeFocused();
  // The menu's View Details does the same.
  await rowAction(page, name, "View Details");
  await expect(details.getByLabel("Admin Notes")).toHaveValue(`Called back ${id}; send a quote.`);
  await details.getByRole("button", { name: "Cancel" }).click();
  await expect(details).toBeHidden();

  // A read message offers neither "Mark as Read" again nor anything it already is.
  expect(await menuItems(page, name)).not.toContain("Mark as Read");
  await rowAction(page, name, "Mark as Replied");
  await expectToast(page, T.success.replied);
  await expect(mine).toHaveAttribute("data-status", "replied");
  await expect(mine.getByText("Replied", { exact: true })).toBeVisible();
  expect(await menuItems(page, name)).not.toContain("Mark as Replied");

  await rowAction(page, name, "Mark Urgent");
  await expectToast(page, T.success.priority);
  await expect(mine.getByText("Urgent priority", { exact: true })).toBeVisible();

  await rowAction(page, name, "Archive");
  await expectToast(page, T.success.archived);
  await expect(mine).toHaveAttribute("data-status", "archived");
  await expectStatMatchesApi(page, "Archived", "archived");

  // Filters are applied by the server and kept in the URL.
  await page.getByLabel("Filter by status").selectOption("archived");
  await expect(page).toHaveURL(/[?&]status=archived/);
  await expect(mine).toHaveCount(1);
  await page.getByLabel("Filter by priority").selectOption("urgent");
  await expect(page).toHaveURL(/[?&]priority=urgent/);
  await expect(mine).toHaveCount(1);
  await page.getByLabel("Filter by status").selectOption("new");
  await expect(page).toHaveURL(/[?&]status=new/);
  await expect(page.getByText(T.empty)).toBeVisible();
  // One change at a time: each goes through a navigation (see useListParams).
  await page.getByLabel("Filter by status").selectOption("all");
  await expect(page).not.toHaveURL(/status=/);
  await page.getByLabel("Filter by priority").selectOption("all");
  await expect(page).not.toHaveURL(/status=|priority=/);
  await expect(mine).toHaveCount(1);

  // Deleting asks first; Cancel keeps it.
  await rowAction(page, name, "Delete");
  const confirm = page.getByRole("dialog", { name: "Delete Message" });
  await expect(confirm).toContainText(T.deleteConfirm);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(mine).toHaveCount(1);
  await rowAction(page, name, "Delete");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, T.success.deleted);
  await expect(mine).toHaveCount(0);
  await expect(page.getByText(T.empty)).toBeVisible();
});

test("a message sent while the inbox is open appears without a reload", async ({
  context,
  newContext,
  baseURL,
}) => {
  const page = await openInbox(context, baseURL);
  await expect(page.locator('html[data-realtime="ready"]')).toHaveCount(1);
  const name = `Live Sender ${unique()}`;
  const visitor = await newContext();
  await sendMessage(visitor.request, baseURL, name);
  await expect(row(page, name)).toHaveAttribute("data-status", "new");
  await expectStatMatchesApi(page, "Total", "total");
});

test("failures say so with the spec's texts and keep what was typed", async ({
  context,
  baseURL,
  errorWatch,
}) => {
  errorWatch.allow(/status of 500/, /^\/api\/v1\/admin\/contact-messages/);
  const name = `Failing Sender ${unique()}`;
  await sendMessage(context.request, baseURL, name);
  const page = await openInbox(context, baseURL, `${INBOX}?q=${encodeURIComponent(name)}`);
  await expect(row(page, name)).toHaveCount(1);

  // Every write fails; marking read on opening says so, and saving notes keeps the text.
  await page.route("**/api/v1/admin/contact-messages/*", (route) =>
    route.request().method() === "GET"
      ? route.fallback()
      : route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } }),
  );
  await rowAction(page, name, "View Details");
  await expectToast(page, T.errorTitle, T.failure.status);
  const details = page.getByRole("dialog", { name: T.detailsTitle });
  await details.getByLabel("Admin Notes").fill("Not lost");
  await details.getByRole("button", { name: "Save Notes" }).click();
  await expectToast(page, T.errorTitle, T.failure.notes);
  await expect(details).toBeVisible();
  await expect(details.getByLabel("Admin Notes")).toHaveValue("Not lost");
  await details.getByRole("button", { name: "Cancel" }).click();

  await rowAction(page, name, "Mark High Priority");
  await expectToast(page, T.errorTitle, T.failure.priority);
  await rowAction(page, name, "Archive");
  await expectToast(page, T.errorTitle, T.failure.archive);
  await rowAction(page, name, "Mark as Replied");
  await expectToast(page, T.errorTitle, T.failure.status);
  await rowAction(page, name, "Delete");
  await page.getByRole("dialog", { name: "Delete Message" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(page, T.errorTitle, T.failure.delete);
  await expect(row(page, name)).toHaveAttribute("data-status", "new");
  await page.unrouteAll();

  // The list cannot be loaded: a toast, and Try Again in its place.
  await expectFailedLoadRecovers(page, errorWatch, {
    api: "/api/v1/admin/contact-messages",
    open: async () => {
      await page.reload();
      await expectToast(page, T.loadFailed.title, T.loadFailed.message);
    },
    failed: page.getByRole("alert").filter({ hasText: T.loadFailed.message }),
    loaded: row(page, name),
  });
  await expect(row(page, name)).toHaveCount(1);
});

test("the inbox fits 375 px and has no serious accessibility issue, light or dark", async ({
  newContext,
  baseURL,
}) => {
  // The back office's strict CSP would refuse axe's injected script; the check itself needs it.
  const phone = await newContext({ ...PHONE, bypassCSP: true });
  const name = `Phone Sender ${unique()} with-a-rather-long-name`;
  await sendMessage(phone.request, baseURL, name);
  const page = await openInbox(phone, baseURL);
  await expect(row(page, name)).toHaveCount(1);

  await expectPhoneLightAndDark(page, () => expect(row(page, name)).toHaveCount(1));

  await rowAction(page, name, "View Details");
  const details = page.getByRole("dialog", { name: T.detailsTitle });
  await expect(details.getByTestId("details-badges")).toContainText("Read");
  await expectAccessible(page);
  await expectWithin(details, 375);
});
