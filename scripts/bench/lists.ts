/**
 * Back-office lists at volume (issue 4): 100,000 quote requests and 100,000 contact messages,
 * then the list, search, filter and stats endpoints timed in process (app.request, so the numbers
 * are the server's own: routing, auth, validation, SQL, JSON), on embedded PGlite and — when
 * DATABASE_URL is set — on a scratch database of that PostgreSQL server.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp } from "@server/app";
import { bootstrap, shutdownDeps } from "@server/bootstrap";
import { type DbHandle, openDatabase } from "@server/db/client";
import { seedBulk } from "@server/db/seed-bulk";
import { loadEnv } from "@server/env";
import { createScratchDatabase } from "@tests/support/scratch-database";
import { printTable } from "./lighthouse";

export const LIST_TARGET_MS = 100;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ORIGIN = "http://localhost:3000";

const CASES: [name: string, path: string][] = [
  ["quotes: first page", "/api/v1/admin/quote-requests?page=1&pageSize=20"],
  ["quotes: page 2000", "/api/v1/admin/quote-requests?page=2000&pageSize=20"],
  ["quotes: status + priority", "/api/v1/admin/quote-requests?status=new&priority=high"],
  ["quotes: search", "/api/v1/admin/quote-requests?q=lovelace"],
  ["quotes: stats", "/api/v1/admin/quote-requests/stats"],
  ["messages: first page", "/api/v1/admin/contact-messages?page=1&pageSize=20"],
  ["messages: status + priority", "/api/v1/admin/contact-messages?status=new&priority=urgent"],
  ["messages: search", "/api/v1/admin/contact-messages?q=lovelace"],
  ["messages: stats", "/api/v1/admin/contact-messages/stats"],
];

export interface ListResult {
  engine: string;
  name: string;
  status: number;
  p50: number;
  p95: number;
}

export async function runLists(options: { samples: number }): Promise<ListResult[]> {
  const results: ListResult[] = [];
  for (const engine of benchEngines()) {
    const { handle, drop } = await engine.open();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "atrium-bench-lists-"));
    try {
      await handle.migrate();
      const started = Date.now();
      await seedBulk(handle.db, { quoteRequests: ROWS, contactMessages: ROWS });
      console.log(
        `${engine.name}: seeded ${ROWS} + ${ROWS} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      results.push(...(await timeCases(engine.name, handle, dataDir, options.samples)));
    } finally {
      await handle.close().catch(() => {}); // already closed with the app's dependencies
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

async function timeCases(engine: string, dbHandle: DbHandle, dataDir: string, samples: number) {
  const app = await benchApp(dbHandle, dataDir);
  try {
    const results: ListResult[] = [];
    for (const [name, pathname] of CASES) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < samples + 3; i++) {
        const t0 = performance.now();
        const res = await app.call(pathname);
        await res.arrayBuffer();
        status = res.status;
        if (i >= 3) times.push(performance.now() - t0); // the first three warm caches up
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
      results.push({ engine, name, status, p50: at(0.5), p95: at(0.95) });
    }
    return results;
  } finally {
    await app.close();
  }
}

export type BenchEngine = {
  name: string;
  open: () => Promise<{ handle: DbHandle; drop?: () => Promise<void> }>;
};

/** A fresh in-memory PGlite, and a scratch database on the server at DATABASE_URL when it is set. */
export function benchEngines(): BenchEngine[] {
  const engines: BenchEngine[] = [
    { name: "PGlite", open: async () => ({ handle: await openDatabase({ kind: "pglite" }) }) },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) engines.push({ name: "PostgreSQL", open: () => scratchPostgres(serverUrl) });
  else console.log("(DATABASE_URL is not set: PostgreSQL is skipped.)");
  return engines;
}

/** The app in process on `dbHandle`, with an administrator signed up; `call` requests as them. */
export async function benchApp(dbHandle: DbHandle, dataDir: string) {
  const env = loadEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_MAX: "1000",
  });
  const deps = await bootstrap(env, { dbHandle });
  const app = createApp(deps);
  const request = (pathname: string, init: RequestInit = {}) =>
    app.request(`${ORIGIN}${pathname}`, init, { incoming: { socket: { remoteAddress: "127.0.0.1" } } });
  try {
    const signup = await request("/api/v1/auth/admin-signup", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "user-agent": "atrium-bench" },
      body: JSON.stringify({
        email: "bench@example.com",
        password: "bench-password-1",
        firstName: "B",
        lastName: "Ench",
      }),
    });
    if (!signup.ok) throw new Error(`admin sign-up failed: ${signup.status} ${await signup.text()}`);
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return {
      call: (pathname: string, headers: Record<string, string> = {}) =>
        request(pathname, { headers: { ...headers, cookie } }),
      close: () => shutdownDeps(deps),
    };
  } catch (err) {
    await shutdownDeps(deps);
    throw err;
  }
}

async function scratchPostgres(serverUrl: string) {
  const { url, drop } = await createScratchDatabase(serverUrl, "atrium_bench");
  return { handle: await openDatabase({ kind: "postgres", url }), drop };
}

export function printLists(results: ListResult[]): void {
  printTable(
    ["engine", "case", "status", "p50 ms", "p95 ms", `p50 < ${LIST_TARGET_MS} ms`],
    results.map((r) => [
      r.engine,
      r.name,
      String(r.status),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.status !== 200 ? "n/a" : r.p50 < LIST_TARGET_MS ? "PASS" : "MISS",
    ]),
  );
}
