import { describe, expect, it } from "vitest";
import { formatListDate } from "./format-date";

describe("formatListDate", () => {
  const now = new Date("2026-11-21T15:00:00");
  it("shows the time under 24 hours, weekday and time under a week, else month and day", () => {
    expect(formatListDate("2026-11-21T09:30:00", now)).toMatch(/9:30/);
    expect(formatListDate("2026-11-18T09:30:00", now)).toMatch(/Wed.*9:30/);
    expect(formatListDate("2026-10-02T09:30:00", now)).toMatch(/Oct 2/);
    expect(formatListDate("2025-10-02T09:30:00", now)).toMatch(/2025/);
  });
});
