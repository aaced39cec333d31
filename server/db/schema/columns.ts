import { sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp, uuid } from "drizzle-orm/pg-core";

/** Shared column builders so every table spells ids and timestamps the same way. */
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** created_at and updated_at, spread last into a table's columns. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** A required reference to the row this one belongs to, deleted with it (ON DELETE CASCADE). */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  uuid(name).notNull().references(parent, { onDelete: "cascade" });

/** SQL for `CHECK (column IN (...))` from an option list kept in common/. */
export function oneOf(column: string, values: readonly string[]) {
  return sql.raw(`"${column}" IN (${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")})`);
}
