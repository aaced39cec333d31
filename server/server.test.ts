import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_START_TIMEOUT_MS, type SpawnedServer, spawnServer } from "@tests/support/spawn-server";
import { cookieFrom, ORIGIN, TEST_PASSWORD } from "@tests/support/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let server: SpawnedServer;
let base: string;
const dataDir = mkdtempSync(path.join(tmpdir(), "atrium-spawned-"));
const lockFile = path.join(dataDir, "pglite.pid");

beforeAll(async () => {
  server = await spawnServer({
    ATRIUM_ADMIN_EMAIL: "ops@example.com",
    ATRIUM_ADMIN_PASSWORD: TEST_PASSWORD,
    DATA_DIR: dataDir,
    // The daily backup at start says so in the log, which the test waits for.
    LOG_LEVEL: "info",
  });
  base = server.base;
}, SERVER_START_TIMEOUT_MS + 10_000);

afterAll(() => server.stop());

/** The backups in the server's data directory, once the daily backup at start is written. */
async function firstBackups(): Promise<string[]> {
  await server.printed("daily backup written");
  return readdirSync(path.join(dataDir, "backups")).filter((n) => n.endsWith(".json.gz"));
}

describe("start", () => {
  it("holds the embedded database and makes the day's backup", async () => {
    expect(readFileSync(lockFile, "utf8")).toBe(`${server.child.pid}\nserver\n`);
    expect(await firstBackups()).toEqual([expect.stringMatching(/^atrium_backup_[0-9TZ-]+\.json\.gz$/)]);
  });
});

describe("graceful shutdown", () => {
  it("finishes in-flight requests, ends event streams and exits 0 on SIGTERM", async () => {
    const login = await fetch(`${base}/api/v1/auth/admin-login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "ops@example.com", password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const stream = await fetch(`${base}/api/v1/events`, { headers: { cookie: cookieFrom(login) } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text().then(
      () => true,
      () => true,
    );

    const slow = fetch(`${base}/slow`);
    await server.printed("slow request started");
    server.child.kill("SIGTERM");

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("done");
    expect(await streamEnded).toBe(true);
    expect(await server.exited).toBe(0);
    // The embedded database is free for the data commands.
    expect(existsSync(lockFile)).toBe(false);
  });
});
