import { RESOURCES, type ResourceName } from "@common/resources";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  E2E_ADMIN,
  type ErrorWatch,
  ensureAdmin,
  expect,
  gotoInteractive,
  type Person,
  signInAdmin,
  test,
} from "./e2e-fixtures";

/**
 * Steps the back-office specs share: a signed-in administrator, opening a section, creating and
 * deleting through the API, the delete confirmation, a failed list load, and reordering.
 */

/** `unique` lives in e2e-fixtures, beside uniqueEmail; specs that import it from here still can. */
export { unique } from "./e2e-fixtures";

const baseURL = () => test.info().project.use.baseURL;
/** better-auth and the API want the site's own Origin on writes. */
const originHeader = () => ({ origin: new URL(baseURL()!).origin });

/**
 * Every test of the file (or of the describe this is called in) starts with E2E_ADMIN signed in
 * in its page's context. `bypassCSP` (the default) lets axe's injected script run under the back
 * office's Content-Security-Policy; a spec that runs axe in a context of its own passes false.
 */
export function signInAdminForEachTest({ bypassCSP = true } = {}) {
  if (bypassCSP) test.use({ bypassCSP: true });
  test.beforeEach(async ({ context, request, baseURL }) => {
    await ensureAdmin(request, baseURL, E2E_ADMIN);
    await signInAdmin(context, baseURL, E2E_ADMIN);
  });
}

/** A back-office section: its address, its h1, its list's API, and what shows once it has loaded. */
export type SectionDef = {
  path: string;
  heading: string;
  api: string;
  ready?: (page: Page) => Promise<unknown>;
};

/**
 * Opens a section (with `query`, e.g. "?q=x") as E2E_ADMIN, signed in for the page's own context,
 * once the page is interactive, its heading shown and its `ready` step done.
 */
export async function openSection(page: Page, section: SectionDef, query = "") {
  await signInAdmin(page.context(), baseURL(), E2E_ADMIN);
  await gotoInteractive(page, `${section.path}${query}`);
  await expect(page.getByRole("heading", { level: 1, name: section.heading })).toBeVisible();
  await section.ready?.(page);
}

/** A section described once, with the shared steps bound to it. */
export function adminSection(def: SectionDef) {
  return {
    ...def,
    open: (page: Page, query = "") => openSection(page, def, query),
    /** Creates an item through the section's API (as another admin's browser would); its id. */
    create: (request: APIRequestContext, data: Record<string, unknown>) =>
      createThroughApi(request, def.api, data),
    remove: (request: APIRequestContext, id: string) => deleteThroughApi(request, def.api, id),
    /** expectFailedLoadRecovers on the section's API; `open` defaults to loading the section. */
    expectFailedLoadRecovers: (
      page: Page,
      errorWatch: ErrorWatch,
      steps: { open?: () => Promise<unknown>; failed: Locator; loaded: Locator },
    ) =>
      expectFailedLoadRecovers(page, errorWatch, {
        api: def.api,
        open: steps.open ?? (() => gotoInteractive(page, def.path)),
        failed: steps.failed,
        loaded: steps.loaded,
      }),
  };
}

/** The resources that have a section of their own under /dashboard. */
type SectionResource = {
  [Name in ResourceName]: (typeof RESOURCES)[Name] extends { section: string } ? Name : never;
}[ResourceName];

/**
 * adminSection of a resource (common/resources.ts): its section's address and its admin API come
 * from the resource's names; `heading` is the section's h1, `ready` as in SectionDef.
 */
export function resourceSection(name: SectionResource, heading: string, ready?: SectionDef["ready"]) {
  const path = `/dashboard/${RESOURCES[name].section}`;
  return adminSection({ path, heading, api: `/api/v1/admin/${name}`, ready });
}

/** A `ready` step: the section's live-update stream (realtime) is connected. */
export const realtimeReady = (page: Page) =>
  expect(page.locator("html[data-realtime='ready']")).toHaveCount(1);

/** Creates an item through the API (as another admin's browser would); answers its id. */
export async function createThroughApi(
  request: APIRequestContext,
  api: string,
  data: Record<string, unknown>,
): Promise<string> {
  const res = await request.post(api, { headers: originHeader(), data });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Deletes an item through the API. */
export async function deleteThroughApi(request: APIRequestContext, api: string, id: string) {
  expect((await request.delete(`${api}/${id}`, { headers: originHeader() })).status()).toBe(204);
}

/**
 * After all tests of the file, `cleanUp` runs with a request context of its own signed in as
 * `admin` (E2E_ADMIN unless given; the tests' contexts are gone by then), also when a test failed.
 */
export function cleanUpAfterAllAsAdmin(
  cleanUp: (request: APIRequestContext) => Promise<void>,
  admin: Person = E2E_ADMIN,
) {
  test.afterAll(async ({ playwright }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL!;
    const request = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: new URL(baseURL).origin },
    });
    const login = await request.post("/api/v1/auth/admin-login", {
      data: { email: admin.email, password: admin.password },
    });
    expect(login.status()).toBe(200);
    await cleanUp(request);
    await request.dispose();
  });
}

/**
 * Deletes an item through its card: the `button` opens the `dialog`, which asks `question`;
 * confirmed, `done` (a toast) shows and `gone` (the card) leaves the page.
 */
export async function deleteAfterConfirming(
  page: Page,
  steps: { button: Locator; dialog: string; question: string; done: Locator; gone: Locator },
) {
  await steps.button.click();
  const confirm = page.getByRole("dialog", { name: steps.dialog });
  await expect(confirm).toContainText(steps.question);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(steps.done).toBeVisible();
  await expect(steps.gone).toHaveCount(0);
}

/**
 * deleteAfterConfirming for the kit's usual card: `card`, the item named `name`, has the button
 * "Delete <name>"; the `dialog` asks `Are you sure you want to delete "<name>"?`; confirmed, `done`
 * shows and the card is gone.
 */
export function deleteCardAfterConfirming(
  page: Page,
  card: Locator,
  name: string,
  steps: { dialog: string; done: Locator },
) {
  return deleteAfterConfirming(page, {
    button: card.getByRole("button", { name: `Delete ${name}` }),
    dialog: steps.dialog,
    question: `Are you sure you want to delete "${name}"?`,
    done: steps.done,
    gone: card,
  });
}

/**
 * A list that fails to load says so and loads on Try Again: the GET requests of `api` answer 500
 * while `open` loads the page; `failed` (which holds the Try Again button) must show; then the
 * server answers again, Try Again is pressed and `loaded` must show.
 */
export async function expectFailedLoadRecovers(
  page: Page,
  errorWatch: ErrorWatch,
  steps: { api: string; open: () => Promise<unknown>; failed: Locator; loaded: Locator },
) {
  errorWatch.allow(/status of 500/, steps.api);
  let fail = true;
  await page.route(
    (url) => url.pathname === steps.api,
    (route) =>
      fail && route.request().method() === "GET"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "Down" } } })
        : route.fallback(),
  );
  await steps.open();
  await expect(steps.failed).toBeVisible();
  // The server answers again only once Try Again can be pressed: a change made meanwhile by a
  // test running beside this one reloads the list too (live updates), and must still fail here.
  const retry = steps.failed.getByRole("button", { name: "Try Again" });
  await retry.click({ trial: true });
  fail = false;
  await retry.click();
  await expect(steps.loaded).toBeVisible();
}

/** Reordering a list by its drag handles ("Reorder <name>"), as dnd-kit offers it. */
export const reorder = {
  /** The list's items have these accessible names, in this order, and no others. */
  async expectOrder(items: Locator, names: string[]) {
    await expect(items).toHaveCount(names.length);
    for (const [i, name] of names.entries()) {
      await expect(items.nth(i)).toHaveAccessibleName(name);
    }
  },

  /**
   * Moves `name` one place up with the keyboard by its handle in `item`: Space lifts, an arrow
   * moves, Space drops; each step is announced (position of `of`).
   */
  async moveUpByKeyboard(page: Page, item: Locator, name: string, position: number, of: number) {
    await item.getByRole("button", { name: `Reorder ${name}` }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(`Picked up ${name}, position ${position} of ${of}.`)).toBeAttached();
    // dnd-kit's keyboard sensor starts listening for arrows in a setTimeout(0) after the pick-up;
    // a timer queued now runs after it, so the arrow is not pressed into the gap on a busy machine.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.keyboard.press("ArrowUp");
    await expect(page.getByText(`${name} moved to position ${position - 1} of ${of}.`)).toBeAttached();
    await page.keyboard.press("Space");
  },

  /** Mouse drag by the handle: press, nudge past the activation distance, move, release. */
  async dragOnto(page: Page, handle: Locator, target: Locator) {
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
  },
};
