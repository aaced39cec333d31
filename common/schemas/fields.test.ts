import { describe, expect, it } from "vitest";
import { z } from "zod";
import { keys, storedRow } from "./fields";

describe("storedRow", () => {
  it("frames the fields with the id first and the timestamps last", () => {
    const schema = storedRow({ name: z.string(), rating: z.number() });
    expect(Object.keys(schema.shape)).toEqual(["id", "name", "rating", "created_at", "updated_at"]);
    expect(() => schema.parse({ id: "x", name: "Ann", rating: 5, created_at: "t" })).toThrow();
  });
});

describe("keys", () => {
  it("is a mask of the names, in the order given", () => {
    expect(keys("name", "id")).toEqual({ name: true, id: true });
    const row = storedRow({ name: z.string(), secret: z.string() });
    expect(Object.keys(row.pick(keys("name", "id")).shape)).toEqual(["name", "id"]);
  });
});
