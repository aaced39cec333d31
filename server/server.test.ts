import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, ORIGIN, TEST_PASSWORD } from "../tests/support/test-app";

const PORT = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}`;
let child: ChildProcess;
let exited: Promise<number | null>;

beforeAll(async () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "atrium-life-")),
    LOG_LEVEL: "silent",
    ATRIUM_ADMIN_EMAIL: "ops@example.com",
    ATRIUM_ADMIN_PASSWORD: TEST_PASSWORD,
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ["--import", "tsx", "tests/support/lifecycle-server.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
}, 40_000);

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
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
    await new Promise((r) => setTimeout(r, 200));
    child.kill("SIGTERM");

    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("done");
    expect(await streamEnded).toBe(true);
    expect(await exited).toBe(0);
  }, 20_000);
});
