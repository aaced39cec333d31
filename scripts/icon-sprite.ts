import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as lucide from "lucide-react";
import { createElement, type ElementType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { SPRITE_FILE, symbolId, UI_ICONS } from "../app/components/icon/ui-icons.ts";
// Relative imports: the Vite config is bundled without the tsconfig path aliases.
import { PUBLIC_ICONS } from "../common/public-icons.ts";

/** Every icon the public site draws: the staff-chosen set, "Code" (for "Code2") and the UI icons. */
export const SPRITE_ICONS: readonly string[] = [...new Set([...PUBLIC_ICONS, "Code", ...UI_ICONS])];

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
    return `<symbol id="${symbolId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
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
