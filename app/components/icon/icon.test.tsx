import { readFileSync } from "node:fs";
import path from "node:path";
import { PUBLIC_ICONS } from "@common/public-icons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderSprite, SPRITE_ICONS } from "../../../scripts/icon-sprite";
import { platformName, SocialIcon } from "../layout/social-icons";
import { BRAND_TITLES, type Brand, brandSymbolId } from "./brands";
import { Icon, iconClass, SPRITE_URL } from "./icon";
import { symbolId, UI_ICONS } from "./ui-icons";

const sprite = renderSprite();
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
const hrefOf = (html: string) => html.match(/<use href="([^"]*)"/)?.[1];

describe("the icon sprite", () => {
  it("holds a symbol with drawn content for every staff-chosen and UI icon", () => {
    for (const name of [...PUBLIC_ICONS, ...UI_ICONS, "Code"]) {
      expect(symbols, name).toContain(symbolId(name));
    }
    expect(symbols.size).toBe(SPRITE_ICONS.length + Object.keys(BRAND_TITLES).length);
    for (const body of sprite.matchAll(/<symbol [^>]*>(.*?)<\/symbol>/g)) {
      expect(body[1]).toMatch(/^<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    }
    // lucide's own path data, e.g. Menu's three lines.
    expect(sprite).toContain('<symbol id="menu" viewBox="0 0 24 24"><path d="M4 5h16"></path>');
  });

  it("is the file Vite serves (the plugin wrote the same sprite)", () => {
    expect(readFileSync(path.resolve("app/components/icon/icons.svg"), "utf8")).toBe(sprite);
    expect(SPRITE_URL).toMatch(/icons.*\.svg$/);
  });

  it("holds the social brands' marks, filled by the page (no stroke or fill of their own)", () => {
    for (const brand of Object.keys(BRAND_TITLES) as Brand[]) {
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${brandSymbolId(brand)}" viewBox="0 0 24 24"><path d="M[^"]+"/></symbol>`),
      );
    }
  });

  it("names symbols in kebab case", () => {
    expect(symbolId("Building2")).toBe("building-2");
    expect(symbolId("BarChart3")).toBe("bar-chart-3");
    expect(symbolId("ShieldCheck")).toBe("shield-check");
    expect(symbolId("X")).toBe("x");
  });
});

describe("Icon", () => {
  it("draws the symbol in lucide's box, its stroke and size left to the .icon class", () => {
    const html = renderToStaticMarkup(<Icon name="ArrowRight" className="h-4 w-4 text-primary" />);
    expect(hrefOf(html)).toBe(`${SPRITE_URL}#arrow-right`);
    expect(html).toContain('aria-hidden="true"');
    // The symbol's viewBox scales it into the box: none on every icon of the page.
    expect(html).not.toContain("viewBox");
    // The frequent square sizes are one class each (app.css), other classes kept after it.
    expect(html).toContain('class="icon-4 text-primary"');
    // Repeated on every icon of a page, these live in app.css instead.
    for (const attr of ["width=", "height=", "fill=", "stroke=", "stroke-width=", "stroke-linecap="]) {
      expect(html).not.toContain(attr);
    }
  });

  it("names the frequent square sizes and keeps any other class", () => {
    expect(iconClass()).toBe("icon");
    expect(iconClass("h-5 w-5")).toBe("icon-5");
    expect(iconClass("h-6 w-6 text-primary/40")).toBe("icon-6 text-primary/40");
    expect(iconClass("h-4 w-5")).toBe("icon h-4 w-5");
    expect(iconClass("h-10 w-10")).toBe("icon h-10 w-10");
    expect(iconClass("mt-0.5 h-4 w-4")).toBe("icon mt-0.5 h-4 w-4");
  });

  it("gets the stroke and default size from app.css", () => {
    const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
    // One rule for .icon and its named sizes (.icon-4…) and the ratings' stars.
    const rule = css.match(/\.icon,[^{]*\{([^}]*)\}/)?.[1] ?? "";
    for (const decl of [
      "width: 24px",
      "height: 24px",
      "fill: none",
      "stroke: currentColor",
      "stroke-width: 2",
      "stroke-linecap: round",
      "stroke-linejoin: round",
    ]) {
      expect(rule).toContain(decl);
    }
  });
});

describe("SocialIcon", () => {
  it("draws a known platform's mark from the sprite, filled with the text colour", () => {
    const html = renderToStaticMarkup(<SocialIcon platform="GitHub" className="h-4 w-4" />);
    expect(hrefOf(html)).toBe(`${SPRITE_URL}#brand-github`);
    expect(html).toContain('fill="currentColor"');
    expect(platformName("twitter")).toBe("X (Twitter)");
  });

  it("gives any other platform the generic icon and its own name", () => {
    expect(hrefOf(renderToStaticMarkup(<SocialIcon platform="mastodon" />))).toBe(`${SPRITE_URL}#globe`);
    expect(platformName("mastodon")).toBe("Mastodon");
  });
});
