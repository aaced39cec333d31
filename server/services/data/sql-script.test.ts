import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DATA_TEXT } from "@common/schemas/data";
import { PGlite } from "@electric-sql/pglite";
import { type DbHandle, openDatabase, PGLITE_EXTENSIONS, wrapPglite } from "@server/db/client";
import { session } from "@server/db/schema";
import { seedDefaults } from "@server/db/seed";
import { createScratchDatabase } from "@tests/support/scratch-database";
import { setUpTestDb } from "@tests/support/test-db";
import { seedVariedContent, tableSnapshot, VARIED } from "@tests/support/varied-content";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportedTables, NOT_EXPORTED } from "./catalogue";
import { sqlScript } from "./sql-script";

/**
 * Generate SQL Script, applied the way the Migration Dashboard says: to a database Atrium has
 * migrated and started once (so it holds the seeded default content). In the PostgreSQL run the
 * target is a new database on that server and psql applies the script, as an administrator
 * would. The PGlite run has no server: the target is a second embedded database, given the
 * script's SQL without its psql commands (`\set`; pglite-tools already drops `\restrict`).
 */

const serverUrl = process.env.DATABASE_URL;
const site = setUpTestDb();
const closeLater: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closeLater.reverse()) await close();
});

/** A migrated database with the content Atrium seeds when it first starts, and a session. */
async function startedOnce(handle: DbHandle): Promise<DbHandle> {
  await handle.migrate();
  await seedDefaults(handle.db);
  return handle;
}

async function seeded(handle: DbHandle): Promise<DbHandle> {
  await startedOnce(handle);
  await seedVariedContent(handle.db);
  await handle.db.insert(session).values({
    userId: VARIED.userId,
    token: `source-session-${handle.kind}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return handle;
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** Applies the script to a fresh started-once database, as described above; answers that database. */
async function applyToFreshDatabase(script: string): Promise<DbHandle> {
  if (serverUrl) {
    const { url, drop } = await createScratchDatabase(serverUrl, "atrium_script");
    const target = await startedOnce(await openDatabase({ kind: "postgres", url }));
    closeLater.push(async () => {
      await target.close();
      await drop();
    });
    const dir = mkdtempSync(path.join(tmpdir(), "atrium-script-"));
    try {
      writeFileSync(path.join(dir, "script.sql"), script);
      await promisify(execFile)("psql", ["-X", "-q", "-d", url, "-f", path.join(dir, "script.sql")]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return target;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const target = await startedOnce(wrapPglite(client));
  closeLater.push(() => target.close());
  await client.exec(script.replace(/^\\.*$/gm, ""));
  // The script's settings (an empty search_path…) end with a psql session; this one goes on.
  await client.exec("RESET ALL");
  return target;
}

const sessionTokens = async (handle: DbHandle) =>
  (await handle.db.select({ token: session.token }).from(session)).map((s) => s.token);

describe("SQL script", () => {
  beforeAll(async () => {
    await seeded(site);
  });

  it("loads this site's data into a fresh, started-once database: every exported table identical", async () => {
    const script = await collect(await sqlScript(site, { date: "2026-01-02" }));
    expect(script).toMatch(/^-- Atrium data script \(atrium_script_2026-01-02\.sql\)/);
    expect(script).toContain("\nBEGIN;\n");
    expect(script).toContain("ALTER TABLE public.requirement_forms DISABLE TRIGGER ALL;");
    expect(script).not.toContain("__drizzle_migrations");
    for (const table of NOT_EXPORTED) expect(script).not.toContain(`Data for Name: ${table};`);
    expect(script.trimEnd().endsWith("COMMIT;")).toBe(true);

    const target = await applyToFreshDatabase(script);
    expect(await tableSnapshot(target.db)).toEqual(await tableSnapshot(site.db));
    // The seeded defaults were replaced, not added to; sessions are not moved.
    expect((await tableSnapshot(target.db)).services).toHaveLength(
      (await tableSnapshot(site.db)).services?.length ?? -1,
    );
    expect(await sessionTokens(target)).toEqual([]);
  });

  it("loads an embedded database's data the same way, dumped from a snapshot of its directory", async () => {
    // In the PostgreSQL run this is the move itself: embedded PGlite → script → psql → server.
    // On disk, as the server keeps it: the snapshot is a copy of the data directory beside it.
    const dataDir = mkdtempSync(path.join(tmpdir(), "atrium-embedded-"));
    const embedded = await seeded(
      await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
    );
    closeLater.push(async () => {
      await embedded.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    const script = await collect(await sqlScript(embedded));
    // The snapshot is gone; beside the database only its lock file (server/db/embedded-lock.ts).
    expect(readdirSync(dataDir).sort()).toEqual(["pglite", "pglite.pid"]);
    expect(script).not.toMatch(/^SET transaction_timeout/m);
    const target = await applyToFreshDatabase(script);
    const snapshot = await tableSnapshot(target.db);
    expect(snapshot).toEqual(await tableSnapshot(embedded.db));
    expect(Object.keys(snapshot)).toEqual(exportedTables().map((t) => t.name));
    expect(snapshot.blog_posts?.some((row) => row.includes(VARIED.tags[1]))).toBe(true);
    // The dump ran on the copy: the embedded database's own session settings are untouched.
    const [settings] = (
      (await embedded.db.execute(sql`SELECT current_setting('row_security') AS row_security`)) as unknown as {
        rows: { row_security: string }[];
      }
    ).rows;
    expect(settings?.row_security).toBe("on");
  });

  it("says so when pg_dump is not installed, or cannot dump the server", async () => {
    const server = (url: string) => ({ dumpSource: { kind: "postgres", url } }) as DbHandle;
    await expect(
      sqlScript(server("postgres://postgres@127.0.0.1:5432/atrium"), { pgDumpPath: "/nonexistent/pg_dump" }),
    ).rejects.toMatchObject({ status: 503, code: "pg_dump_missing", message: DATA_TEXT.pgDumpMissing });
    // Port 1: nothing listens there, so pg_dump stops before writing anything.
    const refused = sqlScript(server("postgres://postgres:secret@127.0.0.1:1/atrium"));
    await expect(refused).rejects.toMatchObject({ status: 500, code: "pg_dump_failed" });
    await expect(refused).rejects.toThrow(/^pg_dump could not dump the database: .*127\.0\.0\.1/);
    await expect(refused).rejects.not.toThrow(/secret/);
  });
});
