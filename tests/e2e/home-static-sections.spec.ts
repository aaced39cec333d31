import type { Page } from "@playwright/test";
import { expect, test } from "../support/e2e-fixtures";

/**
 * The home page's static sections (issue 17): their items travel once, as HTML. The browser keeps
 * the server's markup for them without the items in its hydration data, their links still
 * navigate client-side, and a client navigation back to / renders them from the loader's data.
 */

const SECTIONS = ["#what-we-do", "#featured-services", "#featured-work", "#testimonials"];

/** Hydration warnings are logged as errors or warnings, depending on React's build. */
function watchHydrationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/hydrat|did not match/i.test(message.text())) messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

/** Each section's list items, as the visitor sees them. */
async function sectionItems(page: Page) {
  const items: Record<string, number> = {};
  for (const id of SECTIONS) {
    const list = page.locator(`${id} ul`).first();
    await expect(list).toBeVisible();
    items[id] = await list.locator(":scope > li").count();
  }
  return items;
}

test("the static sections show, their links navigate client-side, and they come back from data", async ({
  page,
}) => {
  const hydration = watchHydrationMessages(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const first = await sectionItems(page);
  for (const id of SECTIONS) expect(first[id], id).toBeGreaterThan(0);
  await expect(page.locator("#testimonials blockquote").first()).toBeVisible();

  // A marker on the window survives only a client-side navigation.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
  });
  const service = page.locator("#featured-services ul > li a").first();
  const title = (await service.textContent())?.trim() ?? "";
  const href = (await service.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/services\/[a-z0-9-]+$/);
  await service.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );

  // Back to / in the same document: the sections are rendered from the loader's data this time.
  // React Router asks for / as `/_.data` (v8_trailingSlashAwareDataRequests), `/_root.data` before.
  const homeData = page.waitForResponse((r) => /^\/(_|_root)\.data$/.test(new URL(r.url()).pathname));
  await page.goBack();
  await homeData;
  await expect(page).toHaveURL("/");
  expect(await sectionItems(page)).toEqual(first);
  await expect(page.locator("#testimonials blockquote").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  );
  expect(hydration).toEqual([]);
});

test("a testimonial's text is in the home page's HTML and not in its hydration data", async ({ page }) => {
  await page.goto("/");
  const quote = (await page.locator("#testimonials blockquote").first().textContent()) ?? "";
  // A run of plain words: the same in HTML, in JSON and in a JavaScript string.
  const words = quote.match(/[A-Za-z ]{20,}/)?.[0];
  expect(words, quote).toBeTruthy();

  const html = await (await page.request.get("/")).text();
  const hydration = [...html.matchAll(/<script[^>]*>(window\.__reactRouterContext[\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("\n");
  // The data is there (the hero's slides travel: they are interactive)...
  expect(hydration).toContain("streamController.enqueue");
  const slide = (await page.locator(".hero-title").first().textContent())?.trim() ?? "";
  expect(slide).not.toBe("");
  expect(hydration).toContain(slide);
  // ...the testimonial only once, as markup.
  expect(html).toContain(words);
  expect(hydration).not.toContain(words);
});
