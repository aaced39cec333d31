import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SERVICE_ICONS } from "@common/options";
import { PUBLIC_ICONS } from "@common/public-icons";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SPRITE_URL } from "~/components/icon/icon";
import { iconFor, NamedIcon } from "./icon";

const hrefOf = (html: string) => html.match(/<use href="([^"]*)"/)?.[1];

describe("NamedIcon", () => {
  const href = (name: string | null, fallback?: "Code") =>
    hrefOf(renderToStaticMarkup(<NamedIcon name={name} fallback={fallback} />));

  it("accepts a stored name in any usual spelling", () => {
    for (const name of ["Building2", "building-2", "building2", "building_2", "BUILDING2"]) {
      expect(href(name), name).toBe(`${SPRITE_URL}#building-2`);
    }
    expect(href("Code2")).toBe(`${SPRITE_URL}#code`);
    expect(href("shield check")).toBe(`${SPRITE_URL}#shield-check`);
  });

  it("draws every name staff can choose for a service or a what-we-do entry as itself", () => {
    for (const name of [...SERVICE_ICONS, ...PUBLIC_ICONS]) expect(iconFor(name, "X")).toBe(name);
  });

  it("falls back to Sparkles, or the fallback given, for an unknown or empty name", () => {
    expect(href("NoSuchIcon")).toBe(`${SPRITE_URL}#sparkles`);
    expect(href("constructor")).toBe(`${SPRITE_URL}#sparkles`);
    expect(href(null)).toBe(`${SPRITE_URL}#sparkles`);
    expect(href("", "Code")).toBe(`${SPRITE_URL}#code`);
  });
});

/** The folders whose modules the public layout and pages load (admin keeps lucide and cn). */
const PUBLIC_DIRS = [
  "app/routes/public",
  "app/components/layout",
  "app/components/screens",
  "app/components/icon",
  "app/features/public-content",
  "app/features/static-pages",
  "app/features/contact-form",
  "app/features/quote-wizard",
];
const PUBLIC_UI = ["button", "field-frame", "spinner"].map((n) => `app/components/ui/${n}.tsx`);

describe("public code", () => {
  const files = [
    ...PUBLIC_DIRS.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f) && !/\.(test|server)\.tsx?$/.test(f))
        .map((f) => path.join(dir, f)),
    ),
    ...PUBLIC_UI,
  ];

  it("imports neither lucide-react nor tailwind-merge's cn", () => {
    const offenders = files.filter((f) =>
      /from "(lucide-react|~\/lib\/cn|tailwind-merge)"/.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
