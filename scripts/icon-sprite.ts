import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement, type ElementType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { siFacebook, siGithub, siInstagram, siX, siYoutube } from "simple-icons";
import type { Plugin } from "vite";
import { type Brand, brandSymbolId } from "../app/components/icon/brands.ts";
import { SPRITE_FILE, symbolId, UI_ICONS } from "../app/components/icon/ui-icons.ts";
// Relative imports: the Vite config is bundled without the tsconfig path aliases.
import { PUBLIC_ICONS } from "../common/public-icons.ts";

/** Every icon the public site draws: the staff-chosen set, "Code" (for "Code2") and the UI icons. */
export const SPRITE_ICONS: readonly string[] = [...new Set([...PUBLIC_ICONS, "Code", ...UI_ICONS])];

/** Brand marks (Simple Icons, CC0); LinkedIn is drawn here as Simple Icons no longer ships it. */
const BRAND_PATHS: Record<Brand, string> = {
  facebook: siFacebook.path,
  twitter: siX.path,
  x: siX.path,
  instagram: siInstagram.path,
  github: siGithub.path,
  youtube: siYoutube.path,
  linkedin:
    "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z",
};

/**
 * One SVG sprite of <symbol>s, drawn from lucide-react's own components (rendered to markup, the
 * outer <svg> dropped), so the paths are exactly lucide's and need no copy here.
 */
export function renderSprite(names: readonly string[] = SPRITE_ICONS): string {
  const icons = lucide as unknown as Record<string, ElementType | undefined>;
  const symbols = names.map((name) => {
    const component = icons[name];
    if (!component) throw new Error(`icon sprite: lucide-react has no icon "${name}"`);
    const markup = renderToStaticMarkup(createElement(component));
    const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    // A rating's stars share one box wider than tall (star-rating.tsx): each sits at its <use>'s x.
    const align = name === "Star" ? ' preserveAspectRatio="xMinYMid meet"' : "";
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24"${align}>${inner}</symbol>`;
  });
  // Filled marks: their paths take the fill of the <svg> that uses them (SocialIcon's currentColor).
  const brands = Object.entries(BRAND_PATHS).map(
    ([brand, d]) =>
      `<symbol id="${brandSymbolId(brand as Brand)}" viewBox="0 0 24 24"><path d="${d}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols, ...brands].join("")}</svg>\n`;
}

/** Writes the sprite before Vite resolves anything (build, dev and vitest), only when it changed. */
export function iconSprite(): Plugin {
  return {
    name: "atrium-icon-sprite",
    configResolved(config) {
      const file = path.resolve(config.root, SPRITE_FILE);
      const sprite = renderSprite();
      if (!existsSync(file) || readFileSync(file, "utf8") !== sprite) writeFileSync(file, sprite);
    },
  };
}
