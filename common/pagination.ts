import { z } from "zod";

/** Query parameters every list endpoint takes (ARCHITECTURE.md, conventions). */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(200).optional(),
  /** A column name, "-" in front for descending, e.g. "-created_at". */
  sort: z
    .string()
    .regex(/^-?[a-z_]+$/, "Invalid sort")
    .optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

/** The answer of every list endpoint: one page of `item`, with the total the filters match. */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
