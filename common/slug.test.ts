import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lowercases and turns runs of other characters into single hyphens", () => {
    expect(slugify("  Web & Mobile -- Apps! ")).toBe("web-mobile-apps");
    expect(slugify("Café Ordering 2.0")).toBe("cafe-ordering-2-0");
  });

  it("gives an empty slug for a title without letters or digits", () => {
    expect(slugify("!!!")).toBe("");
  });

  it("always matches the slug pattern when not empty", () => {
    for (const title of ["A", "Hello World", "x--y", "ÄÖÜ test"])
      expect(slugify(title)).toMatch(SLUG_PATTERN);
  });
});

describe("uniqueSlug", () => {
  it("keeps a free slug and numbers a taken one from 1", () => {
    expect(uniqueSlug("seo", new Set())).toBe("seo");
    expect(uniqueSlug("seo", new Set(["seo"]))).toBe("seo-1");
    expect(uniqueSlug("seo", new Set(["seo", "seo-1", "seo-2"]))).toBe("seo-3");
  });
});
