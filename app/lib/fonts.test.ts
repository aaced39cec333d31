import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FONT_FAMILIES, isSystemFont } from "@common/fonts";
import { describe, expect, it } from "vitest";
import { FONT_SOURCES, fontAssetUrl, fontFaceCss, fontLoad, fontSource, matchWeight } from "./fonts";

const require = createRequire(import.meta.url);
type Metadata = { family: string; weights: number[]; variable?: { wght: { min: string; max: string } } };
const metadata = (pkg: string) => require(`${pkg}/metadata.json`) as Metadata;

/** Outside a build, Vite's URL of an imported file is its path from the project root. */
const fileOf = (url: string) => path.join(process.cwd(), url);
const urlsOf = (name: string) =>
  [...fontFaceCss(name).matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1] as string);

describe("the font manifest", () => {
  it("gives every offered family a WOFF2 file of its package, or a system font stack", () => {
    for (const family of FONT_FAMILIES) {
      const source = fontSource(family);
      if (isSystemFont(family)) {
        expect(source, family).toBeNull();
        expect(fontLoad(family, 400), family).toEqual({ preload: null, css: "" });
        continue;
      }
      expect(source, family).not.toBeNull();
      const urls = urlsOf(family);
      expect(urls.length, family).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url, family).toMatch(new RegExp(`^/node_modules/${source!.package}/files/[a-z0-9-]+-latin-`));
        expect(url, family).toMatch(/\.woff2$/);
        const file = fileOf(url);
        expect(existsSync(file), url).toBe(true);
        expect(readFileSync(file).subarray(0, 4).toString("latin1"), url).toBe("wOF2");
      }
    }
    expect(Object.keys(FONT_SOURCES).sort()).toEqual(FONT_FAMILIES.filter((f) => !isSystemFont(f)).sort());
  });

  it("declares each family's weights as its package has them", () => {
    for (const source of Object.values(FONT_SOURCES)) {
      const meta = metadata(source.package);
      if (source.kind === "variable") {
        expect(source.weights, source.package).toEqual([
          Number(meta.variable?.wght.min),
          Number(meta.variable?.wght.max),
        ]);
      } else {
        expect(Object.keys(source.files).map(Number), source.package).toEqual(meta.weights);
      }
    }
  });

  it("swaps the fallback for the font once it has loaded", () => {
    for (const family of FONT_FAMILIES.filter((f) => !isSystemFont(f))) {
      for (const rule of fontFaceCss(family).match(/@font-face\{[^}]*\}/g) ?? []) {
        expect(rule, family).toContain(`font-family:"${family}";`);
        expect(rule, family).toContain("font-display:swap;");
        expect(rule, family).toContain('format("woff2")');
      }
    }
  });
});

describe("fontLoad", () => {
  it("declares a variable font once, for its whole weight range, and preloads it", () => {
    const { preload, css } = fontLoad("Source Sans Pro", 300);
    expect(preload).toMatch(/source-sans-3-latin-wght-normal\.woff2$/);
    expect(css).toBe(
      `@font-face{font-family:"Source Sans Pro";font-style:normal;font-display:swap;font-weight:200 900;src:url("${preload}") format("woff2")}`,
    );
  });

  it("declares a static family's body weight and the semibold and bold it falls to, preloading the body's", () => {
    const weights = (css: string) => [...css.matchAll(/font-weight:(\d+)/g)].map((m) => m[1]);
    const poppins = fontLoad("Poppins", 500);
    expect(weights(poppins.css)).toEqual(["500", "600", "700"]);
    expect(poppins.preload).toMatch(/poppins-latin-500-normal\.woff2$/);
    // Lato has no 500 or 600: body text at 500 is drawn with 400, semibold with 700.
    const lato = fontLoad("Lato", 500);
    expect(weights(lato.css)).toEqual(["400", "700"]);
    expect(lato.preload).toBe(fontAssetUrl("Lato", 400));
    // Without a weight (the editor's preview), every weight the family has.
    expect(weights(fontFaceCss("Crimson Text"))).toEqual(["400", "600", "700"]);
  });

  it("loads nothing for a name not on the list", () => {
    expect(fontLoad("Comic Sans MS", 400)).toEqual({ preload: null, css: "" });
    expect(fontAssetUrl("Comic Sans MS")).toBeNull();
  });
});

describe("matchWeight", () => {
  it("picks the weight a browser would (CSS Fonts 4 §5.2)", () => {
    const lato = [100, 300, 400, 700, 900];
    expect(matchWeight(lato, 400)).toBe(400);
    expect(matchWeight(lato, 500)).toBe(400);
    expect(matchWeight(lato, 600)).toBe(700);
    expect(matchWeight(lato, 800)).toBe(900);
    expect(matchWeight(lato, 200)).toBe(100);
    expect(matchWeight([400, 500, 700], 450)).toBe(500);
    expect(matchWeight([600, 700], 300)).toBe(600);
    expect(matchWeight([100, 300], 800)).toBe(300);
  });
});
