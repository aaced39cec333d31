/**
 * The font families the Website Settings editor offers (spec 3 §9), by group. The settings'
 * `font_family` is one of these names; how each is loaded (a self-hosted WOFF2 file, or a system
 * font with a fallback stack) is decided where the public page loads it.
 */
export const FONT_GROUPS = {
  "Sans-serif": [
    "Inter",
    "Roboto",
    "Open Sans",
    "Lato",
    "Poppins",
    "Nunito Sans",
    "Source Sans Pro",
    "Montserrat",
    "Work Sans",
    "DM Sans",
  ],
  Serif: ["Playfair Display", "Merriweather", "Lora", "Crimson Text", "Libre Baskerville", "Times New Roman"],
  Monospace: ["Fira Code", "JetBrains Mono", "Source Code Pro", "Monaco", "Consolas"],
} as const;

export type FontGroup = keyof typeof FONT_GROUPS;
export type FontFamily = (typeof FONT_GROUPS)[FontGroup][number];

export const FONT_FAMILIES: readonly FontFamily[] = Object.values(FONT_GROUPS).flat();

export function isFontFamily(name: string): name is FontFamily {
  return (FONT_FAMILIES as readonly string[]).includes(name);
}
