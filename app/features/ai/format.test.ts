import { describe, expect, it } from "vitest";
import { formatCost, formatDay, formatLatency, formatTokens } from "./format";

describe("formatCost", () => {
  it("keeps four decimals for fractions of a cent and two above", () => {
    expect(formatCost(0)).toBe("$0.00");
    expect(formatCost(0.00012)).toBe("$0.0001");
    expect(formatCost(0.0042)).toBe("$0.0042");
    expect(formatCost(0.01)).toBe("$0.01");
    expect(formatCost(1.234)).toBe("$1.23");
    expect(formatCost(12)).toBe("$12.00");
  });
});

describe("formatLatency", () => {
  it("shows milliseconds under a second, seconds above, a dash without a figure", () => {
    expect(formatLatency(null)).toBe("—");
    expect(formatLatency(undefined)).toBe("—");
    expect(formatLatency(0)).toBe("0 ms");
    expect(formatLatency(849.6)).toBe("850 ms");
    expect(formatLatency(1000)).toBe("1.0 s");
    expect(formatLatency(1249)).toBe("1.2 s");
    expect(formatLatency(61_000)).toBe("61.0 s");
  });
});

describe("formatTokens and formatDay", () => {
  it("separates thousands and names the UTC day", () => {
    expect(formatTokens(0)).toBe("0");
    expect(formatTokens(1234567)).toBe("1,234,567");
    expect(formatDay("2025-03-04")).toBe("Mar 4");
    expect(formatDay("2025-12-31T23:00:00.000Z")).toBe("Dec 31");
    expect(formatDay("not a day")).toBe("not a day");
  });
});
