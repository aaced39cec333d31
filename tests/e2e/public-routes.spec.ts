import { PUBLIC_PAGES } from "@common/public-routes";
import { seriousA11yViolations } from "../support/e2e-axe";
import { expect, test } from "../support/e2e-fixtures";

/** Every public page of spec 1 §2.1: rendered on the server, titled, accessible, no console errors. */
for (const { path, title } of PUBLIC_PAGES) {
  test(`${path} renders with its title and no serious accessibility issue`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Server-rendered: the HTML itself carries the page, not just an empty shell.
    const html = await response!.text();
    expect(html).toContain("<main");
    expect(html).toMatch(/<h1[\s>]/);
    await expect(page).toHaveTitle(path === "/" ? /Atrium Technologies/ : /\| Atrium Technologies$/);
    expect(title.length).toBeGreaterThan(0);
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /.{20,}/);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test("dark theme pages have no serious accessibility issue either", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  for (const path of ["/", "/services", "/contact", "/our-work", "/about"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
});

test("an unknown path is a 404 page", async ({ page, errorWatch }) => {
  errorWatch.allow(/status of 404/, "/definitely/not/here");
  const response = await page.goto("/definitely/not/here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
