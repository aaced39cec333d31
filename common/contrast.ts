/**
 * WCAG 2 colour contrast of two #RRGGBB colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio),
 * for the settings editor's warning on text and background pairs.
 */

/** Normal-size text needs at least this ratio to its background (WCAG 2.1 AA, 1.4.3). */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** The relative luminance of a #RRGGBB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 (none) to 21 (black on white), in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** White or black, whichever reads better on `background` (labels on a colour swatch). */
export function readableTextOn(background: string): "#FFFFFF" | "#000000" {
  return contrastRatio("#FFFFFF", background) >= contrastRatio("#000000", background) ? "#FFFFFF" : "#000000";
}
