import * as schema from "@server/db/schema";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

/**
 * Which tables an export holds and in what order (spec 2 export file entity; issue 14: every
 * table of the schema, auth tables with their password hashes, but not sessions and counters).
 */

/** Left out of exports and untouched by imports and Clear All Data: short-lived or per-install. */
export const NOT_EXPORTED = [
  "session", // sign-ins end with the move; people sign in again
  "rate_limit", // counters
  "verification", // one-time tokens that expire within hours
  "sign_in_lockouts", // counters
] as const;

export type ExportedTable = {
  name: string;
  /** Column names as stored, in table order. */
  columns: string[];
  /** Primary-key columns (every table has one). */
  primaryKey: string[];
  /** Tables this one references (foreign keys), by name. */
  references: string[];
};

function describe(table: PgTable): ExportedTable {
  const config = getTableConfig(table);
  const primaryKey = config.columns.filter((c) => c.primary).map((c) => c.name);
  for (const pk of config.primaryKeys) primaryKey.push(...pk.columns.map((c) => c.name));
  return {
    name: config.name,
    columns: config.columns.map((c) => c.name),
    primaryKey,
    references: [
      ...new Set(
        config.foreignKeys
          .map((fk) => getTableConfig(fk.reference().foreignTable).name)
          .filter((name) => name !== config.name),
      ),
    ],
  };
}

const isTable = (value: unknown): value is PgTable =>
  typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value;

/** Orders tables so each comes after the tables it references; ties by name, so the order is stable. */
function dependencyOrder(tables: ExportedTable[]): ExportedTable[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: ExportedTable[] = [];
  const placed = new Set<string>();
  const visit = (table: ExportedTable, path: Set<string>) => {
    if (placed.has(table.name)) return;
    if (path.has(table.name)) throw new Error(`Foreign keys form a cycle through ${table.name}`);
    path.add(table.name);
    for (const ref of [...table.references].sort()) {
      const referenced = byName.get(ref);
      if (referenced) visit(referenced, path);
    }
    path.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(table, new Set());
  return ordered;
}

let cached: ExportedTable[] | undefined;

/** The exported tables in dependency order (a table after those it references). */
export function exportedTables(): ExportedTable[] {
  cached ??= dependencyOrder(
    Object.values(schema)
      .filter(isTable)
      .map(describe)
      .filter((t) => !(NOT_EXPORTED as readonly string[]).includes(t.name)),
  );
  return cached;
}

/** One exported table by name, or undefined. */
export const exportedTable = (name: string): ExportedTable | undefined =>
  exportedTables().find((t) => t.name === name);

/** A double-quoted SQL identifier (names come from the schema, never from a request). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
