import { describe, expect, it } from "vitest";
import { toStringList } from "./string-list";

describe("toStringList", () => {
  it("reads lists from arrays, JSON strings and comma-separated text", () => {
    expect(toStringList(["a", "", 1, "b"])).toEqual(["a", "b"]);
    expect(toStringList('["x","y"]')).toEqual(["x", "y"]);
    expect(toStringList("x, y ,z")).toEqual(["x", "y", "z"]);
    expect(toStringList(null)).toEqual([]);
  });
});
