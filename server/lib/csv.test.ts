import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv";

describe("csv", () => {
  it("quotes only when needed and doubles quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12.5)).toBe("12.5");
  });

  it("joins lists and writes dates as ISO", () => {
    expect(csvCell(["iPhone app", "Android app"])).toBe("iPhone app; Android app");
    expect(csvCell([])).toBe("");
    expect(csvCell(new Date("2030-01-02T03:04:05Z"))).toBe("2030-01-02T03:04:05.000Z");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const text of ["=1+1", "+1 555 0100", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(text).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("ends lines with CRLF", () => {
    expect(csvLine(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
  });
});
