import { readFileSync } from "node:fs";
import { type DbHandle, openDatabase } from "@server/db/client";
import { afterAll, beforeAll, inject } from "vitest";
import { lateBound } from "./late-bound";
import { createScratchDatabase } from "./scratch-database";

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
  const { url, drop } = await createScratchDatabase(serverUrl, "atrium_test");
  const handle = await openDatabase({ kind: "postgres", url });
  await handle.migrate();
  const close = handle.close;
  return {
    ...handle,
    url,
    close: async () => {
      await close();
      await drop();
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
