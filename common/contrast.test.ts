import { describe, expect, it } from "vitest";
import { contrastRatio, readableTextOn, relativeLuminance, WCAG_AA_TEXT_CONTRAST } from "./contrast";

describe("contrastRatio", () => {
  it("gives WCAG's figures: 21:1 for black on white, 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#2563eb", "#2563EB")).toBe(1);
  });

  it("does not depend on the order, and reads hex in either case", () => {
    expect(contrastRatio("#1F2937", "#ffffff")).toBe(contrastRatio("#FFFFFF", "#1f2937"));
  });

  it("puts the AA line between #767676 and #777777 on white", () => {
    // The darkest grey that passes on white is the well-known #767676 (4.54:1).
    expect(contrastRatio("#767676", "#FFFFFF")).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeLessThan(WCAG_AA_TEXT_CONTRAST);
  });

  it("passes the default themes (spec 3 §9) and fails light grey on white", () => {
    expect(contrastRatio("#1F2937", "#FFFFFF")).toBeCloseTo(14.68, 1);
    expect(contrastRatio("#F9FAFB", "#1F2937")).toBeGreaterThan(WCAG_AA_TEXT_CONTRAST);
    expect(contrastRatio("#E5E7EB", "#FFFFFF")).toBeCloseTo(1.24, 2);
  });
});

describe("relativeLuminance", () => {
  it("is 0 for black and 1 for white, and refuses what is not #RRGGBB", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#FFFFFF")).toBe(1);
    expect(() => relativeLuminance("#FFF")).toThrow(/#RRGGBB/);
  });
});

describe("readableTextOn", () => {
  it("puts white on dark colours and black on light ones", () => {
    expect(readableTextOn("#1F2937")).toBe("#FFFFFF");
    expect(readableTextOn("#2563EB")).toBe("#FFFFFF");
    expect(readableTextOn("#10B981")).toBe("#000000");
    expect(readableTextOn("#FB923C")).toBe("#000000");
  });
});
