import { z } from "zod";
import { isSafeUrl, URL_TEXT } from "../urls";

/** Field schemas several forms share. */

/**
 * An optional link or image address: an absolute http(s) URL or a path on this site (e.g. an
 * uploaded /media/… file). Empty becomes null, so clearing the field removes the value.
 */
export const OptionalUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || isSafeUrl(v), URL_TEXT.web)
  .nullable()
  .transform((v) => (v ? v : null));

/** Optional free text: trimmed, empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

/** A list of short texts: trimmed, empties dropped, repeats removed (spec 2 §5). */
export const stringList = (maxItems: number, maxLength = 200) =>
  z
    .array(z.string().trim().max(maxLength, `Items are at most ${maxLength} characters`))
    .max(maxItems, `At most ${maxItems} items`)
    .transform((items) => [...new Set(items.filter(Boolean))]);

/** One `{title, text}` item of an ordered list (a service page's included, process, audience). */
export type TitledTextItem = { title: string; text: string };

/**
 * An ordered list of `{title, text}` items: both trimmed, the title required, `maxItems` at most.
 * The errors name the item's field ("included.2.title").
 */
export const titledTextList = (maxItems: number, maxTitle = 120, maxText = 1000) =>
  z
    .array(
      z.object({
        title: z
          .string()
          .trim()
          .min(1, "Give each item a title")
          .max(maxTitle, `Titles are at most ${maxTitle} characters`),
        text: z.string().trim().max(maxText, `Texts are at most ${maxText} characters`),
      }),
    )
    .max(maxItems, `At most ${maxItems} items`);

/**
 * A stored row as the API answers it: its id, the resource's own fields, then when it was created
 * and last changed (ISO text), in that order.
 */
export const storedRow = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ id: z.string(), ...fields, created_at: z.string(), updated_at: z.string() });

/**
 * A `.pick()` / `.omit()` mask from key names, in the order given (the order the answer's fields
 * take): `Schema.pick(keys("id", "name"))`. Zod refuses a name the schema does not have.
 */
export function keys<const K extends string>(...names: K[]): { [P in K]: true } {
  return Object.fromEntries(names.map((name) => [name, true])) as { [P in K]: true };
}

/**
 * PUT …/order of a reorderable list (spec 2 §4): every row's id exactly once, in the new order
 * (the server refuses a list that misses or repeats one).
 */
export const OrderIdsSchema = z
  .object({ ids: z.array(z.uuid("Invalid id")).max(1_000, "At most 1000 items") })
  .meta({ id: "OrderIds" });
export type OrderIds = z.output<typeof OrderIdsSchema>;
