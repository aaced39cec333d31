/**
 * The font files the app serves itself: one WOFF2 file per offered family (its latin subset, the
 * variable font where one exists), or one per weight for the families that have no variable
 * version. Vite copies each into build/client/assets under a content-hashed name (served with a
 * year's immutable caching), and the server render and the browser get the same URL. Nothing is
 * downloaded until a page declares the family: `fontLoad` for the public pages (only the chosen
 * family), `fontFaceCss` for the editor's live preview (any family, on demand: render
 * `<style>{fontFaceCss(family)}</style>` and set `font-family: fontStack(family)`). Upright faces
 * only: italics are slanted by the browser.
 */
import { type FontFamily, type HostedFont, isFontFamily, isSystemFont } from "@common/fonts";
import crimsonText400 from "@fontsource/crimson-text/files/crimson-text-latin-400-normal.woff2?url";
import crimsonText600 from "@fontsource/crimson-text/files/crimson-text-latin-600-normal.woff2?url";
import crimsonText700 from "@fontsource/crimson-text/files/crimson-text-latin-700-normal.woff2?url";
import lato100 from "@fontsource/lato/files/lato-latin-100-normal.woff2?url";
import lato300 from "@fontsource/lato/files/lato-latin-300-normal.woff2?url";
import lato400 from "@fontsource/lato/files/lato-latin-400-normal.woff2?url";
import lato700 from "@fontsource/lato/files/lato-latin-700-normal.woff2?url";
import lato900 from "@fontsource/lato/files/lato-latin-900-normal.woff2?url";
import poppins100 from "@fontsource/poppins/files/poppins-latin-100-normal.woff2?url";
import poppins200 from "@fontsource/poppins/files/poppins-latin-200-normal.woff2?url";
import poppins300 from "@fontsource/poppins/files/poppins-latin-300-normal.woff2?url";
import poppins400 from "@fontsource/poppins/files/poppins-latin-400-normal.woff2?url";
import poppins500 from "@fontsource/poppins/files/poppins-latin-500-normal.woff2?url";
import poppins600 from "@fontsource/poppins/files/poppins-latin-600-normal.woff2?url";
import poppins700 from "@fontsource/poppins/files/poppins-latin-700-normal.woff2?url";
import poppins800 from "@fontsource/poppins/files/poppins-latin-800-normal.woff2?url";
import poppins900 from "@fontsource/poppins/files/poppins-latin-900-normal.woff2?url";
import dmSans from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import firaCode from "@fontsource-variable/fira-code/files/fira-code-latin-wght-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import jetbrainsMono from "@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2?url";
import libreBaskerville from "@fontsource-variable/libre-baskerville/files/libre-baskerville-latin-wght-normal.woff2?url";
import lora from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import merriweather from "@fontsource-variable/merriweather/files/merriweather-latin-wght-normal.woff2?url";
import montserrat from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import nunitoSans from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import openSans from "@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url";
import playfairDisplay from "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2?url";
import roboto from "@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url";
import sourceCodePro from "@fontsource-variable/source-code-pro/files/source-code-pro-latin-wght-normal.woff2?url";
import sourceSans3 from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import workSans from "@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url";

/** A variable font: one file for its whole weight axis (min–max, from the package's metadata). */
type VariableFont = { kind: "variable"; package: string; url: string; weights: [number, number] };
/** A family without a variable version: one file per weight it has. */
type StaticFont = { kind: "static"; package: string; files: Record<number, string> };
export type FontSource = VariableFont | StaticFont;

const variable = (pkg: string, url: string, min: number, max: number): VariableFont => ({
  kind: "variable",
  package: `@fontsource-variable/${pkg}`,
  url,
  weights: [min, max],
});
const fixed = (pkg: string, files: Record<number, string>): StaticFont => ({
  kind: "static",
  package: `@fontsource/${pkg}`,
  files,
});

/** Every offered family that is not a system font; the type makes a missing one a compile error. */
export const FONT_SOURCES: Record<HostedFont, FontSource> = {
  Inter: variable("inter", inter, 100, 900),
  Roboto: variable("roboto", roboto, 100, 900),
  "Open Sans": variable("open-sans", openSans, 300, 800),
  Lato: fixed("lato", { 100: lato100, 300: lato300, 400: lato400, 700: lato700, 900: lato900 }),
  Poppins: fixed("poppins", {
    100: poppins100,
    200: poppins200,
    300: poppins300,
    400: poppins400,
    500: poppins500,
    600: poppins600,
    700: poppins700,
    800: poppins800,
    900: poppins900,
  }),
  "Nunito Sans": variable("nunito-sans", nunitoSans, 200, 1000),
  // Google renamed Source Sans Pro to Source Sans 3; the settings keep the spec's name.
  "Source Sans Pro": variable("source-sans-3", sourceSans3, 200, 900),
  Montserrat: variable("montserrat", montserrat, 100, 900),
  "Work Sans": variable("work-sans", workSans, 100, 900),
  "DM Sans": variable("dm-sans", dmSans, 100, 1000),
  "Playfair Display": variable("playfair-display", playfairDisplay, 400, 900),
  Merriweather: variable("merriweather", merriweather, 300, 900),
  Lora: variable("lora", lora, 400, 700),
  "Crimson Text": fixed("crimson-text", { 400: crimsonText400, 600: crimsonText600, 700: crimsonText700 }),
  "Libre Baskerville": variable("libre-baskerville", libreBaskerville, 400, 700),
  "Fira Code": variable("fira-code", firaCode, 300, 700),
  "JetBrains Mono": variable("jetbrains-mono", jetbrainsMono, 100, 800),
  "Source Code Pro": variable("source-code-pro", sourceCodePro, 200, 900),
};

export function fontSource(name: string): FontSource | null {
  return isFontFamily(name) && !isSystemFont(name) ? FONT_SOURCES[name as HostedFont] : null;
}

/**
 * The weight a browser picks among `available` for `desired` (CSS Fonts 4 §5.2): so the faces
 * declared for a static family are exactly the files the page's text will use.
 */
export function matchWeight(available: readonly number[], desired: number): number {
  const sorted = [...available].sort((a, b) => a - b);
  const up = (from: number) => sorted.find((w) => w >= from);
  const down = (from: number) => sorted.findLast((w) => w <= from);
  if (sorted.includes(desired)) return desired;
  if (desired >= 400 && desired <= 500) {
    const between = sorted.find((w) => w > desired && w <= 500);
    return between ?? down(desired) ?? (up(desired) as number);
  }
  if (desired < 400) return down(desired) ?? (up(desired) as number);
  return up(desired) ?? (down(desired) as number);
}

/** Body text at the settings' weight, and the semibold and bold the headings and labels use. */
const EMPHASIS_WEIGHTS = [600, 700];

type Face = { url: string; weight: string };

/** The files a page shows `source` at body weight `weight` with (the body text's first). */
function faces(source: FontSource, weight: number | undefined): Face[] {
  if (source.kind === "variable") return [{ url: source.url, weight: source.weights.join(" ") }];
  const available = Object.keys(source.files).map(Number);
  const wanted =
    weight === undefined
      ? available
      : [...new Set([weight, ...EMPHASIS_WEIGHTS].map((w) => matchWeight(available, w)))];
  return wanted.map((w) => ({ url: source.files[w] as string, weight: String(w) }));
}

function faceRule(family: FontFamily, { url, weight }: Face): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url("${url}") format("woff2")}`;
}

/**
 * The `@font-face` rules for an offered family ("" for a system font or an unknown name). With a
 * body weight, a static family declares only the weights the page uses; without, all it has.
 */
export function fontFaceCss(name: string, weight?: number): string {
  const source = fontSource(name);
  if (!source) return "";
  return faces(source, weight)
    .map((face) => faceRule(name as FontFamily, face))
    .join("");
}

/** The file that draws `name`'s body text at `weight`: the one a page preloads (null: none). */
export function fontAssetUrl(name: string, weight = 400): string | null {
  const source = fontSource(name);
  return source ? (faces(source, weight)[0]?.url ?? null) : null;
}

/** What a page's head needs for the settings' font: its one preload and its `@font-face` rules. */
export type FontLoad = { preload: string | null; css: string };

export function fontLoad(name: string, weight: number): FontLoad {
  return { preload: fontAssetUrl(name, weight), css: fontFaceCss(name, weight) };
}
