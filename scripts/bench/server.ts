/**
 * The production server the benchmarks run against: built if the build is missing or older than
 * its sources (scripts/build-freshness.mjs, the check scripts/start.mjs makes too), started with
 * `node scripts/start.mjs` on a free loopback port with a fresh, empty data directory, stopped
 * with SIGTERM.
 *
 * The server runs from a private copy of the build (dist/, build/, the migrations, package.json;
 * node_modules linked), so a rebuild in the work tree during a run (`npm test`, another
 * developer) cannot swap the assets under it. start.mjs finds no sources there and builds nothing.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { BUILD_OUTPUTS, needsBuild } from "../build-freshness.mjs";
import { freePort } from "../free-port.mjs";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The Node flags `npm start` runs the server with (package.json), so the bench measures that process. */
const START_FLAGS: string[] =
  JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start.match(/--[\w-]+(=\S+)?/g) ??
  [];
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

export interface BenchServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The server's process (scripts/start.mjs imports the server into itself), for its RSS. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** Runs `npm run build` when the build is missing or older than its sources. */
export function ensureBuilt(): void {
  if (!needsBuild(ROOT)) {
    console.log("Build is up to date.");
    return;
  }
  console.log("Building (npm run build)…");
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  if (result.status !== 0) {
    const output = `${result.stdout?.toString() ?? ""}${result.stderr?.toString() ?? ""}`;
    throw new Error(`npm run build failed (exit ${result.status}):\n${tail(output, 40)}`);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split("\n").slice(-lines).join("\n");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the production server reads relative to its working directory. */
const SNAPSHOT = ["dist", "build", "server/db/migrations", "package.json"];

/** Copies the build into `dir`; again if a build in the work tree changed it meanwhile. */
async function snapshotBuild(dir: string): Promise<void> {
  const stamp = () =>
    BUILD_OUTPUTS.map((f) => path.join(ROOT, f))
      .map((f) => (existsSync(f) ? statSync(f).mtimeMs : "missing"))
      .join(",");
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = stamp();
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    try {
      for (const entry of SNAPSHOT) {
        cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true, preserveTimestamps: true });
      }
      symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
      if (stamp() === before && !before.includes("missing")) return;
    } catch {
      // A file went away while it was copied: a build is running in the work tree.
    }
    console.log("The build changed while it was copied (a build running in the work tree?); trying again.");
    await sleep(5000);
  }
  throw new Error("The build kept changing while it was copied; run npm run bench again later");
}

/** Every script and stylesheet the home page names must be there: a mixed-up build would 404. */
async function checkAssets(baseUrl: string): Promise<void> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const refs = [...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="(\/assets\/[^"]+)"/g)].map(
    (m) => m[1],
  );
  for (const ref of new Set(refs)) {
    const res = await fetch(baseUrl + ref);
    await res.arrayBuffer();
    if (!res.ok)
      throw new Error(`${ref} answered ${res.status}: the build is inconsistent; run npm run build`);
  }
}

/**
 * Starts the production server. `TRUST_PROXY=1` (one proxy) lets the load test give each quote request
 * its own visitor address through X-Forwarded-For (the per-address form limit stays as it is).
 */
export async function startServer(options: { databaseUrl?: string } = {}): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const root = mkdtempSync(path.join(os.tmpdir(), "atrium-bench-"));
  const appDir = path.join(root, "app");
  const dataDir = path.join(root, "data");
  try {
    await snapshotBuild(appDir);
  } catch (err) {
    rmSync(root, { recursive: true, force: true });
    throw err;
  }
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [...START_FLAGS, path.join(ROOT, "scripts/start.mjs")],
    {
      cwd: appDir,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        TRUST_PROXY: "1",
        PUBLIC_URL: baseUrl,
        // Measure requests, not a backup written alongside them.
        BACKUP_SCHEDULE: "off",
        // Whatever the calling shell has set: embedded database unless asked, no unattended first admin.
        DATABASE_URL: options.databaseUrl ?? "",
        ATRIUM_ADMIN_EMAIL: "",
        ATRIUM_ADMIN_PASSWORD: "",
      },
    },
  );
  const keep = (chunk: Buffer) => {
    output = tail(output + chunk.toString(), 200);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const cleanup = () => rmSync(root, { recursive: true, force: true });
  const stop = async () => {
    if (!hasExited) {
      child.kill("SIGTERM");
      const timedOut = await Promise.race([
        exited.then(() => false),
        sleep(STOP_TIMEOUT_MS).then(() => true),
      ]);
      if (timedOut) {
        console.warn(`Server did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM; sending SIGKILL.`);
        child.kill("SIGKILL");
        await exited;
      }
    }
    cleanup();
  };

  const healthy = async () => {
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      return res.ok;
    } catch {
      return false; // Not listening yet.
    }
  };
  const started = Date.now();
  for (;;) {
    if (hasExited) {
      cleanup();
      throw new Error(`The server exited before it was healthy:\n${tail(output, 40)}`);
    }
    if (await healthy()) break;
    if (Date.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`The server was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${tail(output, 40)}`);
    }
    await sleep(250);
  }
  console.log(`Server healthy at ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  try {
    await checkAssets(baseUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, pid: child.pid, stop };
}
