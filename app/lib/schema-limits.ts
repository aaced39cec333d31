import type { z } from "zod";

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** The object schema under a form schema's wrappers (refinements keep the object; a transform wraps it). */
function objectOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.innerType) return objectOf(def.innerType);
  return def.type === "pipe" && def.in ? objectOf(def.in) : undefined;
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
  return maxOf(objectOf(schema)?.[field]);
}
