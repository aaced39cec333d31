import { setUpSignIns } from "@tests/support/admin-api";
import { setUpSsrApp } from "@tests/support/ssr-app";
import { describe, expect, it } from "vitest";

/** The home page as rendered by React Router, and the font files its head references. */
const { t, fetch } = setUpSsrApp();
const people = setUpSignIns(t);

/** The font preloads and @font-face rules of the page's <head> (the loader data repeats the rules). */
function fontLinks(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    preloads: [...head.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((m) => m[0]),
    faces: [...head.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]),
  };
}
const href = (link: string) => /href="([^"]+)"/.exec(link)?.[1] ?? "";

async function saveFont(font_family: string, font_weight = 400) {
  const res = await t.request("/api/v1/admin/site-settings", {
    method: "PATCH",
    cookie: people.admin,
    body: { font_family, font_weight },
  });
  expect(res.status, await res.text()).toBe(200);
}

async function homePage() {
  const res = await fetch("/");
  expect(res.status).toBe(200);
  return fontLinks(await res.text());
}

describe("the settings' font on public pages", () => {
  it("preloads and declares only the chosen family, from the next request on, served by the app", async () => {
    const before = await homePage();
    expect(before.preloads).toHaveLength(1);
    expect(href(before.preloads[0]!)).toMatch(/inter-latin-wght-normal.*\.woff2$/);

    await saveFont("Lora");
    const { preloads, faces } = await homePage();
    expect(preloads).toHaveLength(1);
    const [preload] = preloads as [string];
    expect(preload).toContain('type="font/woff2"');
    expect(preload).toMatch(/crossorigin/i);
    const url = href(preload);
    expect(url).toMatch(/lora-latin-wght-normal.*\.woff2$/);
    expect(faces).toEqual([
      `@font-face{font-family:"Lora";font-style:normal;font-display:swap;font-weight:400 700;src:url("${url}") format("woff2")}`,
    ]);
    const html = await (await fetch("/")).text();
    expect(html).not.toMatch(/inter-latin/);
    expect(html).toContain('--font-sans:"Lora",ui-serif,');

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("font/woff2");
    // A WOFF2 file's signature.
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("wOF2");
  });

  it("declares a static family's body, semibold and bold faces, preloading the body's", async () => {
    await saveFont("Lato", 300);
    const { preloads, faces } = await homePage();
    expect(preloads.map(href)).toEqual([expect.stringMatching(/lato-latin-300-normal.*\.woff2$/)]);
    expect(faces.map((face) => /font-weight:(\d+)/.exec(face)?.[1])).toEqual(["300", "700"]);
  });

  it("loads no file for a system font, and names its fallbacks", async () => {
    await saveFont("Times New Roman");
    const res = await fetch("/");
    const html = await res.text();
    expect(fontLinks(html)).toEqual({ preloads: [], faces: [] });
    expect(html).toContain('--font-sans:"Times New Roman",Times,"Liberation Serif",serif;');
  });
});
