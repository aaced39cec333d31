import { createRequire } from "node:module";
import {
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { PHONE } from "./e2e-fixtures";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core in the page and returns the serious and critical violations (WCAG 2 A/AA rules). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, label?: string) {
  expect(await seriousA11yViolations(page), label).toEqual([]);
}

/** The page scrolls no wider than its viewport: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The page's content is at most `width` px wide (on a phone, where the viewport may grow to fit it). */
export async function expectNoWiderThan(page: Page, width: number, label?: string) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll, label).toBeLessThanOrEqual(width);
}

/** On a 375 px phone: the viewport is 375 px wide, and the page no wider. */
export async function expectFitsPhone(page: Page, label?: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.client, label).toBe(375);
  expect(widths.scroll, label).toBeLessThanOrEqual(375);
}

/** `box` (a dialog, say) lies within the first `width` px from the left. */
export async function expectWithin(box: Locator, width: number) {
  const bounds = await box.boundingBox();
  expect(bounds, "on screen").not.toBeNull();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(width);
}

/**
 * Light-theme checks done, the page is made 375 px wide and dark and reopened by `open` (which
 * waits for what the check needs on screen); it must then be dark, fit without sideways
 * scrolling and pass axe.
 */
export async function expectDarkPhoneFitsAndPassesAxe(page: Page, open: () => Promise<unknown>) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  await open();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
}

/**
 * On a 375 px phone, light and then dark (switched by a reload, after which `ready` waits until
 * the page shows what the check needs), the page fits the phone (expectFitsPhone) and passes axe.
 */
export async function expectPhoneLightAndDark(page: Page, ready: () => Promise<unknown>) {
  for (const theme of ["light", "dark"] as const) {
    if (theme === "dark") {
      await page.evaluate(() => localStorage.setItem("ui-theme", "dark"));
      await page.reload();
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await ready();
    }
    await expectFitsPhone(page, theme);
    await expectAccessible(page, theme);
  }
}

/**
 * Reloads `page` in the dark theme; once `shown` is visible again, the page must pass axe.
 */
export async function expectDarkAfterReloadPassesAxe(page: Page, shown: Locator) {
  await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(shown).toBeVisible();
  await expectAccessible(page, "dark theme");
}

/**
 * A page in a new PHONE context that `open` loads; once `shown(page)` is visible, the page must fit
 * the phone (expectFitsPhone). Answers the page.
 */
export async function openOnPhoneAndExpectFit(
  newContext: (options: BrowserContextOptions) => Promise<BrowserContext>,
  open: (page: Page) => Promise<unknown>,
  shown: (page: Page) => Locator,
): Promise<Page> {
  const page = await (await newContext(PHONE)).newPage();
  await open(page);
  await expect(shown(page)).toBeVisible();
  await expectFitsPhone(page);
  return page;
}
