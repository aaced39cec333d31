import { STARTED_AT_FIELD } from "@common/spam";
import { seriousA11yViolations } from "../support/e2e-axe";
import { E2E_ADMIN, expect, signInAdmin, test } from "../support/e2e-fixtures";

/** The dashboard shell (spec 2 §2): section URLs, live Overview, activity log, phone layout. */

test.beforeEach(async ({ context, baseURL }) => {
  await signInAdmin(context, baseURL, E2E_ADMIN);
});

const sidebar = (page: import("@playwright/test").Page) => page.getByRole("navigation", { name: "Sections" });

test("the Overview shows live figures and recent updates that follow new submissions without a reload", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByTestId("status-Database")).toHaveText(/^Online/);
  // The disk holding the data directory, in readable sizes.
  await expect(page.getByText("Disk (data directory)")).toBeVisible();
  await expect(page.getByTestId("status-Storage")).toHaveText(
    /^\d+% used — [\d.]+ [kMGTP]?B of [\d.]+ [kMGTP]?B$/,
  );
  await expect(page.getByTestId("stat-Services")).toHaveText(/^\d+$/);
  await expect(page.locator("html[data-realtime='ready']")).toHaveCount(1);

  const stat = page.getByTestId("stat-Quote Requests This Week");
  await expect(stat).toHaveText(/^\d+$/);
  const before = Number(await stat.textContent());
  const lead = `Quinn Lee ${Date.now().toString(36)}`;
  const res = await request.post("/api/v1/quote-requests", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name: lead,
      email: "grace@example.com",
      project_type: "Custom Solution",
      project_description: "A compiler.",
      budget_range: "Under $5,000",
      timeline: "1-3 months",
      [STARTED_AT_FIELD]: Date.now() - 60_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await expect(stat).toHaveText(String(before + 1));

  // Recent Updates: the new lead, then the administrator's change to it, as sentences that link
  // to their section.
  const updates = page.getByRole("region", { name: "Recent Updates" });
  await expect(updates.getByText(`New quote request from ${lead} (Custom Solution)`)).toBeVisible();
  const { id } = (await res.json()) as { id: string };
  const patch = await page.request.patch(`/api/v1/admin/quote-requests/${id}`, {
    headers: { origin: new URL(baseURL!).origin },
    data: { status: "reviewing" },
  });
  expect(patch.status(), await patch.text()).toBe(200);
  const change = updates.getByRole("link", {
    name: `${E2E_ADMIN.firstName} set the quote request from ${lead} to reviewing`,
  });
  await expect(change).toBeVisible();
  await change.click();
  await expect(page).toHaveURL("/dashboard/requirement-forms");
});

test("each section has its own URL: sidebar, back button, bookmarks and unknown sections", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await sidebar(page).getByRole("link", { name: "Activity Log" }).click();
  await expect(page).toHaveURL("/dashboard/activity-log");
  await expect(page.getByRole("heading", { level: 1, name: "Activity Log" })).toBeVisible();
  // The first admin's creation is always in the log.
  await expect(page.getByRole("list", { name: "Activity" }).getByText("admin user").first()).toBeVisible();

  await page.getByRole("combobox", { name: "Record type" }).selectOption("admin_user");
  await expect(page).toHaveURL(/entity_type=admin_user/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Record type" })).toHaveValue("admin_user");

  await page.goBack();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  await page.goto("/dashboard/no-such-section");
  await expect(page.getByRole("heading", { name: "Section not found" })).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Overview" })).toBeVisible();
});

test("on a 375 px phone the sidebar is a drawer that closes on Escape and on navigation", async ({
  newContext,
  baseURL,
}) => {
  const phone = await newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  await signInAdmin(phone, baseURL, E2E_ADMIN);
  const page = await phone.newPage();
  await page.goto("/dashboard");
  const open = page.getByRole("button", { name: "Open menu" });
  await expect(sidebar(page)).not.toBeInViewport();

  await open.click();
  await expect(sidebar(page)).toBeInViewport();
  await page.keyboard.press("Escape");
  await expect(sidebar(page)).not.toBeInViewport();
  await expect(open).toBeFocused();

  await open.click();
  await sidebar(page).getByRole("link", { name: "Activity Log" }).click();
  await expect(page).toHaveURL("/dashboard/activity-log");
  await expect(sidebar(page)).not.toBeInViewport();
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

test("the Overview and the activity log have no serious accessibility issue, light or dark", async ({
  newContext,
  baseURL,
}) => {
  // axe is injected as a script, which the back office's strict CSP would refuse.
  const context = await newContext({ bypassCSP: true });
  await signInAdmin(context, baseURL, E2E_ADMIN);
  const page = await context.newPage();
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((t) => localStorage.setItem("ui-theme", t), theme);
    for (const path of ["/dashboard", "/dashboard/activity-log"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      expect(await seriousA11yViolations(page), `${path} ${theme}`).toEqual([]);
    }
  }
});
