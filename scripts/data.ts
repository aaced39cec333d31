/**
 * The data commands (issue 14), the same code as Data Management in the back office:
 *
 *   npm run data:export -- [--out FILE]                   the export file (FILE.gz: gzipped; -: stdout)
 *   npm run data:import -- FILE [--mode replace|merge]    validate, then import (FILE.gz: gunzipped; -: stdin)
 *
 * Against DATABASE_URL, or the embedded database in DATA_DIR (refused while a server holds it),
 * migrated first. A line per table on stderr; exit code 1 with the reason when it fails.
 */
import { createReadStream, createWriteStream, existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { parseArgs } from "node:util";
import {
  DATA_TEXT,
  exportFileName,
  IMPORT_MODES,
  type ImportMode,
  type TableProgress,
} from "@common/schemas/data";
import { type DbHandle, openDatabase } from "@server/db/client";
import { loadEnv } from "@server/env";
import { readText, writeExport } from "@server/services/data/backups";
import { importData } from "@server/services/data/import";
import { validateExport } from "@server/services/data/validate";

const USAGE = `Usage:
  npm run data:export -- [--out FILE]                  (FILE ending in .gz is gzipped; - for standard output)
  npm run data:import -- FILE [--mode replace|merge]   (default merge; FILE ending in .gz is gunzipped; - for standard input)`;

const say = (line: string) => process.stderr.write(`${line}\n`);

/** One line when a table is done (or fails), from the export's or the import's progress. */
const progressLine = (verb: string) => (p: TableProgress) => {
  if (p.status === "completed") say(`  ${p.table}: ${p.done} ${p.done === 1 ? "row" : "rows"} ${verb}`);
  if (p.status === "error") say(`  ${p.table}: failed after ${p.done} of ${p.total} rows`);
};

/** The configured database, migrated; an export never creates an embedded one (a wrong DATA_DIR). */
async function open(purpose: "export" | "import"): Promise<DbHandle> {
  // The commands never use APP_SECRET: a stand-in keeps loadEnv from generating one into DATA_DIR.
  const env = loadEnv({ APP_SECRET: "-".repeat(32), ...process.env });
  const dataDir = path.join(env.DATA_DIR, "pglite");
  if (!env.DATABASE_URL && purpose === "export" && !existsSync(dataDir)) {
    throw new Error(DATA_TEXT.noEmbeddedDatabase(env.DATA_DIR));
  }
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir, holder: "command" },
  );
  say(
    handle.kind === "postgres"
      ? "PostgreSQL database (DATABASE_URL)"
      : `Embedded database in ${env.DATA_DIR}`,
  );
  try {
    await handle.migrate();
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}

async function exportCommand(out: string) {
  const toStdout = out === "-";
  const handle = await open("export");
  try {
    const target: Writable = toStdout ? process.stdout : createWriteStream(out);
    try {
      await writeExport(handle.db, target, {
        gzip: !toStdout && out.endsWith(".gz"),
        onProgress: progressLine("exported"),
        end: !toStdout,
      });
    } catch (err) {
      if (!toStdout) rmSync(out, { force: true });
      throw err;
    }
    say(`Exported to ${toStdout ? "standard output" : out}. ${DATA_TEXT.secretsNote}`);
  } finally {
    await handle.close();
  }
}

async function importCommand(file: string, mode: ImportMode) {
  const source: Readable = file === "-" ? process.stdin : createReadStream(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readText(source, { gunzip: file.endsWith(".gz") }));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(code === "ENOENT" ? `${file}: no such file` : DATA_TEXT.invalidJson);
  }
  const handle = await open("import");
  try {
    const validation = await validateExport(handle.db, parsed);
    for (const warning of validation.warnings) say(`  warning: ${warning}`);
    if (!validation.valid) {
      throw new Error([DATA_TEXT.migrationFailed, ...validation.errors.map((e) => `  ${e}`)].join("\n"));
    }
    say(`Importing (${mode})…`);
    const result = await importData(handle.db, parsed, { mode, onProgress: progressLine("imported") });
    const errors = result.tables.flatMap((t) => t.errors.map((e) => `  ${t.name}: ${e}`));
    if (result.status !== "completed") throw new Error([result.message, ...errors].join("\n"));
    say(result.message);
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: "string" }, mode: { type: "string" }, help: { type: "boolean" } },
  });
  const [command, ...rest] = positionals;
  if (values.help) return say(USAGE);
  if (command === "export" && rest.length === 0 && values.mode === undefined) {
    return exportCommand(values.out ?? exportFileName(new Date().toISOString().slice(0, 10)));
  }
  if (command === "import" && rest.length === 1 && values.out === undefined) {
    const mode = values.mode ?? "merge";
    if (!(IMPORT_MODES as readonly string[]).includes(mode))
      throw new Error(`--mode takes replace or merge\n${USAGE}`);
    return importCommand(rest[0] as string, mode as ImportMode);
  }
  throw new Error(USAGE);
}

try {
  await main(process.argv.slice(2));
} catch (err) {
  say(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
