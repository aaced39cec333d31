import { STARTED_AT_FIELD } from "@common/spam";
import type { APIRequestContext } from "@playwright/test";
import { expect, newPerson, registerClient, signInClient, test, toast } from "../support/e2e-fixtures";

/** The client area /account (ARCHITECTURE.md §15): profile and the client's own quote requests. */

async function requestQuoteThroughApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  title: string,
) {
  const res = await request.post("/api/v1/quote-requests", {
    headers: { origin: new URL(baseURL!).origin },
    data: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      project_type: "Custom Solution",
      project_description: "A program for the analytical engine.",
      budget_range: "Over $100,000",
      timeline: "Over 1 year",
      project_title: title,
      [STARTED_AT_FIELD]: Date.now() - 60_000,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("an anonymous visitor is sent to /login", async ({ page }) => {
  const response = await page.goto("/account");
  await expect(page).toHaveURL("/login");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
});

test("a client sees only their own quote requests", async ({
  page,
  context,
  request,
  baseURL,
  newContext,
}) => {
  const ada = newPerson("account-ada");
  const bob = newPerson("account-bob");
  await registerClient(request, baseURL, ada);
  await registerClient(request, baseURL, bob);
  await signInClient(context, baseURL, ada);
  await requestQuoteThroughApi(context.request, baseURL, "Analytical engine program");

  await page.goto("/account");
  await expect(page).toHaveTitle(/^My Account \| /);
  const list = page.getByRole("list", { name: "Quote requests" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Analytical engine program");
  await expect(list).toContainText("new");
  await expect(list).toContainText("Custom Solution");

  const other = await newContext();
  await signInClient(other, baseURL, bob);
  const bobPage = await other.newPage();
  await bobPage.goto("/account");
  await expect(bobPage.getByRole("heading", { level: 1, name: "My Account" })).toBeVisible();
  await expect(bobPage.getByText("You have not requested a quote yet.")).toBeVisible();
  await expect(bobPage.getByText("Analytical engine program")).toHaveCount(0);
  const api = await other.request.get("/api/v1/account/quote-requests");
  expect(((await api.json()) as { total: number }).total).toBe(0);
});

test("a client updates their profile; invalid input is refused and kept", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const person = newPerson("account-profile");
  await registerClient(request, baseURL, person, "Old Company");
  await signInClient(context, baseURL, person);
  await page.goto("/account");

  const profile = page.getByRole("region", { name: "Profile" });
  await expect(profile.getByLabel("First name")).toHaveValue(person.firstName);
  await expect(profile.getByLabel("Company")).toHaveValue("Old Company");
  await expect(profile.getByLabel("Email")).toHaveValue(person.email);
  await expect(profile.getByLabel("Email")).toHaveAttribute("readonly", "");

  await profile.getByLabel("First name").fill("");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(profile.getByText("First name is required")).toBeVisible();
  await expect(profile.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");

  await profile.getByLabel("First name").fill("Augusta");
  await profile.getByLabel("Last name").fill("King");
  await profile.getByLabel("Company").fill("Analytical Society");
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel("First name")).toHaveValue("Augusta");
  await expect(profile.getByLabel("Last name")).toHaveValue("King");
  await expect(profile.getByLabel("Company")).toHaveValue("Analytical Society");
  const session = (await (await page.request.get("/api/v1/auth/session")).json()) as {
    user: { name: string; firstName: string };
  };
  expect(session.user).toMatchObject({ name: "Augusta King", firstName: "Augusta" });
});
