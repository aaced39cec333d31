import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openConfiguredDatabase } from "./bootstrap";
import { services } from "./db/schema";
import { loadEnv } from "./env";
import { runSetup, runSetupProcess } from "./setup-process";

const dir = mkdtempSync(path.join(tmpdir(), "atrium-setup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the start-up's set-up process", () => {
  it("runs the entry as a child told it is the set-up, and waits for it", async () => {
    const entry = path.join(dir, "entry.mjs");
    const marker = path.join(dir, "ran");
    writeFileSync(
      entry,
      `import { writeFileSync } from "node:fs";
       if (process.env.ATRIUM_SETUP_ONLY !== "1") process.exit(2);
       writeFileSync(${JSON.stringify(marker)}, String(process.pid));`,
    );
    await runSetupProcess(entry);
    expect(Number(readFileSync(marker, "utf8"))).not.toBe(process.pid);
  });

  it("fails the start when the set-up fails", async () => {
    const entry = path.join(dir, "failing.mjs");
    writeFileSync(entry, "process.exit(3);");
    await expect(runSetupProcess(entry)).rejects.toThrow("The database set-up did not finish (exit code 3).");
  });

  it("migrates and seeds the configured database, then lets it go", async () => {
    const env = loadEnv({ DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "silent" });
    await runSetup(env);
    // Closed again: the server can open it (the embedded database's lock was released).
    const handle = await openConfiguredDatabase(env);
    try {
      expect((await handle.db.select().from(services)).length).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
