import { PUBLIC_PAGES } from "@common/public-routes";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import { expect, test } from "../support/e2e-fixtures";

/**
 * The content and legal pages: careers, support, FAQ, industries, sitemap, privacy, terms and
 * cookies. The run's database holds the seeded settings (site name "Atrium Technologies").
 */

const SITE_NAME = DEFAULT_SITE_SETTINGS.site_name;

const PAGES = [
  { path: "/careers", title: "Careers", h1: `Careers at ${SITE_NAME}` },
  { path: "/support", title: "Support", h1: "Support" },
  { path: "/faq", title: "FAQ", h1: "Frequently asked questions" },
  { path: "/industries", title: "Industries", h1: "Industries we serve" },
  { path: "/sitemap", title: "Sitemap", h1: "Sitemap" },
  { path: "/privacy", title: "Privacy Policy", h1: "Privacy Policy" },
  { path: "/terms", title: "Terms of Service", h1: "Terms of Service" },
  { path: "/cookies", title: "Cookie Policy", h1: "Cookie Policy" },
];

for (const { path, title, h1 } of PAGES) {
  test(`${path} is server-rendered with its heading, title and description`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // The heading is in the HTML the server sent, not only after hydration.
    const html = (await response?.text()) ?? "";
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(`${title} | ${SITE_NAME}`);
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveCount(1);
    expect((await description.getAttribute("content"))?.length ?? 0).toBeGreaterThan(60);
  });
}

test("/sitemap links to every public page", async ({ page }) => {
  await page.goto("/sitemap");
  const main = page.locator("main");
  for (const group of new Set(PUBLIC_PAGES.map((p) => p.group))) {
    await expect(main.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
  }
  for (const { path, title } of PUBLIC_PAGES) {
    await expect(main.locator(`a[href="${path}"]`, { hasText: title })).toHaveCount(1);
  }
});

test("/faq answers open on click and are described as FAQPage data", async ({ page }) => {
  await page.goto("/faq");
  const items = page.locator("main details");
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(12);
  expect(count).toBeLessThanOrEqual(16);
  // The questions are the FAQ page's items (issue 16), one ordered list edited in the Pages manager.

  const item = items.filter({ hasText: "How do I get a quote?" });
  const answer = item.getByText("your budget range and your ideal timeline", { exact: false });
  await expect(item).not.toHaveAttribute("open");
  await expect(answer).toBeHidden();
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  await expect(answer).toBeVisible();
  // The answer carries the contact e-mail from settings as a link.
  await expect(item.getByRole("link", { name: DEFAULT_SITE_SETTINGS.contact_email })).toHaveAttribute(
    "href",
    `mailto:${DEFAULT_SITE_SETTINGS.contact_email}`,
  );
  await item.locator("summary").click();
  await expect(item).not.toHaveAttribute("open");

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
  expect(faq).toBeTruthy();
  expect(faq.mainEntity).toHaveLength(count);
  expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", acceptedAnswer: { "@type": "Answer" } });
});

test("/privacy gives the contact e-mail from settings as a mail link", async ({ page }) => {
  await page.goto("/privacy");
  const email = DEFAULT_SITE_SETTINGS.contact_email;
  const links = page.locator("main").getByRole("link", { name: email, exact: true });
  await expect(links.first()).toBeVisible();
  await expect(links.first()).toHaveAttribute("href", new RegExp(`^mailto:${email.replace(/\./g, "\\.")}`));
  // The date of the page's last save (issue 16: the page is edited in the Pages manager).
  await expect(page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  // The table of contents leads to its sections.
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Your rights" }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole("heading", { level: 2, name: /Your rights/ })).toBeInViewport();
});

test("/industries links each industry to its service pages", async ({ page }) => {
  await page.goto("/industries");
  for (const industry of [
    "Agriculture",
    "Education",
    "Retail & e-commerce",
    "Professional services",
    "Healthcare clinics",
    "Non-profits",
    "Manufacturing",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: industry, exact: true })).toBeVisible();
  }
  await expect(page.locator('main a[href="/services/agriculture-tech"]')).toHaveCount(1);
  await expect(page.locator('main a[href="/services/school-management"]')).toHaveCount(1);
});

test("/careers and /support use the contact details from settings", async ({ page }) => {
  await page.goto("/careers");
  await expect(
    page.locator(`main a[href^="mailto:${DEFAULT_SITE_SETTINGS.contact_email}"]`).first(),
  ).toBeVisible();

  await page.goto("/support");
  const phone = page
    .locator("main")
    .getByRole("link", { name: DEFAULT_SITE_SETTINGS.contact_phone, exact: true });
  await expect(phone).toHaveAttribute("href", "tel:+15550100100");
  await expect(page.getByText(DEFAULT_SITE_SETTINGS.response_time_promise)).toBeVisible();
  await expect(page.locator('main a[href="/faq"]')).toBeVisible();
  await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
});

test("the pages fit a 375 px screen in the dark theme", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    // Nothing in the page's content reaches past the right edge of the screen.
    const widest = await page.evaluate(() =>
      Math.max(...[...document.querySelectorAll("main *")].map((el) => el.getBoundingClientRect().right)),
    );
    expect(widest, `content wider than the screen on ${path}`).toBeLessThanOrEqual(375);
  }
});
