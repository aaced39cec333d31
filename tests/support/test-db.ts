import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type DbHandle, openDatabase } from "@server/db/client";
import pg from "pg";
import { inject } from "vitest";

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template by default,
 * or a new database on the PostgreSQL server when DATABASE_URL is set (dropped on close).
 */
export async function createTestDb(): Promise<DbHandle & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = inject("pgliteTemplate");
    const handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([readFileSync(template)]) });
    return handle;
  }
  const name = `atrium_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await handle.migrate();
  const close = handle.close;
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
