import type { Page } from "@playwright/test";
import { expect, gotoInteractive, test } from "../support/e2e-fixtures";

/**
 * Spec 1 §4 chunk-load recovery: when a page's code cannot be loaded on a client-side navigation
 * (a release replaced the files), the document reloads with fresh code, and the visitor's next
 * click gets the page, never a dead end.
 * (React Router reloads for route modules itself; app/lib/service-worker.ts covers the failures
 * that reach the root error boundary.)
 */

const OUR_WORK_CHUNK = /\/assets\/our-work-[^/]+\.js$/;

function allowChunkFailure(errorWatch: { allow(text: RegExp, path: string | RegExp): void }) {
  errorWatch.allow(/Failed to load resource/, OUR_WORK_CHUNK);
  errorWatch.allow(/Failed to fetch dynamically imported module|Error loading route module/, /./);
}

async function openOurWorkFromNav(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Work" }).click();
}

test("a page whose code fails to load reloads the document, and the next click gets the page", async ({
  page,
  errorWatch,
}) => {
  allowChunkFailure(errorWatch);
  await gotoInteractive(page, "/");
  let aborted = 0;
  // Only this one request fails: the new release is there by the time the page reloads.
  await page.route(
    OUR_WORK_CHUNK,
    (route) => {
      aborted++;
      return route.abort();
    },
    { times: 1 },
  );

  const reloaded = page.waitForEvent("load");
  await openOurWorkFromNav(page);
  // React Router reloads the document it is on, which fetches the current release's files…
  await reloaded;
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // …so the same click now works.
  await openOurWorkFromNav(page);
  await expect(page).toHaveURL("/our-work");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Failed to Load")).toHaveCount(0);
  expect(aborted).toBe(1);
});
