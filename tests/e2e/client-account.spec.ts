import type { Page } from "@playwright/test";
import {
  expect,
  expectLoginRefused,
  newPerson,
  type Person,
  registeredClient,
  sessionUser,
  signInClient,
  submitLogin,
  test,
  toast,
} from "@tests/support/e2e-fixtures";

/** Client accounts: register, sign in, sign out. Each test makes its own user. */

async function fillRegisterForm(page: Page, person: Person, company: string) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("Company").fill(company);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
}

test.describe("register", () => {
  test("a visitor registers and is sent to the login page", async ({ page }) => {
    const person = newPerson("register");
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await fillRegisterForm(page, person, "Analytical Engines Ltd");
    await page.getByRole("button", { name: "Register" }).click();

    await expect(toast(page, "Registration Successful")).toBeVisible();
    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  });

  test("a validation failure keeps what was typed", async ({ page }) => {
    const person = { ...newPerson("short-pw"), password: "short" };
    await page.goto("/register");
    await fillRegisterForm(page, person, "Difference Engines");
    await page.getByRole("button", { name: "Register" }).click();

    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
    await expect(page.getByLabel("Last name")).toHaveValue(person.lastName);
    await expect(page.getByLabel("Company")).toHaveValue("Difference Engines");
    await expect(page.getByLabel("Email")).toHaveValue(person.email);
    await expect(page.getByLabel("Password")).toHaveValue("short");
    await expect(page).toHaveURL("/register");
  });

  test("an e-mail that is already registered cannot be taken over", async ({ page, request, baseURL }) => {
    const person = await registeredClient(request, baseURL, "taken");

    // better-auth answers a duplicate sign-up like a new one (autoSignIn is off), so the form
    // does not reveal which addresses have accounts; nothing is created or changed.
    await page.goto("/register");
    await fillRegisterForm(page, { ...person, password: "intruder-password" }, "Copycat Inc");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(toast(page, "Registration Successful")).toBeVisible();
    await expect(page).toHaveURL("/login");

    await submitLogin(page, person.email, "intruder-password");
    await expect(toast(page, "Login Failed")).toBeVisible();
    await expect(page).toHaveURL("/login");

    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByTestId("signed-in-as")).toHaveAttribute("title", person.email);
  });

  test("a refused registration shows “Registration Failed” and keeps the form", async ({ page }) => {
    const person = newPerson("refused");
    // The server refusing the account (e.g. the address is not allowed).
    await page.route("**/api/auth/sign-up/email", (route) =>
      route.fulfill({
        status: 422,
        json: { code: "FAILED_TO_CREATE_USER", message: "Failed to create user" },
      }),
    );
    await page.goto("/register");
    await fillRegisterForm(page, person, "Refused Ltd");
    await page.getByRole("button", { name: "Register" }).click();

    const failed = toast(page, "Registration Failed");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("There was a problem creating your account. Please try again.");
    await expect(page).toHaveURL("/register");
    await expect(page.getByLabel("Email")).toHaveValue(person.email);
    await expect(page.getByLabel("Company")).toHaveValue("Refused Ltd");
  });
});

test.describe("login and logout", () => {
  test("a client signs in and sees their e-mail in the header", async ({ page, request, baseURL }) => {
    const person = await registeredClient(request, baseURL, "login");

    await page.goto("/login");
    await submitLogin(page, person.email, person.password);

    await expect(page).toHaveURL("/");
    const header = page.getByRole("banner");
    await expect(header.getByTestId("signed-in-as")).toHaveAttribute("title", person.email);
    await expect(header.getByTestId("signed-in-as")).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
  });

  test("a wrong password is refused and the e-mail is kept", async ({ page, request, baseURL }) => {
    const person = await registeredClient(request, baseURL, "wrong-pw");

    await page.goto("/login");
    await submitLogin(page, person.email, "not-the-password");

    await expectLoginRefused(page, "/login", person.email, "Invalid email or password. Please try again.");
  });

  test("after five wrong passwords the account is locked, even for the right one", async ({
    page,
    request,
    baseURL,
    errorWatch,
  }) => {
    errorWatch.allow(/status of 429/, "/api/auth/sign-in/email");
    const person = await registeredClient(request, baseURL, "locked");
    // Four earlier wrong guesses (from anywhere: the lock counts per account).
    for (let i = 0; i < 4; i++) {
      const res = await request.post("/api/auth/sign-in/email", {
        headers: { origin: new URL(baseURL ?? "").origin },
        data: { email: person.email, password: `wrong-password-${i}` },
      });
      expect(res.status()).toBe(401);
    }

    await page.goto("/login");
    await submitLogin(page, person.email, "wrong-password-5");
    await expect(toast(page, "Login Failed")).toContainText("Invalid email or password. Please try again.");

    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.getByText("Too many failed sign-in attempts for this account. Please try again in 1 minute."),
    ).toBeVisible();
    await expect(page).toHaveURL("/login");
    expect(await sessionUser(page)).toBeNull();
  });

  test("logout from the header signs the client out for good", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const person = await registeredClient(request, baseURL, "logout");
    await signInClient(context, baseURL, person);

    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByTestId("signed-in-as")).toHaveAttribute("title", person.email);
    await header.getByRole("button", { name: "Logout" }).click();

    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Logout" })).toHaveCount(0);

    await page.reload();
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header.getByTestId("signed-in-as")).toHaveCount(0);
    expect(await sessionUser(page)).toBeNull();
  });
});

test.describe("/dashboard guard", () => {
  test("an anonymous visitor is sent to /login, replacing the history entry", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // Hold the session check so we can look at the page while it is running.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/v1/auth/session", async (route) => {
      await held;
      await route.continue();
    });

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Loading Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overview" })).toHaveCount(0);
    await expect(page.getByText("Signed in as")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
    release();

    await expect(page).toHaveURL("/login");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overview" })).toHaveCount(0);
    await page.unroute("**/api/v1/auth/session");

    await page.goBack();
    await expect(page).toHaveURL("/");
  });

  test("a signed-in client sees “No access”", async ({ page, context, request, baseURL }) => {
    const person = await registeredClient(request, baseURL, "no-access");
    await signInClient(context, baseURL, person);

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Overview" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Invite an administrator" })).toHaveCount(0);
  });
});
