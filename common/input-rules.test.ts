import { describe, expect, it } from "vitest";
import { INPUT_TEXT, MAX_JSON_DEPTH, problemInJson } from "./input-rules";

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe("problemInJson", () => {
  it("passes ordinary bodies", () => {
    expect(problemInJson({ name: "Ada", tags: ["a", "b"], meta: { n: 1, ok: true, none: null } })).toBeNull();
    expect(problemInJson(nested(MAX_JSON_DEPTH - 1))).toBeNull();
  });

  it("names the field holding a NUL, keys included", () => {
    expect(problemInJson({ name: "Ada", answers: { budget: "a\u0000b" } })).toEqual({
      kind: "nul",
      path: "answers.budget",
    });
    expect(problemInJson({ list: ["ok", "\u0000"] })).toEqual({ kind: "nul", path: "list.1" });
    expect(problemInJson({ "bad\u0000key": 1 })).toEqual({ kind: "nul", path: "bad\u0000key" });
    expect(problemInJson("\u0000")).toEqual({ kind: "nul", path: "" });
  });

  it("refuses deep nesting without overflowing the stack", () => {
    expect(problemInJson(nested(MAX_JSON_DEPTH + 1))).toEqual({ kind: "too_deep" });
    expect(problemInJson({ form_started_at: nested(10_000) })).toEqual({ kind: "too_deep" });
  });

  it("states limits in people's units", () => {
    expect(INPUT_TEXT.tooLarge(64 * 1024)).toBe("This request is too large. The limit is 64 KB.");
    expect(INPUT_TEXT.tooLarge(1024 * 1024)).toBe("This request is too large. The limit is 1 MB.");
  });
});
