/**
 * The social platforms drawn with their brand mark, by the key the settings use, with the name
 * shown for them. The marks themselves are symbols of the icon sprite (scripts/icon-sprite.ts
 * draws them from Simple Icons), so the pages' JavaScript carries no path data. No import here:
 * the Vite config loads this file too.
 */
export const BRAND_TITLES = {
  facebook: "Facebook",
  twitter: "X (Twitter)",
  x: "X",
  instagram: "Instagram",
  github: "GitHub",
  youtube: "YouTube",
  linkedin: "LinkedIn",
} as const;

export type Brand = keyof typeof BRAND_TITLES;

export function brandSymbolId(brand: Brand): string {
  return `brand-${brand}`;
}
