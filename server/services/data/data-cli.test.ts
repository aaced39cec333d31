import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { DATA_TEXT, type ExportFile, ExportFileSchema } from "@common/schemas/data";
import { openDatabase } from "@server/db/client";
import { testimonials } from "@server/db/schema";
import { seedDefaults } from "@server/db/seed";
import { createScratchDatabase } from "@tests/support/scratch-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportedTables } from "./catalogue";

/**
 * `npm run data:export` / `data:import` (scripts/data.ts), run as the operator runs them. Here in
 * server/ so that the PostgreSQL run of the suite imports into a PostgreSQL server: the move from
 * the embedded database. The PGlite run imports into a second embedded database.
 */

const run = promisify(execFile);
const SLOW = 240_000;

/** Runs `scripts/data.ts args` with these settings (and no DATABASE_URL unless given). */
async function data(args: string[], settings: Record<string, string>) {
  const { DATABASE_URL: _, ...env } = process.env;
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/data.ts", ...args], {
      env: { ...env, LOG_LEVEL: "silent", ...settings },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));
const source = { DATA_DIR: tmp("atrium-cli-source-") };
const files = tmp("atrium-cli-files-");

/** Where the import goes: this run's kind of database. */
let target: Record<string, string>;
let dropTarget = async () => {};

beforeAll(async () => {
  // The source site: the embedded database in DATA_DIR, seeded, with some text that must survive.
  const handle = await openDatabase({ kind: "pglite", dataDir: path.join(source.DATA_DIR, "pglite") });
  await handle.migrate();
  await seedDefaults(handle.db);
  await handle.db.insert(testimonials).values({
    name: "Zoë «Ünïcode» 🚀",
    role: "CTO",
    company: null,
    content: '**Markdown** with <em>HTML</em>, a\nnew line and a "quote"',
    rating: 5,
  });
  await handle.close();
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL, "atrium_cli");
    target = { DATABASE_URL: scratch.url };
    dropTarget = scratch.drop;
  } else {
    target = { DATA_DIR: tmp("atrium-cli-target-") };
  }
}, SLOW);
afterAll(() => dropTarget());

const parse = (text: string): ExportFile => ExportFileSchema.parse(JSON.parse(text));

describe("the data commands", () => {
  it(
    "export the embedded database and import it elsewhere, row for row",
    async () => {
      const gz = path.join(files, "site.json.gz");
      const exported = await data(["export", "--out", gz], source);
      expect(exported.stderr).not.toMatch(/Error|at /);
      expect(exported.code).toBe(0);
      // A line per table.
      for (const table of exportedTables()) expect(exported.stderr).toContain(`  ${table.name}: `);
      const original = parse(gunzipSync(readFileSync(gz)).toString("utf8"));
      expect(JSON.stringify(original.tables.testimonials)).toContain("Zoë «Ünïcode» 🚀");

      const imported = await data(["import", gz, "--mode", "replace"], target);
      expect(imported.stderr).not.toMatch(/Error|at /);
      expect(imported.code).toBe(0);
      expect(imported.stderr).toContain("  testimonials: ");

      // The target exported to standard output: the same rows in every table.
      const again = await data(["export", "--out", "-"], target);
      expect(again.code).toBe(0);
      const copy = parse(again.stdout);
      expect(copy.schemaVersion).toBe(original.schemaVersion);
      const { activity_log: log, ...tables } = copy.tables;
      const { activity_log: originalLog, ...originalTables } = original.tables;
      expect(tables).toEqual(originalTables);
      // The import records itself in the activity log (as the system: no one signed in).
      const [entry, ...others] = log?.data.filter((row) => row.action === "import") ?? [];
      expect(others).toEqual([]);
      expect(entry).toMatchObject({ entity_type: "data", user_id: null, changes: { mode: "replace" } });
      expect(log?.data.filter((row) => row !== entry)).toEqual(originalLog?.data);
    },
    SLOW,
  );

  it(
    "refuse the embedded database while a server holds it",
    async () => {
      // This process opens it as the server does.
      const handle = await openDatabase({ kind: "pglite", dataDir: path.join(source.DATA_DIR, "pglite") });
      try {
        const res = await data(["export", "--out", path.join(files, "refused.json")], source);
        expect(res.code).toBe(1);
        expect(res.stderr.trim()).toBe(DATA_TEXT.embeddedInUse(process.pid));
      } finally {
        await handle.close();
      }
    },
    SLOW,
  );

  it(
    "refuse a file that is not an export, and say why",
    async () => {
      const broken = path.join(files, "broken.json");
      writeFileSync(broken, '{"tables": ');
      const notJson = await data(["import", broken], target);
      expect(notJson.code).toBe(1);
      expect(notJson.stderr).toContain(DATA_TEXT.invalidJson);

      const noTables = path.join(files, "no-tables.json");
      writeFileSync(noTables, JSON.stringify({ exportDate: "2026-01-01", database: "atrium" }));
      const invalid = await data(["import", noTables, "--mode", "replace"], target);
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain(DATA_TEXT.invalidFormat);

      const badMode = await data(["import", noTables, "--mode", "everything"], target);
      expect(badMode.code).toBe(1);
      expect(badMode.stderr).toContain("--mode takes replace or merge");

      const nowhere = await data(["export"], { DATA_DIR: tmp("atrium-cli-empty-") });
      expect(nowhere.code).toBe(1);
      expect(nowhere.stderr).toContain("There is no embedded database in");
    },
    SLOW,
  );
});
