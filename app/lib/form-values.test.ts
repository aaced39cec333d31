import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues } from "./form-values";

const Schema = z
  .object({
    title: z.string().trim().min(1),
    note: z
      .string()
      .nullable()
      .transform((v) => v || null),
    rating: z.number().default(5),
    order_index: z.number().optional(),
    size: z.number().nullable(),
    tags: z.array(z.string()),
    featured: z.boolean(),
    kind: z.enum(["a", "b"]),
  })
  .refine(() => true);

describe("formValues", () => {
  it("gives a new item the schema's defaults and blank values", () => {
    expect(formValues(Schema, null)).toEqual({
      title: "",
      note: "",
      rating: 5,
      order_index: undefined,
      size: null,
      tags: [],
      featured: false,
      kind: undefined,
    });
  });

  it("lets the dialog choose a new item's value", () => {
    expect(formValues(Schema, null, { kind: "b", featured: true })).toMatchObject({
      kind: "b",
      featured: true,
    });
  });

  it("starts an edit from the row, nulls read as blank, and only the schema's fields", () => {
    const row = {
      id: "1",
      title: "T",
      note: null,
      rating: 3,
      order_index: 2,
      size: null,
      tags: ["x"],
      featured: false,
      kind: "a",
    };
    expect(formValues(Schema, row, { featured: true })).toEqual({
      title: "T",
      note: "",
      rating: 3,
      order_index: 2,
      size: null,
      tags: ["x"],
      featured: false,
      kind: "a",
    });
  });
});
