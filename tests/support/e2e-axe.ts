import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource: string = createRequire(import.meta.url)("axe-core").source;

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core in the page and returns the serious and critical violations (WCAG 2 A/AA rules).
 * `exclude` lists selectors of parts another test owns (e.g. the dashboard's sidebar).
 */
export async function seriousA11yViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const context = exclude.length > 0 ? { exclude: exclude.map((selector) => [selector]) } : document;
    const result = await axe.run(context, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  }, options.exclude ?? []);
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
