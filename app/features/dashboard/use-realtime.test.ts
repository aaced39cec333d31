import { describe, expect, it } from "vitest";
import { staleQueryKeys } from "./use-realtime";

describe("staleQueryKeys", () => {
  it("refreshes a changed row's resource and the overview", () => {
    expect(staleQueryKeys({ table: "services", op: "UPDATE", id: "1" })).toEqual([
      ["admin", "overview"],
      ["admin", "services"],
    ]);
    expect(staleQueryKeys({ table: "email_messages", op: "INSERT", id: "2" })).toEqual([
      ["admin", "overview"],
      ["admin", "email-messages"],
      ["admin", "email-conversations"],
    ]);
  });

  it("refreshes the whole resource and the activity log after an import (one event per table, no id)", () => {
    expect(staleQueryKeys({ table: "requirement_forms", op: "IMPORT", id: null })).toEqual([
      ["admin", "overview"],
      ["admin", "quote-requests"],
      ["admin", "activity-log"],
    ]);
  });
});
