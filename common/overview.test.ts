import { describe, expect, it } from "vitest";
import { diskUsageText } from "./overview";

describe("diskUsageText", () => {
  it("says how much of the data directory's disk is used, in readable sizes", () => {
    expect(
      diskUsageText({ used_bytes: 12_300_000_000, total_bytes: 120_000_000_000, used_percent: 10 }),
    ).toBe("10% used — 12.3 GB of 120 GB");
  });
});
