import { describe, expect, it } from "vitest";
import { ApiClientError } from "~/lib/api";
import { QUOTE_FAILURE, quoteErrorMessage } from "./messages";

describe("quoteErrorMessage", () => {
  it("maps by message text and status, else the operation's failure", () => {
    expect(quoteErrorMessage(new Error("relation: table not found"), QUOTE_FAILURE.load)).toBe(
      "Database table not found. Please create the requirement_forms table first.",
    );
    expect(quoteErrorMessage(new ApiClientError(403, "forbidden", "No"), QUOTE_FAILURE.status)).toBe(
      "Access denied. Please check your authentication.",
    );
    expect(quoteErrorMessage(new ApiClientError(0, "network", "Network error"), QUOTE_FAILURE.delete)).toBe(
      "Database connection issue. Please try again.",
    );
    expect(quoteErrorMessage(new ApiClientError(500, "internal_error", "Oops"), QUOTE_FAILURE.update)).toBe(
      "Failed to update requirement form.",
    );
  });
});
