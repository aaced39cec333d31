import { tableCsvFileName } from "@common/schemas/data";
import type { Database } from "@server/db/client";
import { CSV_BOM, csvLine } from "@server/lib/csv";
import { sql } from "drizzle-orm";
import { Zip, ZipDeflate } from "fflate";
import { exportedTables } from "./catalogue";
import { selectTables } from "./export-json";
import { EXPORT_BATCH_ROWS, tableBatches } from "./table-rows";

/**
 * One row as a JSON object of texts, rendered by PostgreSQL: scalars as their JSON text without
 * quotes (numerics keep their digits, timestamps their zone and microseconds), JSON objects and
 * arrays as JSON text, NULL as null.
 */
const ROW_TEXTS = sql`(SELECT json_object_agg(e.key,
    CASE WHEN json_typeof(e.value) IN ('object', 'array') THEN e.value::text ELSE e.value #>> '{}' END)
  FROM json_each(row_to_json(t)) AS e)::text`;

/**
 * One table as CSV (a header row of column names, then one line per row in primary-key order),
 * streamed in keyset batches; cells go through the formula-injection guard of lib/csv.
 */
export async function* exportTableCsv(
  db: Database,
  name: string,
  batchSize = EXPORT_BATCH_ROWS,
): AsyncGenerator<string> {
  const [table] = selectTables([name]);
  if (!table) return;
  yield CSV_BOM + csvLine(table.columns);
  for await (const rows of tableBatches(db, table, ROW_TEXTS, batchSize)) {
    yield rows
      .map((text) => {
        const row = JSON.parse(text) as Record<string, string | null>;
        return csvLine(table.columns.map((column) => row[column]));
      })
      .join("");
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Every exported table as `{table}_{date}.csv` in one zip, compressed and written as the rows
 * arrive (fflate's streaming Zip): what is yielded is the zip file's bytes, in order.
 */
export async function* exportCsvZip(db: Database, date = today()): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  // fflate calls back synchronously; hand over what each step wrote.
  function* drain() {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift() as Uint8Array;
  }
  const encoder = new TextEncoder();
  for (const table of exportedTables()) {
    const file = new ZipDeflate(tableCsvFileName(table.name, date), { level: 6 });
    zip.add(file);
    for await (const text of exportTableCsv(db, table.name)) {
      file.push(encoder.encode(text));
      yield* drain();
    }
    file.push(new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}
