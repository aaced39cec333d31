import type { Page } from "@playwright/test";
import { expectFitsPhone } from "@tests/support/e2e-axe";
import {
  createInvitedAdmin,
  E2E_ADMIN,
  ensureAdmin,
  expect,
  expectLoginRefused,
  newPerson,
  type Person,
  PHONE,
  registeredClient,
  sessionUser,
  signInAdmin,
  submitLogin,
  test,
  toast,
} from "@tests/support/e2e-fixtures";

/**
 * The back office. The administrator was created through the set-up page by
 * first-admin.setup.ts (or is created through the API when this file runs on its own).
 */
test.describe.configure({ mode: "serial" });

const admin: Person = E2E_ADMIN;

async function fillAdminSignup(page: Page, person: Person) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create administrator" }).click();
}

async function expectDashboardOf(page: Page, email: string) {
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("img", { name: `Signed in as ${email}` })).toBeVisible();
}

test.describe("with an administrator", () => {
  test.beforeEach(async ({ request, baseURL }) => {
    await ensureAdmin(request, baseURL, admin);
  });

  test("admin login leads to the dashboard", async ({ page }) => {
    await page.goto("/admin/login");
    await submitLogin(page, admin.email, admin.password);
    await expect(toast(page, "Admin Login Successful")).toBeVisible();
    await expectDashboardOf(page, admin.email);
  });

  test("admin login with a wrong password is refused", async ({ page }) => {
    await page.goto("/admin/login");
    await submitLogin(page, admin.email, "wrong-password-123");
    await expectLoginRefused(
      page,
      "/admin/login",
      admin.email,
      "Invalid credentials or not authorized as admin",
    );
  });

  test("a client's credentials on the admin login are refused and leave them signed out", async ({
    page,
    request,
    baseURL,
  }) => {
    const client = await registeredClient(request, baseURL, "client-at-admin");

    await page.goto("/admin/login");
    await submitLogin(page, client.email, client.password);
    await expectLoginRefused(page, "/admin/login", client.email, "User is not authorized as an admin");
  });

  // Logging out ends every session of that admin: these tests use an admin of their own so that
  // E2E_ADMIN stays signed in for the tests running in parallel.
  const leaving: Person = newPerson("leaving-admin");
  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await ensureAdmin(request, baseURL, admin);
    await createInvitedAdmin(request, baseURL, leaving);
    await request.dispose();
  });

  test("logout in the dashboard sidebar signs the admin out", async ({ page, context, baseURL }) => {
    await signInAdmin(context, baseURL, leaving);
    await page.goto("/dashboard");
    await expectDashboardOf(page, leaving.email);

    await page
      .getByRole("complementary", { name: "Dashboard" })
      .getByRole("button", { name: "Logout" })
      .click();
    await expect(toast(page, "Logged Out")).toBeVisible();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await sessionUser(page)).toBeNull();
  });

  test("admin logout ends the admin's sessions everywhere", async ({ page, newContext, baseURL }) => {
    const elsewhere = await newContext();
    await signInAdmin(elsewhere, baseURL, leaving);
    const elsewherePage = await elsewhere.newPage();
    await elsewherePage.goto("/dashboard");
    await expectDashboardOf(elsewherePage, leaving.email);

    await page.goto("/admin/login");
    await submitLogin(page, leaving.email, leaving.password);
    await expectDashboardOf(page, leaving.email);
    await page
      .getByRole("complementary", { name: "Dashboard" })
      .getByRole("button", { name: "Logout" })
      .click();
    await expect(page).toHaveURL("/");

    expect(await sessionUser(elsewherePage)).toBeNull();
    await elsewherePage.reload();
    await expect(elsewherePage).toHaveURL("/login");
  });

  test("an invited administrator signs up with the link, once", async ({
    page,
    context,
    newContext,
    baseURL,
  }) => {
    await signInAdmin(context, baseURL, admin);
    await page.goto("/dashboard");
    await expectDashboardOf(page, admin.email);

    const invited: Person = { ...newPerson("invited"), firstName: "Katherine", lastName: "Johnson" };
    const card = page.getByRole("region", { name: "Invite an administrator" });
    await card.getByLabel("Email of the new administrator").fill(invited.email);
    await card.getByRole("button", { name: "Create invitation" }).click();
    await expect(toast(page, "Invitation created")).toBeVisible();
    const link = await card.getByLabel("Invitation link").inputValue();
    expect(link).toContain("/admin/signup?invitation=");

    const invitee = await (await newContext()).newPage();
    await invitee.goto(link);
    await expect(invitee.getByText("Accept your invitation to the back office")).toBeVisible();
    await fillAdminSignup(invitee, invited);
    await expect(
      toast(invitee, "Administrator account created").filter({
        hasText: "Welcome to the dashboard, Katherine",
      }),
    ).toBeVisible();
    await expectDashboardOf(invitee, invited.email);
    await expect(
      invitee.getByRole("complementary", { name: "Dashboard" }).getByText("Katherine", { exact: true }),
    ).toBeVisible();

    // The link works once only.
    const again = await (await newContext()).newPage();
    await again.goto(link);
    await fillAdminSignup(again, { ...invited, email: invited.email });
    const failed = toast(again, "Registration Failed");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("This invitation is invalid or has expired.");
    await expect(again).toHaveURL(/\/admin\/signup\?invitation=/);
    expect(await sessionUser(again)).toBeNull();
  });

  test("the dashboard fits a 375 px wide phone screen", async ({ newContext, baseURL }) => {
    const phone = await newContext(PHONE);
    await signInAdmin(phone, baseURL, admin);
    const page = await phone.newPage();
    await page.goto("/dashboard");
    await expectDashboardOf(page, admin.email);
    await expect(page.getByRole("heading", { name: "Invite an administrator" })).toBeVisible();
    await expectFitsPhone(page);
  });
});
