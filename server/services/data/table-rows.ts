import { type Database, queryRows } from "@server/db/client";
import { type SQL, sql } from "drizzle-orm";
import { type ExportedTable, quoteIdent } from "./catalogue";

/** Rows per query when rows are small. */
export const EXPORT_BATCH_ROWS = 500;
/** A batch's text past this size halves the next batch, so long rows (e-mail bodies) stay bounded. */
const BATCH_TEXT_BUDGET = 4 * 1024 * 1024;

/**
 * One table's rows in primary-key order, `batchSize` rows per query (keyset paging: each query
 * starts after the last key of the one before, so no query reads or holds the whole table).
 * `row` is the SQL expression of one row's text over the table aliased `t`.
 */
export async function* tableBatches(
  db: Database,
  table: ExportedTable,
  row: SQL,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<string[]> {
  const keys = sql.join(
    table.primaryKey.map((c) => sql.raw(`t.${quoteIdent(c)}`)),
    sql`, `,
  );
  const keyTexts = table.primaryKey.map((c, i) => sql.raw(`t.${quoteIdent(c)}::text AS k${i}`));
  let limit = batchSize;
  let after: string[] | undefined;
  for (;;) {
    // The key values come back as text; PostgreSQL types the parameters from the key columns.
    const where = after
      ? sql`WHERE (${keys}) > (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
    const rows = await queryRows<Record<string, string>>(
      db,
      sql`SELECT ${row} AS r, ${sql.join(keyTexts, sql`, `)}
          FROM ${sql.raw(quoteIdent(table.name))} t ${where} ORDER BY ${keys} LIMIT ${limit}`,
    );
    if (rows.length === 0) return;
    const texts = rows.map((r) => r.r as string);
    yield texts;
    if (rows.length < limit) return;
    const last = rows[rows.length - 1] as Record<string, string>;
    after = table.primaryKey.map((_, i) => last[`k${i}`] as string);
    const size = texts.reduce((sum, t) => sum + t.length, 0);
    limit = size > BATCH_TEXT_BUDGET ? Math.max(1, Math.floor(limit / 2)) : batchSize;
  }
}

/** The database's own words for a failed query (drizzle wraps the driver's error as its cause). */
export function queryErrorMessage(err: unknown): string {
  let e = err as { message?: string; cause?: unknown } | undefined;
  while (e?.cause && typeof e.cause === "object") e = e.cause as typeof e;
  return e?.message ?? String(err);
}
