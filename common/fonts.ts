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

/** Offered fonts that ship with the operating systems: named with look-alikes, no file loaded. */
export const SYSTEM_FONTS = [
  "Times New Roman",
  "Monaco",
  "Consolas",
] as const satisfies readonly FontFamily[];
export type SystemFont = (typeof SYSTEM_FONTS)[number];
/** The offered fonts the app serves itself, as WOFF2 files (app/lib/fonts.ts). */
export type HostedFont = Exclude<FontFamily, SystemFont>;

export function isSystemFont(name: string): name is SystemFont {
  return (SYSTEM_FONTS as readonly string[]).includes(name);
}

export function fontGroup(family: FontFamily): FontGroup {
  return (Object.keys(FONT_GROUPS) as FontGroup[]).find((group) =>
    (FONT_GROUPS[group] as readonly string[]).includes(family),
  ) as FontGroup;
}

/** What each group falls back to while the font loads, or if it cannot: fonts every system has. */
const GROUP_FALLBACKS: Record<FontGroup, string> = {
  "Sans-serif": 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
  Serif: 'ui-serif,Georgia,Cambria,"Times New Roman",Times,serif',
  Monospace: 'ui-monospace,SFMono-Regular,Menlo,Monaco,Consolas,"Liberation Mono","Courier New",monospace',
};

/** The system fonts with their metric-compatible stand-ins (Liberation on Linux). */
const SYSTEM_STACKS: Record<SystemFont, string> = {
  "Times New Roman": '"Times New Roman",Times,"Liberation Serif",serif',
  Monaco: 'Monaco,Menlo,Consolas,"Liberation Mono",monospace',
  Consolas: 'Consolas,Monaco,Menlo,"Liberation Mono",monospace',
};

/** A name CSS can take quoted as it is (the settings schema's rule): nothing to escape. */
const SAFE_NAME = /^[A-Za-z0-9 -]{1,60}$/;

/**
 * The CSS `font-family` value for a settings font: the family, then its group's fallbacks. A name
 * not on the list (an older setting) is still tried, before the sans-serif fallbacks.
 */
export function fontStack(name: string): string {
  if (isSystemFont(name)) return SYSTEM_STACKS[name];
  if (isFontFamily(name)) return `"${name}",${GROUP_FALLBACKS[fontGroup(name)]}`;
  const fallback = GROUP_FALLBACKS["Sans-serif"];
  return SAFE_NAME.test(name) ? `"${name}",${fallback}` : fallback;
}
