import { existsSync, readFileSync } from "node:fs";
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type ConsoleMessage,
  type Cookie,
  expect,
  type Page,
} from "@playwright/test";

/**
 * Failed API calls that a test provokes on purpose (wrong password, client on the admin login,
 * refused registration, used invitation) make Chromium log "Failed to load resource: … status of
 * 401/403/422". Those, and only those, are not errors of the page.
 */
const EXPECTED_FAILED_RESOURCE =
  /^Failed to load resource: the server responded with a status of (401|403|422)\b/;

function pathOf(url: string): string | null {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

function isExpected(message: ConsoleMessage): boolean {
  if (!EXPECTED_FAILED_RESOURCE.test(message.text())) return false;
  return pathOf(message.location().url)?.startsWith("/api/") ?? false;
}

/** Collects console errors and uncaught page errors of every page of the contexts it watches. */
export class ErrorWatch {
  readonly errors: string[] = [];
  private readonly allowed: { text: RegExp; path: string | RegExp }[] = [];

  /** Declares one more console error this test provokes on purpose, for the resource at `path`. */
  allow(text: RegExp, path: string | RegExp) {
    this.allowed.push({ text, path });
  }

  private isAllowed(message: ConsoleMessage): boolean {
    if (isExpected(message)) return true;
    const path = pathOf(message.location().url);
    return this.allowed.some(
      (a) =>
        (typeof a.path === "string" ? a.path === path : a.path.test(path ?? "")) &&
        a.text.test(message.text()),
    );
  }

  watch(context: BrowserContext) {
    context.on("console", (message) => {
      if (message.type() !== "error" || this.isAllowed(message)) return;
      this.errors.push(`console.error at ${message.location().url || "?"}: ${message.text()}`);
    });
    context.on("weberror", (webError) => {
      const err = webError.error();
      this.errors.push(`uncaught ${err.name}: ${err.message}`);
    });
  }
}

type Fixtures = {
  /** Auto fixture: the test fails if any watched page logged an error. */
  errorWatch: ErrorWatch;
  /** A further, separate browser context (another browser, another device), watched for errors too. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
};

/** A 375 px wide phone, for `newContext` (with `bypassCSP: true` added where axe runs in it). */
export const PHONE = {
  viewport: { width: 375, height: 800 },
  isMobile: true,
  hasTouch: true,
} satisfies BrowserContextOptions;

export const test = base.extend<Fixtures>({
  errorWatch: [
    async ({ context }, use) => {
      const watch = new ErrorWatch();
      watch.watch(context);
      await use(watch);
      expect(watch.errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
  newContext: async ({ browser, baseURL, serviceWorkers, errorWatch }, use) => {
    const created: BrowserContext[] = [];
    await use(async (options = {}) => {
      // The project's service-worker setting too, as the built-in context gets it.
      const context = await browser.newContext({ baseURL, serviceWorkers, ...options });
      errorWatch.watch(context);
      created.push(context);
      return context;
    });
    for (const context of created) await context.close();
  },
});

export { expect };

export const PASSWORD = "correct-horse-battery";

/** A tag no other test (or earlier run) uses, for names a test creates. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(prefix: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${random}@example.com`;
}

export type Person = { email: string; password: string; firstName: string; lastName: string };

/**
 * The administrator of an e2e run. tests/e2e/first-admin.setup.ts creates it through the set-up
 * page before any other test runs (a Playwright project dependency); every other test signs in.
 */
export const E2E_ADMIN: Person = {
  email: "grace.owner@example.com",
  password: PASSWORD,
  firstName: "Grace",
  lastName: "Hopper",
};

/**
 * E2E_ADMIN's signed-in browser state (cookies), saved by the set-up test once it has created the
 * administrator. Back-office specs start from it (`test.use({ storageState: ADMIN_STATE })`)
 * instead of signing in again for every test.
 */
export const ADMIN_STATE = process.env.ATRIUM_E2E_ADMIN_STATE ?? "test-results/admin-state.json";

export function newPerson(prefix: string): Person {
  return { email: uniqueEmail(prefix), password: PASSWORD, firstName: "Ada", lastName: "Lovelace" };
}

/** better-auth wants an Origin on POSTs; the site's own origin is trusted. */
function originOf(baseURL: string | undefined): Record<string, string> {
  if (!baseURL) throw new Error("baseURL is not configured");
  return { origin: new URL(baseURL).origin };
}

/** Registers a client account through the API (as the register page does). */
export async function registerClient(
  request: APIRequestContext,
  baseURL: string | undefined,
  person: Person,
  company = "Analytical Engines Ltd",
): Promise<void> {
  const res = await request.post("/api/auth/sign-up/email", {
    headers: originOf(baseURL),
    data: {
      email: person.email,
      password: person.password,
      name: `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
      company,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A new client (newPerson), registered through the API. */
export async function registeredClient(
  request: APIRequestContext,
  baseURL: string | undefined,
  prefix: string,
  company?: string,
): Promise<Person> {
  const person = newPerson(prefix);
  await registerClient(request, baseURL, person, company);
  return person;
}

/** Signs a client in through the API; the context's request shares the cookie jar with its pages. */
export async function signInClient(context: BrowserContext, baseURL: string | undefined, person: Person) {
  const res = await context.request.post("/api/auth/sign-in/email", {
    headers: originOf(baseURL),
    data: { email: person.email, password: person.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Signs an admin in through the API. E2E_ADMIN gets the session the set-up test saved (a cookie,
 * no password check), so the many back-office tests do not each sign in again.
 */
export async function signInAdmin(context: BrowserContext, baseURL: string | undefined, person: Person) {
  if (person.email === E2E_ADMIN.email && existsSync(ADMIN_STATE)) {
    const state = JSON.parse(readFileSync(ADMIN_STATE, "utf8")) as { cookies: Cookie[] };
    await context.addCookies(state.cookies);
    return;
  }
  const res = await context.request.post("/api/v1/auth/admin-login", {
    headers: originOf(baseURL),
    data: { email: person.email, password: person.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Creates a further administrator through an invitation from E2E_ADMIN (all through the API, in
 * the given request context, which ends up signed in as the new admin). Tests that sign an admin
 * out everywhere use one of these, so they never end E2E_ADMIN's sessions in parallel tests.
 */
export async function createInvitedAdmin(
  request: APIRequestContext,
  baseURL: string | undefined,
  person: Person,
): Promise<void> {
  const headers = originOf(baseURL);
  const login = await request.post("/api/v1/auth/admin-login", {
    headers,
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const invite = await request.post("/api/v1/admin/invitations", { headers, data: { email: person.email } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const signup = await request.post("/api/v1/auth/admin-signup", {
    headers,
    data: { ...person, invitationToken: token },
  });
  expect(signup.status(), await signup.text()).toBe(201);
}

export async function needsFirstAdmin(request: APIRequestContext): Promise<boolean> {
  const res = await request.get("/api/v1/auth/admin-setup");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { needsFirstAdmin: boolean }).needsFirstAdmin;
}

/**
 * Makes sure `admin` can sign in: creates it as the first admin when the database has none yet
 * (so a test still works when run on its own); otherwise it must already exist.
 */
export async function ensureAdmin(request: APIRequestContext, baseURL: string | undefined, admin: Person) {
  // The set-up test has created E2E_ADMIN (and saved its session) already.
  if (admin.email === E2E_ADMIN.email && existsSync(ADMIN_STATE)) return;
  if (!(await needsFirstAdmin(request))) return;
  const res = await request.post("/api/v1/auth/admin-signup", {
    headers: originOf(baseURL),
    data: admin,
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Who the server thinks is signed in for this page's context. */
export async function sessionUser(page: Page): Promise<{ email: string; role: string } | null> {
  const res = await page.request.get("/api/v1/auth/session");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { email: string; role: string } | null }).user;
}

/** Fills a login form (the client's or the back office's) and presses Sign in. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * A refused sign-in on the login page at `path`: the "Login Failed" toast says `message`, the page
 * stays, the e-mail typed is kept, and nobody is signed in.
 */
export async function expectLoginRefused(page: Page, path: string, email: string, message: string) {
  const failed = toast(page, "Login Failed");
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(message);
  await expect(page).toHaveURL(path);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  expect(await sessionUser(page)).toBeNull();
}

/** A sonner toast, found by its title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

/** Opens a page and waits until React has hydrated it (event handlers are attached). */
export async function gotoInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  return response;
}
