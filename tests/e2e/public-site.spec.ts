import { expect, test } from "../support/e2e-fixtures";

/** Public pages that need no account: the not-found page and the theme switch. */

test("an unknown address answers 404 with the Not Found page", async ({ page, errorWatch }) => {
  // Chromium logs the page's own 404 status; that is what this test asks for.
  errorWatch.allow(/status of 404/, "/no-such-page");
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Atrium Technologies/);
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1, name: "Atrium Technologies" })).toBeVisible();
});

test("the dark theme is applied and survives a reload without a flash", async ({ page }) => {
  // Note the theme at the moment <body> starts, i.e. before anything is painted.
  await page.addInitScript(() => {
    const w = window as unknown as { __darkAtFirstPaint?: boolean };
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      w.__darkAtFirstPaint = document.documentElement.classList.contains("dark");
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto("/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/\bdark\b/);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");

  await page.reload();
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __darkAtFirstPaint?: boolean }).__darkAtFirstPaint),
  ).toBe(true);
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
});
