import { EXPORT_DATABASE_MARKER } from "@common/schemas/data";
import { type Database, queryRows } from "@server/db/client";
import { exportedTables, quoteIdent } from "@server/services/data/catalogue";
import { currentSchemaVersion } from "@server/services/data/schema-version";
import { sql } from "drizzle-orm";

export type Row = Record<string, unknown>;
export type FileTable = { data: unknown; count: number; error: string | null };
export type TestExportFile = {
  exportDate: string;
  database: string;
  schemaVersion?: string;
  tables: Record<string, FileTable>;
};

/** One table's rows as row_to_json writes them, in a stable order (the whole row's text). */
async function rowsOf(db: Database, table: string): Promise<Row[]> {
  const [row] = await queryRows<{ rows: Row[] }>(
    db,
    sql`SELECT coalesce(json_agg(row_to_json(t) ORDER BY row_to_json(t)::text), '[]'::json) AS rows
        FROM ${sql.raw(quoteIdent(table))} AS t`,
  );
  return row?.rows ?? [];
}

/**
 * Every table of the public schema (sessions and counters too) with its rows: what "the database
 * is exactly as it was" compares.
 */
export async function dumpDatabase(db: Database): Promise<Record<string, Row[]>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const dump: Record<string, Row[]> = {};
  for (const { name } of tables) dump[name] = await rowsOf(db, name);
  return dump;
}

/**
 * A hand-made export file of this database in the documented format (common/schemas/data.ts):
 * the exported tables in dependency order, rows as row_to_json writes them. Independent of the
 * exporter, so the import is tested against the format rather than against itself.
 */
export async function exportFileOf(db: Database): Promise<TestExportFile> {
  const tables: Record<string, FileTable> = {};
  for (const { name } of exportedTables()) {
    const data = await rowsOf(db, name);
    tables[name] = { data, count: data.length, error: null };
  }
  return {
    exportDate: new Date().toISOString(),
    database: EXPORT_DATABASE_MARKER,
    schemaVersion: await currentSchemaVersion(db),
    tables,
  };
}

/** Rows in primary-key order, so a table read from the database and one from a file compare. */
export function byPrimaryKey(table: string, rows: Row[]): Row[] {
  const pk = exportedTables().find((t) => t.name === table)?.primaryKey ?? [];
  const key = (row: Row) => JSON.stringify(pk.map((c) => row[c]));
  return [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The exported tables' rows (what an import in replace mode makes equal to its file). */
export async function exportedRows(db: Database): Promise<Record<string, Row[]>> {
  const rows: Record<string, Row[]> = {};
  for (const { name } of exportedTables()) rows[name] = byPrimaryKey(name, await rowsOf(db, name));
  return rows;
}

/** The file's rows by table, ordered as exportedRows orders them. */
export function rowsInFile(file: TestExportFile): Record<string, Row[]> {
  return Object.fromEntries(
    Object.entries(file.tables).map(([name, table]) => [name, byPrimaryKey(name, table.data as Row[])]),
  );
}

/** A file with `tables` only (and the current schema version unless told otherwise). */
export function fileWith(
  schemaVersion: string | undefined,
  tables: Record<string, unknown[]>,
): TestExportFile {
  return {
    exportDate: new Date().toISOString(),
    database: EXPORT_DATABASE_MARKER,
    ...(schemaVersion === undefined ? {} : { schemaVersion }),
    tables: Object.fromEntries(
      Object.entries(tables).map(([name, data]) => [name, { data, count: data.length, error: null }]),
    ),
  };
}
