import type { Page } from "@playwright/test";
import { deleteAfterConfirming, resourceSection, signInAdminForEachTest } from "@tests/support/e2e-admin";
import {
  expectAccessible,
  expectDarkAfterReloadPassesAxe,
  expectWithin,
  openOnPhoneAndExpectFit,
} from "@tests/support/e2e-axe";
import { E2E_ADMIN, expect, signInAdmin, test, toast, unique } from "@tests/support/e2e-fixtures";

/**
 * The back office's Team Members section (spec 2 §2–§8): a member created in the dashboard shows
 * on /about, is edited, featured, deactivated (gone from /about) and deleted; toggles roll back
 * when the server fails; changes made elsewhere appear live; accessibility and a phone screen.
 * Names are unique per run: other spec files share the server.
 */

const section = resourceSection("team-members", "Team Members", (page) =>
  expect(page.getByRole("heading", { level: 2, name: /^Team Members \(\d+\)$/ })).toBeVisible(),
);

// The one test that runs axe does so in a context of its own, with the CSP bypassed there.
signInAdminForEachTest({ bypassCSP: false });

const cardOf = (page: Page, name: string) =>
  page.getByRole("list", { name: "Team members" }).getByRole("listitem", { name, exact: true });

async function statValue(page: Page, label: string): Promise<number> {
  const stat = page.getByTestId(`stat-${label}`);
  await expect(stat).toHaveText(/^\d+$/);
  return Number(await stat.textContent());
}

test("a member is created, shown on /about, edited, deactivated and deleted", async ({
  page,
  newContext,
}) => {
  const name = `Ada ${unique()}`;
  const secret = `internal-note-${unique()}`;
  await section.open(page);
  const totalBefore = await statValue(page, "Total Members");

  await page.getByRole("button", { name: "Add Member" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Team Member" });
  await expect(dialog).toBeVisible();

  // Name and role are required: no save, the dialog stays.
  await dialog.getByLabel("Name *").fill("   ");
  await dialog.getByRole("button", { name: "Create Member" }).click();
  await expect(dialog.getByText("Name and role are required").first()).toBeVisible();
  await expect(dialog.getByLabel("Name *")).toBeFocused();

  await dialog.getByLabel("Name *").fill(name);
  await dialog.getByLabel("Role *").fill("Chief Engineer");
  await dialog.getByLabel("Department").selectOption("Engineering");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel("Location").fill("London");
  await dialog.getByLabel("Years of experience").fill("12");
  await dialog.getByLabel("Bio").fill("Wrote the first program for the Analytical Engine.");
  // Specialties: one by Enter, one by the Add button, a repeat ignored, one removed.
  const specialty = dialog.getByRole("textbox", { name: "Specialties" });
  await specialty.fill("Compilers");
  await specialty.press("Enter");
  await specialty.fill("Mathematics");
  await dialog.getByRole("button", { name: "Add to Specialties" }).click();
  await specialty.fill(" Compilers ");
  await specialty.press("Enter");
  await specialty.fill("Typos");
  await specialty.press("Enter");
  await dialog.getByRole("button", { name: "Remove specialty Typos" }).click();
  await expect(dialog.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveText([
    "Compilers",
    "Mathematics",
  ]);
  const language = dialog.getByRole("textbox", { name: "Languages" });
  await language.fill("English");
  await language.press("Enter");
  await dialog.getByLabel("Admin notes (internal, never shown on the website)").fill(secret);
  await dialog.getByRole("button", { name: "Create Member" }).click();

  await expect(toast(page, "Team member created successfully")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const card = cardOf(page, name);
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card).toContainText("Chief Engineer");
  await expect(card).toContainText("Engineering");
  await expect(card).toContainText("12 years");
  await expect(card).toContainText("London");
  await expect.poll(() => statValue(page, "Total Members")).toBe(totalBefore + 1);

  // The public About page shows the member, without the internal notes.
  const visitor = await (await newContext()).newPage();
  await visitor.goto("/about");
  const publicCard = visitor.getByTestId("team-member").filter({ hasText: name });
  await expect(publicCard).toContainText("Chief Engineer");
  await expect(publicCard).toContainText("Compilers");
  expect(await visitor.content()).not.toContain(secret);

  // Edit: the dialog starts with the saved values.
  await card.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Team Member" });
  await expect(edit.getByLabel("Name *")).toHaveValue(name);
  await expect(edit.getByRole("list", { name: "Specialties" }).getByRole("listitem")).toHaveCount(2);
  await edit.getByLabel("Role *").fill("Countess of Lovelace");
  await edit.getByRole("button", { name: "Update Member" }).click();
  await expect(toast(page, "Team member updated successfully")).toBeVisible();
  await expect(card).toContainText("Countess of Lovelace");

  // Feature, then deactivate: gone from /about.
  await card.getByRole("button", { name: `Feature ${name}`, exact: true }).click();
  await expect(toast(page, "Team member featured successfully")).toBeVisible();
  await expect(card.getByText("Featured", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: `Deactivate ${name}`, exact: true }).click();
  await expect(toast(page, "Team member deactivated successfully")).toBeVisible();
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(visitor.getByText(name)).toHaveCount(0);

  // Filters: inactive finds it, active does not.
  await page.getByLabel("Filter by status").selectOption("inactive");
  await expect(card).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("active");
  await expect(card).toHaveCount(0);
  await page.getByLabel("Filter by status").selectOption("");

  // Delete, after the spec's question.
  await deleteAfterConfirming(page, {
    button: card.getByRole("button", { name: `Delete ${name}`, exact: true }),
    dialog: "Delete team member",
    question: `Are you sure you want to delete ${name}?`,
    done: toast(page, "Team member deleted successfully"),
    gone: card,
  });
  await expect.poll(() => statValue(page, "Total Members")).toBe(totalBefore);
});

test("search with no match says so; a failed toggle rolls back with the spec's toast", async ({
  page,
  context,
  errorWatch,
}) => {
  const name = `Rollback ${unique()}`;
  await section.create(context.request, { name, role: "Tester", department: "Product" });

  await section.open(page, `?q=${encodeURIComponent(`nobody-${unique()}`)}`);
  await expect(page.getByText("No team members match your filters.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Team Members (0)" })).toBeVisible();

  await section.open(page, `?department=Product&q=${encodeURIComponent(name)}`);
  await expect(page.getByLabel("Filter by department")).toHaveValue("Product");
  const card = cardOf(page, name);
  await expect(card.getByText("Active", { exact: true })).toBeVisible();

  errorWatch.allow(/status of 500/, /^\/api\/v1\/admin\/team-members\//);
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${section.api}/*`, async (route) => {
    if (route.request().method() !== "PATCH") return route.fallback();
    await held;
    await route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom" } } });
  });
  await card.getByRole("button", { name: `Deactivate ${name}`, exact: true }).click();
  // Shown at once, before the server answers…
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
  release();
  // …and put back when it fails.
  await expect(toast(page, "Error")).toContainText("Failed to update team member status");
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: `Deactivate ${name}`, exact: true })).toBeVisible();
});

test("changes made elsewhere appear without a reload", async ({ page, context, baseURL }) => {
  const name = `Live ${unique()}`;
  await section.open(page);
  await expect(page.locator('html[data-realtime="ready"]')).toHaveCount(1);
  const before = await statValue(page, "Total Members");

  // Another admin (here: the API) adds, deactivates and deletes a member.
  const id = await section.create(context.request, { name, role: "Live Role", department: "Sales" });
  const card = cardOf(page, name);
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect.poll(() => statValue(page, "Total Members")).toBe(before + 1);

  const origin = { origin: new URL(baseURL!).origin };
  const patch = await context.request.patch(`${section.api}/${id}`, {
    headers: origin,
    data: { is_active: false },
  });
  expect(patch.status()).toBe(200);
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();

  await section.remove(context.request, id);
  await expect(card).toHaveCount(0);
});

test("the section passes axe in both themes and fits a 375 px screen", async ({ baseURL, newContext }) => {
  const name = `Axe ${unique()}`;
  // The back office's strict CSP would refuse axe's injected script; it does not change a11y.
  const context = await newContext({ bypassCSP: true });
  await signInAdmin(context, baseURL, E2E_ADMIN);
  const id = await section.create(context.request, {
    name,
    role: "Accessibility Lead",
    department: "Design",
    bio: "Makes sure everyone can use what we build. ".repeat(5),
    location: "Lisbon",
    is_featured: true,
  });
  const page = await context.newPage();
  await section.open(page, `?q=${encodeURIComponent(name)}`);
  await expect(cardOf(page, name)).toContainText("Featured");
  await expectAccessible(page, "light theme");
  await cardOf(page, name)
    .getByRole("button", { name: `Edit ${name}`, exact: true })
    .click();
  await expect(page.getByRole("dialog", { name: "Edit Team Member" })).toBeVisible();
  await expectAccessible(page, "edit dialog");

  await expectDarkAfterReloadPassesAxe(page, cardOf(page, name));

  const small = await openOnPhoneAndExpectFit(newContext, section.open, (phone) => cardOf(phone, name));
  await small.getByRole("button", { name: "Add Member" }).first().click();
  await expectWithin(small.getByRole("dialog", { name: "Add New Team Member" }), 375);

  await section.remove(context.request, id);
});
