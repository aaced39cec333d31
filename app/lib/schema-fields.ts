import type { z } from "zod";

/**
 * What a form learns from its zod schema (the shared one in common/schemas): its fields' blank
 * values and maximum lengths. Reads the schema's definition, through its wrappers.
 */

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The object schema under a form schema's wrappers (refinements keep the object; a transform wraps it). */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.innerType) return shapeOf(def.innerType);
  return def.type === "pipe" && def.in ? shapeOf(def.in) : undefined;
}

/**
 * What an empty form shows for one field: its schema's default, else blank text, unticked,
 * an empty list, 0 — or nothing (undefined) for an optional number and null for another
 * nullable value, which the schema then leaves out or stores as null.
 */
function blankOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "default":
      return def.defaultValue;
    case "nonoptional":
      return blankOf(defOf(def.innerType!).innerType ?? def.innerType!);
    case "optional": {
      const inner = blankOf(def.innerType!);
      return typeof inner === "number" ? undefined : inner;
    }
    case "nullable": {
      const inner = blankOf(def.innerType!);
      return typeof inner === "string" ? inner : null;
    }
    case "pipe":
      return defOf(def.in!).type === "transform" ? blankOf(def.out!) : blankOf(def.in!);
    case "union":
      return blankOf(def.options![0]!);
    case "string":
    case "literal":
      return "";
    case "boolean":
      return false;
    case "array":
      return [];
    case "number":
      return 0;
    default:
      return undefined;
  }
}

/**
 * A dialog's starting values for the fields of its schema: the edited row's where it has one
 * (null read as blank), else `blanks`' choice for a new item, else the field's blank value. Values
 * the form shows in another shape than the row (a list as text) are set after.
 */
export function formValues<S extends z.ZodType>(
  schema: S,
  row: object | null,
  blanks: Partial<z.input<S>> = {},
): z.input<S> {
  const fromRow = (row ?? {}) as Record<string, unknown>;
  const chosen = blanks as Record<string, unknown>;
  const values = Object.entries(shapeOf(schema) ?? {}).map(([name, field]) => [
    name,
    fromRow[name] ?? (name in chosen ? chosen[name] : blankOf(field)),
  ]);
  return Object.fromEntries(values) as z.input<S>;
}

/** A text schema's `.max()`, looked for through optional, default, preprocess, pipe and union. */
function maxOf(schema: z.ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === "string") return (schema as { maxLength?: number | null }).maxLength ?? undefined;
  if (def.innerType) return maxOf(def.innerType);
  if (def.type === "pipe") return maxOf(def.in) ?? maxOf(def.out);
  if (def.type === "union") return def.options?.map(maxOf).find((n) => n !== undefined);
  return undefined;
}

/**
 * The most characters a text field of an object schema takes (its `.max()`), for the input's
 * `maxLength`: the form stops where the server would refuse. Undefined for other fields.
 */
export function maxLengthOf(schema: z.ZodType, field: string): number | undefined {
  return maxOf(shapeOf(schema)?.[field]);
}
