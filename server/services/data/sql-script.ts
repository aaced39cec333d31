import { spawn } from "node:child_process";
import { once } from "node:events";
import { DATA_TEXT, sqlScriptFileName } from "@common/schemas/data";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import type { DbHandle, PgliteSnapshot } from "@server/db/client";
import { ApiError } from "@server/lib/errors";
import { exportedTables, NOT_EXPORTED, quoteIdent } from "./catalogue";

/**
 * Generate SQL Script (spec 2 Data Migration): the data of every exported table as a script that
 * psql applies to an empty Atrium database on a PostgreSQL server once Atrium has migrated it.
 * The data part is pg_dump's own output — `pg_dump --data-only --disable-triggers`, which writes
 * the tables in dependency order, switches their triggers (foreign-key checks, realtime NOTIFY)
 * off while each loads (so even a foreign-key cycle, which data-only order cannot untie, would
 * load), and resets sequences with setval — wrapped in one transaction that first empties the
 * tables, because starting Atrium once seeds default content into them.
 */

export type SqlScriptOptions = {
  /** The pg_dump client for a PostgreSQL server (PG_DUMP_PATH); "pg_dump" on the PATH by default. */
  pgDumpPath?: string;
  date?: string;
};

const PG_DUMP_ARGS = [
  "--data-only",
  "--disable-triggers",
  // Migrating the target wrote its migration journal; the data of short-lived tables stays behind.
  "--exclude-schema=drizzle",
  ...NOT_EXPORTED.map((table) => `--exclude-table=public.${quoteIdent(table)}`),
];

/**
 * The script in chunks. Failures before any output (pg_dump missing, cannot connect, older than
 * the server) are thrown here, before a response has started; a failure later breaks the stream.
 */
export async function sqlScript(
  handle: DbHandle,
  options: SqlScriptOptions = {},
): Promise<AsyncIterable<string>> {
  const date = options.date ?? new Date().toISOString().slice(0, 10);
  const source = handle.dumpSource;
  const body =
    source.kind === "pglite"
      ? [await dumpPglite(source.snapshot)]
      : await dumpServer(source.url, options.pgDumpPath ?? "pg_dump");
  return (async function* () {
    yield prelude(date);
    let header = "";
    let inHeader = true;
    for await (const chunk of body) {
      if (!inHeader) {
        yield chunk;
        continue;
      }
      // The settings come first; rewrite them once they are all in, then pass the rest through.
      header += chunk;
      const end = header.indexOf("\n--\n-- Data for Name");
      if (end < 0) continue;
      yield portableSettings(header.slice(0, end)) + header.slice(end);
      inHeader = false;
    }
    if (inHeader) yield portableSettings(header);
    yield "\nCOMMIT;\n";
  })();
}

function prelude(date: string): string {
  const tables = exportedTables()
    .map((t) => `public.${quoteIdent(t.name)}`)
    .join(", ");
  return `-- Atrium data script (${sqlScriptFileName(date)}), written by pg_dump.
--
-- Apply it to an empty Atrium database on a PostgreSQL server, after starting Atrium once with
-- DATABASE_URL pointing at it (so its migrations have run), as a superuser (loading switches
-- the tables' triggers off):
--
--   psql "$DATABASE_URL" -f ${sqlScriptFileName(date)}
--
-- It runs in one transaction: the tables are emptied (the content seeded at the first start, and
-- with it the sessions of that database), then loaded. Any error stops it and changes nothing.

\\set ON_ERROR_STOP on
BEGIN;
-- CASCADE: sessions reference users, and are not part of the script.
TRUNCATE TABLE ${tables} CASCADE;

`;
}

/**
 * pg_dump writes `SET transaction_timeout = 0;` when the dumped server is PostgreSQL 17 or newer
 * (PGlite is 18), and older servers refuse the setting; set it only where the server knows it.
 */
function portableSettings(header: string): string {
  return header.replace(
    /^SET transaction_timeout = 0;$/m,
    "SELECT pg_catalog.set_config(name, '0', false) FROM pg_catalog.pg_settings WHERE name = 'transaction_timeout';",
  );
}

/**
 * pg_dump (PGlite's WebAssembly build) on a snapshot of the embedded database, never the live
 * instance: it talks to the instance's one session outside PGlite's query queue, so it would
 * run inside whatever transaction the site has open there, and it leaves that session changed
 * (row_security off, extra_float_digits 3, its prepared statements deallocated). The snapshot is
 * a consistent copy taken between two queries (DbHandle.dumpSource), removed afterwards. The
 * WebAssembly pg_dump writes its whole output in memory (about the size of the data) and runs
 * without yielding to other requests. pglite-tools drops the `\restrict` lines from its output
 * (they guard psql against a hostile server; this one is ours) and makes INSERTs; naming the
 * columns keeps them independent of the target's column order.
 */
async function dumpPglite(snapshot: () => Promise<PgliteSnapshot>): Promise<string> {
  const copy = await snapshot();
  try {
    const file = await pgDump({
      pg: copy.pg,
      args: [...PG_DUMP_ARGS, "--column-inserts", "--rows-per-insert=100"],
    });
    return await file.text();
  } finally {
    await copy.close();
  }
}

/**
 * The pg_dump client against the PostgreSQL server, its output streamed as it comes (COPY blocks,
 * which psql loads). The password goes through the environment, not the command line others can
 * read. pg_dump's `\restrict` / `\unrestrict` lines stay: psql 15.14 and later (and every newer
 * major) understand them, and they stop a script from running psql commands hidden in data.
 */
async function dumpServer(databaseUrl: string, pgDumpPath: string): Promise<AsyncIterable<string>> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const child = spawn(pgDumpPath, [...PG_DUMP_ARGS, `--dbname=${url}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.setEncoding("utf8");
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => {
    stderr += text;
  });
  // `once` rejects when the child emits "error": pg_dump could not be started at all.
  const exited = once(child, "close").then(
    ([code]) => code as number | null,
    (err: NodeJS.ErrnoException) => {
      throw err.code === "ENOENT" ? new ApiError(503, "pg_dump_missing", DATA_TEXT.pgDumpMissing) : err;
    },
  );
  exited.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
  const failed = (code: number | null) =>
    new ApiError(500, "pg_dump_failed", DATA_TEXT.pgDumpFailed(errorLine(stderr) || `exit code ${code}`));

  // Connection and version errors come before any output: wait for the first chunk or the end.
  const chunks: AsyncIterator<string> = child.stdout[Symbol.asyncIterator]();
  const first = await chunks.next().catch(() => ({ done: true as const, value: undefined }));
  if (first.done) {
    const code = await exited;
    if (code !== 0) throw failed(code);
  }
  return (async function* () {
    try {
      if (!first.done) yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      const code = await exited;
      if (code !== 0) throw failed(code);
    } finally {
      // Done, or the download was dropped: pg_dump has nothing more to do.
      if (child.exitCode === null) child.kill();
    }
  })();
}

/** pg_dump's error line ("pg_dump: error: connection to server … failed: …"), without its prefix. */
function errorLine(stderr: string): string {
  const lines = stderr.split("\n").filter((line) => line.trim());
  const error = lines.find((line) => line.startsWith("pg_dump: error: ")) ?? lines.at(-1) ?? "";
  return error.replace(/^pg_dump: (error: )?/, "").trim();
}
