import {
  DATA_TEXT,
  IMPORT_BATCH_SIZE,
  type ImportMode,
  type ImportResult,
  type TableImportResult,
  type TableProgress,
} from "@common/schemas/data";
import type { Database } from "@server/db/client";
import { user } from "@server/db/schema";
import { type Actor, writeAudit, writeSystemAudit } from "@server/services/audit";
import { eq, type SQL, sql } from "drizzle-orm";
import { announceTables, databaseMessage, deleteCounted, type Executor, quietTriggers } from "./bulk";
import { exportedTables, quoteIdent } from "./catalogue";
import { type CheckedTable, checkExport } from "./validate";

export type ImportOptions = {
  mode: ImportMode;
  onProgress?: (progress: TableProgress) => void;
  /**
   * The administrator importing, recorded in the activity log. Left out, nothing is recorded: the
   * command line, and a backup's restore, which records itself.
   */
  actor?: Actor;
};

type Row = Record<string, unknown>;

/**
 * Imports an export file (spec 2 §7, ARCHITECTURE.md decision 17). The file is validated first;
 * an invalid one changes nothing. Tables go in dependency order, rows in batches of
 * IMPORT_BATCH_SIZE, each written with json_populate_recordset so PostgreSQL itself reads the
 * timestamps, arrays and JSON exactly as row_to_json wrote them.
 *
 * - merge: rows are upserted by primary key, each batch its own transaction; a failed batch is
 *   reported ("Batch N: message") and the others are kept.
 * - replace: the file's tables become exactly the file, all or nothing, in one transaction. Rows
 *   whose primary key is not in the file are deleted first (children before parents), so the
 *   old rows cannot collide with the file's on other unique keys (the one site_settings row, a
 *   user's e-mail, a slug); then the file's rows are upserted. Rows the file keeps are updated in
 *   place, so the importing admin stays signed in when their user is in the file.
 *
 * Tables the file does not have are left as they are in both modes (validation warns): a file of
 * one table, or from an Atrium that had fewer tables, must not wipe the rest of the site.
 */
export async function importData(db: Database, file: unknown, options: ImportOptions): Promise<ImportResult> {
  const { mode } = options;
  const { validation, tables } = await checkExport(db, file);
  if (!validation.valid) {
    return {
      status: "failed",
      mode,
      message: validation.errors[0] ?? DATA_TEXT.migrationFailed,
      failed_tables: 0,
      imported: 0,
      tables: [],
    };
  }
  const plan = exportedTables().flatMap((t) => tables.get(t.name) ?? []);
  // Every exported table in import order, then the file's tables this database does not have;
  // those the file lacks or this database does not know are skipped.
  const names = [
    ...new Set([...exportedTables().map((t) => t.name), ...validation.tables.map((t) => t.name)]),
  ];
  const results = new Map<string, TableImportResult>(
    names.map((name) => [
      name,
      { name, status: tables.has(name) ? "completed" : "skipped", imported: 0, errors: [] },
    ]),
  );
  const run: Run = { db, plan, results, progress: options.onProgress ?? (() => {}), options };
  const outcome = mode === "replace" ? await replace(run) : await merge(run);
  return { ...outcome, mode, tables: [...results.values()] };
}

type Run = {
  db: Database;
  plan: CheckedTable[];
  results: Map<string, TableImportResult>;
  progress: (p: TableProgress) => void;
  options: ImportOptions;
};
type Outcome = Omit<ImportResult, "mode" | "tables">;

async function merge({ db, plan, results, progress, options }: Run): Promise<Outcome> {
  for (const item of plan) {
    const result = results.get(item.table.name)!;
    await eachBatch(item, progress, async (batch, n) => {
      try {
        await db.transaction(async (tx) => {
          await quietTriggers(tx);
          await tx.execute(upsert(item, batch));
        });
        result.imported += batch.length;
      } catch (err) {
        result.errors.push(DATA_TEXT.batchError(n, databaseMessage(err)));
      }
    });
    finish(result, progress, item.rows.length);
  }
  const written = [...results.values()].filter((r) => r.imported > 0).map((r) => r.name);
  await announceTables(db, written);
  const outcome = summarize([...results.values()]);
  await recordImport(db, options, outcome);
  return outcome;
}

async function replace({ db, plan, results, progress, options }: Run): Promise<Outcome> {
  let deleted = 0;
  try {
    await db.transaction(async (tx) => {
      await quietTriggers(tx);
      for (const item of [...plan].reverse()) {
        deleted += await guarded(results.get(item.table.name)!, () =>
          deleteCounted(tx, item.table.name, notInFile(item)),
        );
      }
      for (const item of plan) {
        const result = results.get(item.table.name)!;
        await eachBatch(item, progress, async (batch, n) => {
          await guarded(result, () => tx.execute(upsert(item, batch)), n);
          result.imported += batch.length;
        });
        finish(result, progress, item.rows.length);
      }
      // After the data, so the file's activity log does not replace this entry.
      await recordImport(tx, options, { ...summarize([...results.values()]), deleted });
      await announceTables(
        tx,
        plan.map((p) => p.table.name),
      );
    });
  } catch (err) {
    // Rolled back: the database is as it was, and nothing of the file was written. A failure no
    // table's rows caused (the connection lost…) is not the file's fault: it goes up as it is.
    if (![...results.values()].some((r) => r.status === "error")) throw err;
    for (const result of results.values()) {
      result.imported = 0;
      if (result.errors.length === 0) result.status = "skipped";
    }
    const failed = plan.filter((p) => results.get(p.table.name)!.status === "error");
    for (const { table, rows } of failed)
      progress({ table: table.name, status: "error", done: 0, total: rows.length });
    return {
      status: "failed",
      message: DATA_TEXT.migrationFailed,
      failed_tables: failed.length,
      imported: 0,
    };
  }
  return summarize([...results.values()]);
}

/** Runs one step of a replace; a failure is written into the table's result (with its batch number). */
async function guarded<T>(result: TableImportResult, step: () => Promise<T>, batch?: number): Promise<T> {
  try {
    return await step();
  } catch (err) {
    const message = databaseMessage(err);
    result.errors.push(batch === undefined ? message : DATA_TEXT.batchError(batch, message));
    result.status = "error";
    throw err;
  }
}

async function eachBatch(
  item: CheckedTable,
  progress: Run["progress"],
  write: (batch: Row[], n: number) => Promise<void>,
) {
  const total = item.rows.length;
  const table = item.table.name;
  progress({ table, status: "running", done: 0, total });
  for (let start = 0; start < total; start += IMPORT_BATCH_SIZE) {
    const batch = item.rows.slice(start, start + IMPORT_BATCH_SIZE);
    await write(batch, start / IMPORT_BATCH_SIZE + 1);
    progress({ table, status: "running", done: start + batch.length, total });
  }
}

function finish(result: TableImportResult, progress: Run["progress"], total: number) {
  result.status = result.errors.length > 0 ? "error" : "completed";
  progress({ table: result.name, status: result.status, done: total, total });
}

function summarize(results: TableImportResult[]): Outcome {
  const imported = results.reduce((sum, r) => sum + r.imported, 0);
  const failed = results.filter((r) => r.status === "error").length;
  const written = results.filter((r) => r.status === "completed").length;
  if (failed === 0) {
    return {
      status: "completed",
      message: DATA_TEXT.importCompleted(imported, written),
      failed_tables: 0,
      imported,
    };
  }
  // Every batch failed: nothing was written.
  if (imported === 0)
    return { status: "failed", message: DATA_TEXT.migrationFailed, failed_tables: failed, imported };
  return {
    status: "completed_with_errors",
    message: DATA_TEXT.migrationCompletedWithErrors,
    failed_tables: failed,
    imported,
  };
}

const ident = (name: string) => sql.raw(quoteIdent(name));
const identList = (names: string[]) => sql.raw(names.map(quoteIdent).join(", "));

/**
 * `INSERT … SELECT … FROM json_populate_recordset(NULL::table, $1) ON CONFLICT (pk) DO UPDATE`:
 * one statement per batch, the rows as one JSON parameter. Only the columns the file holds are
 * written; the others take their defaults (new rows) or keep their values (updated rows).
 */
function upsert({ table, columns }: CheckedTable, batch: Row[]): SQL {
  const updates = columns
    .filter((c) => !table.primaryKey.includes(c))
    .map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
  const onConflict = updates.length > 0 ? `DO UPDATE SET ${updates.join(", ")}` : "DO NOTHING";
  return sql`INSERT INTO ${ident(table.name)} (${identList(columns)})
    SELECT ${identList(columns)} FROM json_populate_recordset(NULL::${ident(table.name)}, ${JSON.stringify(batch)}::json)
    ON CONFLICT (${identList(table.primaryKey)}) ${sql.raw(onConflict)}`;
}

/** Rows (of the table aliased `t`) whose primary key is not among the file's rows. */
function notInFile({ table, rows }: CheckedTable): SQL {
  const keys = rows.map((row) => Object.fromEntries(table.primaryKey.map((c) => [c, row[c] ?? null])));
  const same = table.primaryKey.map((c) => `f.${quoteIdent(c)} = t.${quoteIdent(c)}`).join(" AND ");
  return sql`NOT EXISTS (SELECT 1 FROM json_populate_recordset(NULL::${ident(table.name)}, ${JSON.stringify(keys)}::json) AS f
    WHERE ${sql.raw(same)})`;
}

/**
 * The activity-log entry of an administrator's import. Their own user may be gone after a replace
 * (not in the file): the entry is then the system's, naming them.
 */
async function recordImport(db: Database, options: ImportOptions, outcome: Outcome & { deleted?: number }) {
  const { actor, mode } = options;
  if (!actor) return;
  const entry = {
    action: "import",
    entityType: "data",
    changes: {
      mode,
      status: outcome.status,
      imported: outcome.imported,
      failed_tables: outcome.failed_tables,
      ...(outcome.deleted === undefined ? {} : { deleted: outcome.deleted }),
    },
  };
  if (await userExists(db, actor.id)) await writeAudit(db, actor, entry);
  else await writeSystemAudit(db, { ...entry, changes: { ...entry.changes, by: actor.email } });
}

async function userExists(db: Executor & Pick<Database, "select">, id: string) {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
  return rows.length > 0;
}
