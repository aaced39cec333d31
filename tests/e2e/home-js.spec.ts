import type { Page } from "@playwright/test";
import { expect, test, toast } from "../support/e2e-fixtures";

/**
 * What the home page's JavaScript must not carry (issue 17): zod (no form on it validates in the
 * browser) and sonner (mounted only once a page shows a toast). Each is recognised by a string its
 * minified build keeps: zod's error class name, sonner's toaster attribute.
 */
const ZOD = "$ZodError";
const SONNER = "data-sonner-toaster";

/** Every script the page fetches from now on, with its body. */
function recordScripts(page: Page): () => Promise<{ url: string; body: string }[]> {
  const bodies: Promise<{ url: string; body: string }>[] = [];
  page.on("response", (response) => {
    if (!/\.m?js$/.test(new URL(response.url()).pathname)) return;
    bodies.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return () => Promise.all(bodies);
}

async function loadHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // Whatever loads after hydration (lazy chunks) has been asked for by then.
  await page.waitForLoadState("networkidle");
}

test("the home page loads neither zod nor sonner", async ({ page }) => {
  const scripts = recordScripts(page);
  await loadHydrated(page, "/");
  const loaded = await scripts();
  expect(loaded.length).toBeGreaterThan(0);
  expect(loaded.filter((s) => s.body.includes(ZOD)).map((s) => s.url)).toEqual([]);
  expect(loaded.filter((s) => s.body.includes(SONNER)).map((s) => s.url)).toEqual([]);
});

test("the quote wizard brings its validation along, and its toasts still show", async ({ page }) => {
  const scripts = recordScripts(page);
  await loadHydrated(page, "/");
  await page.getByRole("banner").getByRole("button", { name: "Get a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Get a Quote" });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await scripts()).some((s) => s.body.includes(ZOD))).toBe(true);
  // The Toaster is mounted on demand: the wizard's first toast must still appear.
  await dialog.getByRole("button", { name: "Next" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(toast(page, "Please complete required fields")).toBeVisible();
});

test("the contact page renders its form without zod and loads the validation when the form is used", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await loadHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form).toBeVisible();
  expect((await scripts()).filter((s) => s.body.includes(ZOD)).map((s) => s.url)).toEqual([]);
  await form.getByRole("button", { name: "Send Message" }).click();
  // Validated in the browser, by the server's own schema (loaded with zod just now).
  await expect(form.getByText(/is required/).first()).toBeVisible();
  expect((await scripts()).some((s) => s.body.includes(ZOD))).toBe(true);
});
