import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS, wrapPglite } from "@server/db/client";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory; each test file loads its own copy. */
    pgliteTemplate: string;
  }
}

/** Migrates one in-memory PGlite once per run (a few seconds) instead of once per test file. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = wrapPglite(client);
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(mkdtempSync(path.join(tmpdir(), "atrium-test-")), "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
}
