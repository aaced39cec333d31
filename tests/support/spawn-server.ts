import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";

/**
 * How long a server may take to start. Generous: CI shares two cores with other work, and a
 * cold start migrates a fresh embedded database.
 */
export const SERVER_START_TIMEOUT_MS = 120_000;

export type SpawnedServer = {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves once the server has printed `text` on its standard output. */
  printed: (text: string) => Promise<void>;
  stop: () => Promise<void>;
};

/** The production start-up path with a stub page renderer (tests/support/lifecycle-server.ts). */
const LIFECYCLE_SERVER = ["--import", "tsx", "tests/support/lifecycle-server.ts"];

/**
 * Runs the production start-up path (by default tests/support/lifecycle-server.ts: real config,
 * database, migrations, auth; a stub page renderer — or `script`, e.g. the built server
 * `["dist/server.js"]` with its real pages) in its own process on a free port, with its own data
 * directory and the embedded database, and waits until /api/health answers.
 */
export async function spawnServer(
  env: Record<string, string> = {},
  script: string[] = LIFECYCLE_SERVER,
): Promise<SpawnedServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "atrium-spawned-")),
    LOG_LEVEL: "silent",
    ...env,
  };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, script, {
    env: childEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  const waiting: { text: string; resolve: () => void }[] = [];
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of waiting.filter((w) => output.includes(w.text))) w.resolve();
  });
  const printed = (text: string) =>
    output.includes(text)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ text, resolve }));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`the server exited during start-up (code ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not answer /api/health within ${SERVER_START_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    exited,
    printed,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
