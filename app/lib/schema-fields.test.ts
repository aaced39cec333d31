import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formValues, maxLengthOf } from "./schema-fields";

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
    const { id: _id, ...fields } = row;
    expect(formValues(Schema, row, { featured: true })).toEqual({ ...fields, note: "" });
  });
});

describe("maxLengthOf", () => {
  const schema = z
    .object({
      plain: z.string().max(10),
      trimmed: z.string().trim().min(1).max(20).optional(),
      nullable: z.string().max(30).nullable().default(null),
      preprocessed: z.preprocess((v) => v, z.string().max(40)),
      transformed: z
        .string()
        .max(50)
        .transform((v) => v.toUpperCase()),
      piped: z
        .string()
        .trim()
        .pipe(z.literal("").or(z.string().max(60)))
        .optional(),
      unlimited: z.string(),
      count: z.number().max(99),
    })
    .refine(() => true);

  it("reads a text field's .max() through its wrappers", () => {
    expect(maxLengthOf(schema, "plain")).toBe(10);
    expect(maxLengthOf(schema, "trimmed")).toBe(20);
    expect(maxLengthOf(schema, "nullable")).toBe(30);
    expect(maxLengthOf(schema, "preprocessed")).toBe(40);
    expect(maxLengthOf(schema, "transformed")).toBe(50);
    expect(maxLengthOf(schema, "piped")).toBe(60);
  });

  it("answers undefined for text without a limit, other types and unknown fields", () => {
    expect(maxLengthOf(schema, "unlimited")).toBeUndefined();
    expect(maxLengthOf(schema, "count")).toBeUndefined();
    expect(maxLengthOf(schema, "missing")).toBeUndefined();
    expect(maxLengthOf(z.string(), "plain")).toBeUndefined();
  });
});

it("finds the fields of a form schema wrapped in a transform", () => {
  const form = z.object({ name: z.string().max(5) }).transform((v) => ({ ...v, extra: true }));
  expect(maxLengthOf(form, "name")).toBe(5);
});
