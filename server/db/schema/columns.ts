import { sql } from "drizzle-orm";
import { type ExtraConfigColumn, index, timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids and timestamps the same way. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** SQL for `CHECK (column IN (...))` from an option list kept in common/. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);
}

/**
 * GIN trigram indexes (pg_trgm), one per column, so `ilike '%text%'` searches use an index.
 * Migration 0002 creates the extension; PGlite loads it in server/db/client.ts.
 */
export function trigramIndexes(table: string, columns: ExtraConfigColumn[]) {
  return columns.map((column) =>
    index(`${table}_${column.name}_trgm_idx`).using("gin", column.op("gin_trgm_ops")),
  );
}
