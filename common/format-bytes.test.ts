import { describe, expect, it } from "vitest";
import { formatBytes } from "./format-bytes";

describe("formatBytes", () => {
  it("uses decimal units with three significant digits", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(1000)).toBe("1 kB");
    expect(formatBytes(12_345_678)).toBe("12.3 MB");
    expect(formatBytes(12_300_000_000)).toBe("12.3 GB");
    expect(formatBytes(120_000_000_000)).toBe("120 GB");
    expect(formatBytes(2.5e15)).toBe("2.5 PB");
  });

  it("moves up a unit rather than print 1000", () => {
    expect(formatBytes(999_600)).toBe("1 MB");
  });

  it("shows a dash for nonsense", () => {
    expect(formatBytes(-1)).toBe("—");
    expect(formatBytes(Number.NaN)).toBe("—");
  });
});
