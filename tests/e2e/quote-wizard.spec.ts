import { MIN_FILL_MS } from "@common/spam";
import type { APIRequestContext, Locator, Page, Route } from "@playwright/test";
import { expectNoWiderThan, expectWithin } from "@tests/support/e2e-axe";
import {
  E2E_ADMIN,
  expect,
  type Person,
  registeredClient,
  signInAdmin,
  signInClient,
  test,
  toast,
} from "@tests/support/e2e-fixtures";

/**
 * The "Get a Quote" wizard (spec 1 §2.5, §4, §5.1, §8.4), opened from the client area's empty
 * state. Each test signs in a client of its own, so the requests it sees are its own.
 */

/** A new client of its own, signed in in `page`'s context, at /account. */
async function signedInAtAccount(page: Page, request: APIRequestContext, prefix: string): Promise<Person> {
  const baseURL = test.info().project.use.baseURL;
  const person = await registeredClient(request, baseURL, prefix);
  await signInClient(page.context(), baseURL, person);
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  return person;
}

/** Opens the wizard from the empty state; answers when it was opened (for the spam guard's minimum). */
async function openWizard(page: Page): Promise<{ dialog: Locator; openedAt: number }> {
  await page.getByRole("main").getByRole("button", { name: "Get a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(dialog).toBeVisible();
  return { dialog, openedAt: Date.now() };
}

const progress = (dialog: Locator) => dialog.getByRole("progressbar");

async function fillStep1(dialog: Locator, name = "Grace Hopper", email = "Grace@Example.com") {
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Phone").fill("+1 555 0100");
  await dialog.getByLabel("Company").fill("Compilers Inc");
  await dialog.getByLabel("Project type").selectOption("Online Store");
  await dialog.getByLabel("Project description").fill("An online shop for our manuals.");
}

async function fillStep2(dialog: Locator, title = "Manual shop") {
  await dialog.getByLabel("Budget range").selectOption("$15,000 - $50,000");
  await dialog.getByLabel("Timeline").selectOption("3-6 months");
  await dialog.getByLabel("Project title").fill(title);
}

/** The server refuses forms sent faster than a person could fill them. */
async function waitForMinimumFillTime(openedAt: number) {
  const left = openedAt + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Submits once the spam guard's minimum time since the wizard was opened has passed. */
async function submitWhenAllowed(dialog: Locator, openedAt: number) {
  await waitForMinimumFillTime(openedAt);
  await dialog.getByRole("button", { name: "Submit" }).click();
}

/**
 * The wizard's submissions go to `answer`, with their number from 1; answers a function that
 * tells how many were sent so far.
 */
async function interceptSubmissions(page: Page, answer: (route: Route, attempt: number) => Promise<void>) {
  let attempts = 0;
  await page.route("**/api/v1/quote-requests", (route) => answer(route, ++attempts));
  return () => attempts;
}

async function fillAllAndReachStep3(dialog: Locator, title?: string) {
  await fillStep1(dialog);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "2");
  await fillStep2(dialog, title);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "3");
}

const requestsList = (page: Page) => page.getByRole("list", { name: "Quote requests" });

test("the wizard validates each step, goes back, resets on Escape, and submits", async ({
  page,
  request,
}) => {
  await signedInAtAccount(page, request, "wizard");
  await expect(page.getByText("You have not requested a quote yet.")).toBeVisible();
  let { dialog, openedAt } = await openWizard(page);

  // Modal: the page behind does not scroll, and Tab stays inside the dialog.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
  expect(
    await dialog.evaluate((node) => node.contains(document.activeElement)),
    "focus stays in the dialog",
  ).toBe(true);

  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "1");
  await expect(dialog.getByText("Step 1 of 3")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Submit" })).toHaveCount(0);

  // Step 1: every required field's message, and the blocked-Next notice.
  await dialog.getByRole("button", { name: "Next" }).click();
  for (const message of [
    "Name is required",
    "Email is required",
    "Project type is required",
    "Project description is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  const blocked = toast(page, "Please complete required fields");
  await expect(blocked).toBeVisible();
  await expect(blocked).toContainText("Fill in all required information before proceeding.");
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "1");

  // A field's error clears as it is edited; the others stay.
  await dialog.getByLabel("Name", { exact: true }).fill("G");
  await expect(dialog.getByText("Name is required")).toHaveCount(0);
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await expect(dialog.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Email", { exact: true }).fill("not-an-email");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Email", { exact: true }).fill("grace@example.com");
  await expect(dialog.getByText("Please enter a valid email")).toHaveCount(0);

  await fillStep1(dialog);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "2");
  await expect(dialog.getByText("Step 2 of 3")).toBeVisible();

  // Step 2.
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Budget range is required")).toBeVisible();
  await expect(dialog.getByText("Timeline is required")).toBeVisible();
  await dialog.getByLabel("Budget range").selectOption("Let's Discuss");
  await expect(dialog.getByText("Budget range is required")).toHaveCount(0);
  await expect(dialog.getByText("Timeline is required")).toBeVisible();

  // Previous keeps what was typed.
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "1");
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Grace Hopper");
  await expect(dialog.getByLabel("Project type")).toHaveValue("Online Store");
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByLabel("Budget range")).toHaveValue("Let's Discuss");
  await fillStep2(dialog);
  await dialog.getByRole("button", { name: "Next" }).click();

  // Step 3: six features first, twelve on request; the summary names three, then "…".
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "3");
  await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
  const features = dialog.getByRole("group", { name: "Features needed" });
  await expect(features.getByRole("checkbox")).toHaveCount(6);
  await dialog.getByRole("button", { name: /Show all features/ }).click();
  await expect(features.getByRole("checkbox")).toHaveCount(12);
  const summary = dialog.getByRole("region", { name: "Summary" });
  await features.getByRole("checkbox", { name: "Customer login & accounts" }).check();
  await features.getByRole("checkbox", { name: "Online payments" }).check();
  await features.getByRole("checkbox", { name: "Admin control panel" }).check();
  await expect(summary).toContainText("Customer login & accounts, Online payments, Admin control panel");
  await expect(summary).not.toContainText("…");
  await features.getByRole("checkbox", { name: "File uploads & downloads" }).check();
  await expect(summary).toContainText("Customer login & accounts, Online payments, Admin control panel, …");
  await expect(summary).not.toContainText("File uploads");
  await expect(summary).toContainText("Manual shop");

  // Escape closes the dialog; opening it again starts over, empty.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  ({ dialog, openedAt } = await openWizard(page));
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "1");
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("");
  await expect(dialog.getByLabel("Project type")).toHaveValue("");

  // A complete request goes through.
  await fillAllAndReachStep3(dialog, "Manual shop");
  await dialog
    .getByRole("group", { name: "Platforms" })
    .getByRole("checkbox", { name: "iPhone app" })
    .check();
  await dialog.getByLabel("How did you hear about us?").selectOption("LinkedIn");
  await submitWhenAllowed(dialog, openedAt);

  await expect(
    dialog.getByText(
      "Thank you for your submission! We'll review your requirements and get back to you within 24 hours.",
    ),
  ).toBeVisible();
  const success = toast(page, "Requirement submitted successfully!");
  await expect(success).toBeVisible();
  await expect(success).toContainText("We'll review your project and get back to you within 24 hours.");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toHaveCount(0);

  // The client area lists it, with its status.
  const list = requestsList(page);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem").first()).toContainText("Manual shop");
  await expect(list.getByRole("listitem").first()).toContainText("new");
  await page.reload();
  await expect(requestsList(page).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("You have not requested a quote yet.")).toHaveCount(0);
});

test("a failed network call is retried and stores the request once", async ({
  page,
  request,
  errorWatch,
}) => {
  errorWatch.allow(/net::ERR_FAILED/, "/api/v1/quote-requests");
  await signedInAtAccount(page, request, "wizard-retry");
  const attempts = await interceptSubmissions(page, (route, attempt) =>
    attempt === 1 ? route.abort("failed") : route.continue(),
  );

  const { dialog, openedAt } = await openWizard(page);
  await fillAllAndReachStep3(dialog, "Retried shop");
  await submitWhenAllowed(dialog, openedAt);
  await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeVisible();
  await expect(toast(page, "Requirement submitted successfully!")).toBeVisible();
  await expect(dialog.getByText(/Thank you for your submission!/)).toBeVisible();
  expect(attempts()).toBe(2);
  await expect(toast(page, "Submission failed")).toHaveCount(0);

  await page.keyboard.press("Escape");
  await expect(requestsList(page).getByRole("listitem")).toHaveCount(1);
  await page.reload();
  await expect(requestsList(page).getByRole("listitem")).toHaveCount(1);
  await expect(requestsList(page)).toContainText("Retried shop");
});

test("a server refusal shows its message and keeps what was typed", async ({ page, request, errorWatch }) => {
  errorWatch.allow(/status of 400/, "/api/v1/quote-requests");
  await signedInAtAccount(page, request, "wizard-400");
  const attempts = await interceptSubmissions(page, (route) =>
    route.fulfill({
      status: 400,
      json: { error: { code: "missing_required_fields", message: "Missing required fields" } },
    }),
  );

  const { dialog, openedAt } = await openWizard(page);
  await fillAllAndReachStep3(dialog, "Refused shop");
  await dialog.getByLabel("Special requirements").fill("Works offline");
  await submitWhenAllowed(dialog, openedAt);

  const failed = toast(page, "Submission failed");
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("Please fill in all required fields.");
  expect(attempts(), "answers from the server are not retried").toBe(1);
  await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
  await expect(dialog.getByLabel("Special requirements")).toHaveValue("Works offline");
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(dialog.getByLabel("Project title")).toHaveValue("Refused shop");
  await dialog.getByRole("button", { name: "Previous" }).click();
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("Grace Hopper");

  await page.keyboard.press("Escape");
  await expect(page.getByText("You have not requested a quote yet.")).toBeVisible();
});

test("the wizard fits a 375 px screen in the dark theme", async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  await signedInAtAccount(page, request, "wizard-mobile");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const { dialog } = await openWizard(page);
  await expectWithin(dialog, 375);
  await expectNoWiderThan(page, 375);
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Next" })).toBeInViewport();
  // The close button works as well as Escape, and so does a click beside the dialog; both reset it.
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await openWizard(page);
  await expect(dialog.getByText("Name is required")).toHaveCount(0);
  await dialog.getByLabel("Name", { exact: true }).fill("Typed before closing");
  await page.mouse.click(4, 736);
  await expect(dialog).toHaveCount(0);
  await openWizard(page);
  await expect(dialog.getByLabel("Name", { exact: true })).toHaveValue("");
});

test("a visitor sends a request from a service page without an account", async ({
  page,
  newContext,
  baseURL,
}) => {
  await page.goto("/services/seo");
  await page.getByRole("banner").getByRole("button", { name: "Get a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(dialog).toBeVisible();
  const openedAt = Date.now();
  await fillAllAndReachStep3(dialog, "");
  await waitForMinimumFillTime(openedAt);
  const answer = page.waitForResponse(
    (res) => res.url().endsWith("/api/v1/quote-requests") && res.request().method() === "POST",
  );
  await dialog.getByRole("button", { name: "Submit" }).click();
  const res = await answer;
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({
    email: "grace@example.com",
    project_type: "Online Store",
    project_title: "Online Store",
    status: "new",
    priority: "normal",
    source: "/services/seo",
    user_id: null,
    ip_address: "127.0.0.1",
  });
  const stored = (await res.json()) as { id: string };
  await expect(dialog.getByText(/Thank you for your submission!/)).toBeVisible();
  await expect(progress(dialog)).toHaveAttribute("aria-valuenow", "3");

  // Staff see it in the back office's list, with the address the request came from.
  const admin = await newContext();
  await signInAdmin(admin, baseURL, E2E_ADMIN);
  const list = await admin.request.get("/api/v1/admin/quote-requests?status=new&pageSize=100");
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; ip_address: string; source: string }[] };
  expect(items.find((item) => item.id === stored.id)).toMatchObject({
    ip_address: "127.0.0.1",
    source: "/services/seo",
  });
});
