import type { DataStats } from "@common/schemas/data";
import { type DbHandle, queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";
import { exportedTables, quoteIdent } from "./catalogue";
import { currentSchemaVersion } from "./schema-version";

/** The Database Export screen's stats cards: every exported table's row count, in one statement. */
export async function dataStats(handle: DbHandle): Promise<DataStats> {
  const tables = exportedTables();
  const counts = await queryRows<{ name: string; count: number | string }>(
    handle.db,
    sql.join(
      tables.map(
        (t) => sql`SELECT ${t.name}::text AS name, count(*) AS count FROM ${sql.raw(quoteIdent(t.name))}`,
      ),
      sql` UNION ALL `,
    ),
  );
  // count(*) is a bigint: pg answers it as a string, PGlite as a number.
  const byName = new Map(counts.map((row) => [row.name, Number(row.count)]));
  const stats = tables.map((t) => ({ name: t.name, count: byName.get(t.name) ?? 0 }));
  return {
    tables: stats,
    total_tables: stats.length,
    total_records: stats.reduce((sum, t) => sum + t.count, 0),
    tables_with_data: stats.filter((t) => t.count > 0).length,
    schema_version: await currentSchemaVersion(handle.db),
    database: handle.kind,
  };
}
