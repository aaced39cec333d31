import { expect, test } from "../support/e2e-fixtures";

/**
 * Links and React Router's route discovery (issue 17): the server's HTML carries no
 * `data-discover` attributes; once the page has hydrated the links carry them, React Router looks
 * their routes up in one request, and a click navigates without loading a new document.
 */
test("links look their routes up once the page has hydrated, not in the server's HTML", async ({ page }) => {
  const html = await (await page.request.get("/")).text();
  expect(html).toContain('href="/careers"');
  expect(html).not.toContain("data-discover");

  const lookUp = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === "/__manifest" && (url.searchParams.get("paths") ?? "").includes("/careers");
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const careers = page.getByRole("contentinfo").getByRole("link", { name: "Careers" });
  await expect(careers).toHaveAttribute("data-discover", "true");
  await lookUp;

  // A client-side navigation keeps the page's JavaScript state; a document load would not.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await careers.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
