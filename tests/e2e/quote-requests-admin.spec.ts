import { readFile } from "node:fs/promises";
import { MIN_FILL_MS, STARTED_AT_FIELD } from "@common/spam";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { resourceSection } from "@tests/support/e2e-admin";
import {
  expectAccessible,
  expectDarkAfterReloadPassesAxe,
  expectWithin,
  openOnPhoneAndExpectFit,
} from "@tests/support/e2e-axe";
import { E2E_ADMIN, ensureAdmin, expect, test, toast, unique } from "@tests/support/e2e-fixtures";

/**
 * The back office's Quote Requests manager (spec 2 §2–§5, §8): a visitor's request found,
 * triaged, annotated and deleted; live updates; CSV export; accessibility and a phone screen.
 */

const section = resourceSection("quote-requests", "Quote Requests");

test.beforeEach(async ({ request, baseURL }) => {
  await ensureAdmin(request, baseURL, E2E_ADMIN);
});

/** A quote request sent straight to the public API, as the wizard would (filled a minute ago). */
async function submitQuote(request: APIRequestContext, baseURL: string | undefined, name: string) {
  const res = await request.post("/api/v1/quote-requests", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name,
      email: "ada@example.com",
      company: "Analytical Engines Ltd",
      project_type: "Custom Solution",
      project_description: "A program for the analytical engine.",
      budget_range: "Over $100,000",
      timeline: "Over 1 year",
      project_title: `Engine for ${name}`,
      [STARTED_AT_FIELD]: Date.now() - 60_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const requestList = (page: Page) => page.getByRole("list", { name: "Quote requests" });
const rowOf = (page: Page, name: string) => requestList(page).getByRole("listitem").filter({ hasText: name });

async function chooseAction(page: Page, row: Locator, name: string, action: string) {
  await row.getByRole("button", { name: `Actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

async function totalForms(page: Page): Promise<number> {
  const stat = page.getByTestId("stat-Total Forms");
  await expect(stat).toHaveText(/^\d+$/);
  return Number(await stat.textContent());
}

test("a visitor's request is found, triaged, annotated and deleted", async ({ page, newContext }) => {
  const id = unique();
  const name = `Quinn ${id}`;
  const title = `Observatory ${id}`;

  // The visitor, through the public wizard.
  await page.goto("/services/seo");
  await page.getByRole("banner").getByRole("button", { name: "Get a Quote" }).click();
  const wizard = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(wizard).toBeVisible();
  const openedAt = Date.now();
  await wizard.getByLabel("Name", { exact: true }).fill(name);
  await wizard.getByLabel("Email", { exact: true }).fill("quinn@example.com");
  await wizard.getByLabel("Phone").fill("+1 555 0199");
  await wizard.getByLabel("Company").fill("Star Gazers");
  await wizard.getByLabel("Project type").selectOption("Business Website");
  await wizard.getByLabel("Project description").fill("A site for our telescope bookings.");
  await wizard.getByRole("button", { name: "Next" }).click();
  await wizard.getByLabel("Budget range").selectOption("$5,000 - $15,000");
  await wizard.getByLabel("Timeline").selectOption("1-3 months");
  await wizard.getByLabel("Project title").fill(title);
  await wizard.getByRole("button", { name: "Next" }).click();
  const wait = openedAt + MIN_FILL_MS + 300 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await wizard.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Requirement submitted successfully!")).toBeVisible();

  // The admin finds it by search and status filter.
  const adminContext = await newContext();
  const admin = await adminContext.newPage();
  await section.open(admin);
  await admin.getByLabel("Search quote requests").fill(title);
  await expect(admin).toHaveURL(/[?&]q=Observatory/);
  await admin.getByLabel("Filter by status").selectOption("new");
  await expect(admin).toHaveURL(/[?&]status=new/);
  const row = rowOf(admin, name);
  await expect(row).toBeVisible();
  await expect(requestList(admin).getByRole("listitem")).toHaveCount(1);
  await expect(row).toContainText("Star Gazers");
  await expect(row).toContainText("$5,000 - $15,000");
  await admin.getByLabel("Filter by status").selectOption("");
  await expect(admin).not.toHaveURL(/status=/);

  // View shows every field.
  await row.getByRole("button", { name: /^View/ }).click();
  const details = admin.getByRole("dialog", { name: "Quote Request Details" });
  await expect(details).toBeVisible();
  for (const text of [
    "quinn@example.com",
    "+1 555 0199",
    title,
    "A site for our telescope bookings.",
    "1-3 months",
  ]) {
    await expect(details).toContainText(text);
  }
  await admin.keyboard.press("Escape");
  await expect(details).toHaveCount(0);

  // Status and priority from the actions menu.
  await chooseAction(admin, row, name, "Set Reviewing");
  await expect(toast(admin, "Status updated")).toBeVisible();
  await expect(row).toContainText("reviewing");
  await chooseAction(admin, row, name, "Priority Urgent");
  await expect(toast(admin, "Priority updated")).toBeVisible();
  await expect(row).toContainText("urgent priority");

  // Notes and cost: a non-numeric cost is refused at the field and stays as typed.
  await row.getByRole("button", { name: /^View/ }).click();
  await details.getByLabel("Admin Notes").fill("Call them on Monday.");
  const cost = details.getByLabel("Estimated Cost");
  await cost.fill("about 5k");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Estimated cost must be a number, e.g. 2500 or 2500.50")).toBeVisible();
  await expect(cost).toHaveValue("about 5k");
  await expect(cost).toHaveAttribute("aria-invalid", "true");
  await cost.fill("4800.5");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(toast(admin, "Quote request updated")).toBeVisible();
  await expect(cost).toHaveValue("4800.50");

  // Stored: still there after a reload.
  await admin.reload();
  await expect(rowOf(admin, name)).toContainText("reviewing");
  await rowOf(admin, name).getByRole("button", { name: /^View/ }).click();
  await expect(details.getByLabel("Admin Notes")).toHaveValue("Call them on Monday.");
  await expect(details.getByLabel("Estimated Cost")).toHaveValue("4800.50");
  await admin.keyboard.press("Escape");

  // Delete asks first; Cancel keeps it, Delete removes it.
  await chooseAction(admin, rowOf(admin, name), name, "Delete");
  const confirm = admin.getByRole("dialog", { name: "Delete quote request" });
  await expect(confirm).toContainText(`"${name}"`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(rowOf(admin, name)).toBeVisible();
  await chooseAction(admin, rowOf(admin, name), name, "Delete");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(admin, "Quote request deleted")).toBeVisible();
  await expect(admin.getByText("No quote requests found")).toBeVisible();
  await admin.reload();
  await expect(admin.getByText("No quote requests found")).toBeVisible();
});

test("a new request appears live, and Total Forms goes up", async ({ page, request, baseURL }) => {
  await section.open(page);
  await expect(page.locator('html[data-realtime="ready"]')).toHaveCount(1);
  const before = await totalForms(page);
  const name = `Live ${unique()}`;
  await submitQuote(request, baseURL, name);
  await expect(rowOf(page, name)).toBeVisible();
  await expect.poll(() => totalForms(page)).toBeGreaterThan(before);
});

test("Export CSV downloads the filtered list", async ({ page, request, baseURL }) => {
  const name = `Csv ${unique()}`;
  await submitQuote(request, baseURL, name);
  await section.open(page, `?q=${encodeURIComponent(name)}`);
  await expect(rowOf(page, name)).toBeVisible();
  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", /export\.csv\?q=Csv/);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^quote-requests_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, "utf8");
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toContain("id,name,email");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(name);
  expect(lines[1]).toContain("Engine for");
});

test("the section passes axe in both themes and fits a 375 px screen", async ({
  request,
  baseURL,
  newContext,
}) => {
  const name = `Axe ${unique()}`;
  await submitQuote(request, baseURL, name);
  // The back office's strict CSP would refuse axe's injected script; it does not change a11y.
  const context = await newContext({ bypassCSP: true });
  const page = await context.newPage();
  await section.open(page);
  await expect(rowOf(page, name)).toBeVisible();
  await expectAccessible(page, "light theme");
  await rowOf(page, name).getByRole("button", { name: /^View/ }).click();
  await expect(page.getByRole("dialog", { name: "Quote Request Details" })).toBeVisible();
  await expectAccessible(page, "details dialog");

  await expectDarkAfterReloadPassesAxe(page, rowOf(page, name));

  const small = await openOnPhoneAndExpectFit(newContext, section.open, (phone) => rowOf(phone, name));
  await rowOf(small, name).getByRole("button", { name: /^View/ }).click();
  await expectWithin(small.getByRole("dialog", { name: "Quote Request Details" }), 375);
});
