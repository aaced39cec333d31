import { AUTH_TEXT } from "@common/auth";
import { ADMIN_STATE, E2E_ADMIN, expect, test, toast } from "../support/e2e-fixtures";

/**
 * Runs before every other e2e test (a project dependency in playwright.config.ts): the run's
 * database starts without an administrator, and the first one can be created only once.
 */
test("first-admin set-up creates the administrator once", async ({ page, newContext }) => {
  await page.goto("/admin/login");
  await expect(page.getByText("No administrator exists yet.")).toBeVisible();
  await page.getByRole("link", { name: "Create the administrator account" }).click();

  await expect(page).toHaveURL("/admin/signup");
  await expect(page.getByText("Create the first administrator account")).toBeVisible();
  await page.getByLabel("First name").fill(E2E_ADMIN.firstName);
  await page.getByLabel("Last name").fill(E2E_ADMIN.lastName);
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Create administrator" }).click();
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("img", { name: `Signed in as ${E2E_ADMIN.email}` })).toBeVisible();
  // An account was created (not a login), and the new administrator is greeted by first name.
  await expect(
    toast(page, AUTH_TEXT.adminSignupSuccess.title).filter({
      hasText: AUTH_TEXT.adminSignupSuccess.message(E2E_ADMIN.firstName),
    }),
  ).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Dashboard" });
  await expect(sidebar.getByText("Welcome back,")).toBeVisible();
  await expect(sidebar.getByText(E2E_ADMIN.firstName, { exact: true })).toBeVisible();
  // The back-office specs start signed in from this state.
  await page.context().storageState({ path: ADMIN_STATE });

  // Later, anyone signed out who opens the set-up page finds it closed.
  const other = await (await newContext()).newPage();
  await other.goto("/admin/signup");
  await expect(
    other.getByText("An administrator already exists. Ask an administrator for an invitation."),
  ).toBeVisible();
  await expect(other.getByRole("button", { name: "Create administrator" })).toHaveCount(0);
  await expect(other.getByLabel("Password")).toHaveCount(0);

  await other.goto("/admin/login");
  await expect(other.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await expect(other.getByText("No administrator exists yet.")).toHaveCount(0);
});
