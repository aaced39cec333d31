import { DATA_TEXT, EXPORT_DATABASE_MARKER, type TableProgress } from "@common/schemas/data";
import { type Database, queryRows } from "@server/db/client";
import { ApiError } from "@server/lib/errors";
import { sql } from "drizzle-orm";
import { type ExportedTable, exportedTable, exportedTables, quoteIdent } from "./catalogue";
import { currentSchemaVersion } from "./schema-version";
import { EXPORT_BATCH_ROWS, queryErrorMessage, tableBatches } from "./table-rows";

export type ExportJsonOptions = {
  /** Only these tables (in dependency order whatever the order given); every exported table when left out. */
  tables?: string[];
  onProgress?: (progress: TableProgress) => void;
  /** Rows per query (tests make it small). */
  batchSize?: number;
};

/** The tables named, in dependency order; a name that is not an exported table is a 404. */
export function selectTables(names?: string[]): ExportedTable[] {
  if (!names) return exportedTables();
  for (const name of names) {
    if (!exportedTable(name)) throw new ApiError(404, "not_found", DATA_TEXT.noSuchTable(name));
  }
  return exportedTables().filter((t) => names.includes(t.name));
}

/**
 * The export file (common/schemas/data.ts) in chunks, read from the database in keyset batches as
 * the consumer pulls them. Each row is PostgreSQL's own `row_to_json`, so timestamps, numerics,
 * arrays and JSON keep exactly the database's rendering. A table whose query fails is written
 * with its error and the rows read before the failure (none when its first query fails), and the
 * export goes on with the next table.
 */
export async function* exportJson(db: Database, options: ExportJsonOptions = {}): AsyncGenerator<string> {
  const tables = selectTables(options.tables);
  const report = options.onProgress ?? (() => {});
  const header = {
    exportDate: new Date().toISOString(),
    database: EXPORT_DATABASE_MARKER,
    schemaVersion: await currentSchemaVersion(db),
  };
  yield `${JSON.stringify(header).slice(0, -1)},\n"tables":{\n`;
  for (const [index, table] of tables.entries()) {
    yield `${index === 0 ? "" : ",\n"}${JSON.stringify(table.name)}:{"data":[`;
    let count = 0;
    let error: string | null = null;
    try {
      const total = await countRows(db, table);
      report({ table: table.name, status: "running", done: 0, total });
      const batches = tableBatches(
        db,
        table,
        sql`row_to_json(t)::text`,
        options.batchSize ?? EXPORT_BATCH_ROWS,
      );
      for await (const rows of batches) {
        yield `${count === 0 ? "\n" : ",\n"}${rows.join(",\n")}`;
        count += rows.length;
        // Rows written meanwhile can make done pass the count taken at the start.
        report({ table: table.name, status: "running", done: count, total: Math.max(total, count) });
      }
      report({ table: table.name, status: "completed", done: count, total: count });
    } catch (err) {
      error = queryErrorMessage(err);
      report({ table: table.name, status: "error", done: count, total: count });
    }
    yield `\n],"count":${count},"error":${JSON.stringify(error)}}`;
  }
  yield "\n}}\n";
}

async function countRows(db: Database, table: ExportedTable): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM ${sql.raw(quoteIdent(table.name))}`,
  );
  return Number(row?.n ?? 0);
}
