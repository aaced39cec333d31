import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { type DbHandle, openDatabase } from "@server/db/client";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { lateBound } from "./late-bound";

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

/**
 * One fresh database for the whole file: registers the beforeAll that creates it and the afterAll
 * that closes it, and answers a stand-in that reaches it once it exists (`handle.db`).
 */
export function setUpTestDb(): DbHandle {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(() => handle?.close());
  return lateBound(() => handle, "the test database");
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
