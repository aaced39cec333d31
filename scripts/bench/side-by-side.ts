/**
 * Side by side (issue 17): Atrium against what the machine does without it, in one run, so the
 * numbers are ratios rather than absolutes a busy machine skews.
 *  - GET / with wrk against nginx serving the same home-page HTML as a static file (gzip on);
 *  - quote POSTs with wrk (32 connections by default), and with DATABASE_URL pgbench inserting the
 *    same row into the same table shape on the same PostgreSQL;
 *  - idle and after-load RSS of the server, on PGlite and (with DATABASE_URL) on PostgreSQL.
 * Needs `wrk`, `nginx` and (for PostgreSQL) `pgbench` on the PATH: `apt-get install nginx-light wrk`.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { STARTED_AT_FIELD } from "@common/spam";
import { createScratchDatabase } from "@tests/support/scratch-database";
import pg from "pg";
import { freePort } from "../free-port.mjs";
import { printTable } from "./lighthouse";
import { startServer } from "./server";

export const SIDE_TARGETS = {
  getRatio: 0.5,
  postRatio: 0.2,
  postP99Ms: 50,
  rssPgliteMb: 250,
  rssPostgresMb: 150,
};

export interface SideOptions {
  durationSeconds: number;
  connections: number;
}

type WrkResult = { rps: number; p50: number; p99: number; failed: number; bytesPerRequest: number };
type Row = { what: string; atrium: string; baseline: string; ratio: string; target: string };

const has = (tool: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/** The process's resident memory, in MB (Linux). */
function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The Lua that reports requests, bytes, answers other than 2xx/3xx and latency as one JSON line. */
const REPORT = `
done = function(summary, latency, requests)
  io.write(string.format('\\nRESULT {"requests":%d,"seconds":%f,"bytes":%d,"failed":%d,"p50":%f,"p99":%f}\\n',
    summary.requests, summary.duration / 1e6, summary.bytes,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
`;

/** The bench's quote body (load.ts), a distinct X-Forwarded-For per request. */
const QUOTE = `
local n = 0
local thread = math.random(0, 65535)
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
request = function()
  n = n + 1
  local body = string.format('{"name":"Bench Visitor %d","email":"bench-%d@example.com","project_type":"Business Website","project_description":"A five-page marketing site with a contact form and a blog, sent by the benchmark.","budget_range":"Let\\'s Discuss","timeline":"Flexible","${STARTED_AT_FIELD}":%d}', n, n, os.time() * 1000 - 10000)
  wrk.headers["x-forwarded-for"] = string.format("2001:db8::%x:%x", thread, n)
  return wrk.format(nil, "/api/v1/quote-requests", nil, body)
end
`;

function wrk(
  url: string,
  script: string,
  dir: string,
  options: SideOptions,
  headers: string[] = [],
): WrkResult {
  const file = path.join(dir, `wrk-${Math.random().toString(36).slice(2)}.lua`);
  writeFileSync(file, script + REPORT);
  const args = ["-t1", `-c${options.connections}`, `-d${options.durationSeconds}s`, "--latency", "-s", file];
  for (const header of headers) args.push("-H", header);
  const out = execFileSync("wrk", [...args, url], { encoding: "utf8" });
  const json = /RESULT (\{.*\})/.exec(out)?.[1];
  if (!json) throw new Error(`wrk printed no result:\n${out}`);
  const r = JSON.parse(json) as {
    requests: number;
    seconds: number;
    bytes: number;
    failed: number;
    p50: number;
    p99: number;
  };
  return {
    rps: r.requests / r.seconds,
    p50: r.p50,
    p99: r.p99,
    failed: r.failed,
    bytesPerRequest: r.bytes / Math.max(1, r.requests),
  };
}

/**
 * wrk after a warm-up run at the same load, whose numbers are dropped: the server's first seconds
 * run code V8 has not optimised yet, a start-up cost nginx and pgbench (compiled C) do not have, and
 * at 5 s it would be most of the slowest 1 %.
 */
function warmWrk(url: string, script: string, dir: string, options: SideOptions, headers: string[] = []) {
  wrk(url, script, dir, { ...options, durationSeconds: WARM_UP_SECONDS }, headers);
  return wrk(url, script, dir, options, headers);
}

const WARM_UP_SECONDS = 3;

/** nginx serving `html` as /index.html with gzip on (its default level), one worker. */
async function startNginx(html: string, dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const www = path.join(dir, "www");
  mkdirSync(www, { recursive: true });
  // nginx's workers run as another user (www-data): they must be able to read the file.
  chmodSync(dir, 0o755);
  chmodSync(www, 0o755);
  writeFileSync(path.join(www, "index.html"), html, { mode: 0o644 });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type text/html; gzip on; gzip_min_length 1024;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${port}; root ${www}; } }
`,
  );
  const child: ChildProcess = spawn("nginx", ["-c", conf, "-e", path.join(dir, "error.log")], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(50);
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;
const rate = (r: WrkResult) =>
  `${Math.round(r.rps)} req/s, p99 ${ms(r.p99)}, ${(r.bytesPerRequest / 1024).toFixed(1)} KB each` +
  (r.failed ? ` (${r.failed} failed or not 2xx/3xx)` : "");
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
const pass = (ok: boolean) => (ok ? "PASS" : "MISS");

/** Seconds a server sits without requests before its idle memory is read. */
const IDLE_SECONDS = 30;

/**
 * A server's idle memory: read 3 s after it answers (start-up's garbage still in the heap) and
 * after IDLE_SECONDS without requests, once V8's memory reducer (which runs some seconds into a
 * quiet spell) has collected it. The target is about the second: what an idle server holds.
 */
async function idleRss(pid: number | undefined): Promise<{ early: number; settled: number }> {
  await sleep(3000);
  const early = rssMb(pid);
  await sleep((IDLE_SECONDS - 3) * 1000);
  return { early, settled: rssMb(pid) };
}

const rssRow = (
  engine: string,
  idle: { early: number; settled: number },
  after: number,
  target: number,
): Row => ({
  what: `RSS, ${engine}: idle (3 s → ${IDLE_SECONDS} s) / after load`,
  atrium: `${idle.early.toFixed(0)} → ${idle.settled.toFixed(0)} MB / ${after.toFixed(0)} MB`,
  baseline: "",
  ratio: "",
  target: `idle ≤ ${target} MB ${pass(idle.settled <= target)}`,
});

/** pgbench inserting the quote row into a copy of requirement_forms (indexes and NOTIFY trigger). */
function pgbench(url: string, dir: string, options: SideOptions): { tps: number; latency: number } {
  const file = path.join(dir, "quote.sql");
  writeFileSync(
    file,
    `insert into bench_quotes (name, email, project_type, project_title, project_description, budget_range, timeline, status, priority, ip_address, source)
values ('Bench Visitor', 'bench@example.com', 'Business Website', 'Business Website', 'A five-page marketing site with a contact form and a blog, sent by the benchmark.', 'Let''s Discuss', 'Flexible', 'new', 'normal', '2001:db8::1', null);\n`,
  );
  const out = execFileSync(
    "pgbench",
    [
      "-n",
      "-c",
      String(options.connections),
      "-j",
      "1",
      "-T",
      String(options.durationSeconds),
      "-f",
      file,
      url,
    ],
    { encoding: "utf8" },
  );
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    latency: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN),
  };
}

export async function runSideBySide(options: SideOptions): Promise<Row[] | null> {
  if (!has("wrk")) {
    console.log("  wrk is not installed (apt-get install nginx-light wrk): side-by-side part skipped.");
    return null;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "atrium-side-"));
  const rows: Row[] = [];
  try {
    // PGlite (the default).
    const server = await startServer();
    try {
      const idle = await idleRss(server.pid);
      const home = `${server.baseUrl}/`;
      const html = await (await fetch(home, { headers: { "accept-encoding": "identity" } })).text();
      const get = warmWrk(home, "", dir, options, ["accept-encoding: gzip"]);
      if (has("nginx")) {
        const nginx = await startNginx(html, dir);
        try {
          const base = warmWrk(nginx.url, "", dir, options, ["accept-encoding: gzip"]);
          const r = get.rps / base.rps;
          rows.push({
            what: `GET / (${(html.length / 1024).toFixed(0)} KB HTML, gzip)`,
            atrium: rate(get),
            baseline: `nginx: ${rate(base)}`,
            ratio: ratio(get.rps, base.rps),
            target: `≥ ${SIDE_TARGETS.getRatio}× ${pass(r >= SIDE_TARGETS.getRatio)}`,
          });
        } finally {
          await nginx.stop();
        }
      } else {
        rows.push({
          what: "GET /",
          atrium: rate(get),
          baseline: "nginx not installed",
          ratio: "",
          target: "",
        });
      }
      const post = warmWrk(server.baseUrl, QUOTE, dir, options);
      rows.push({
        what: "POST quote, PGlite",
        atrium: rate(post),
        baseline: "",
        ratio: "",
        target: "",
      });
      const after = rssMb(server.pid);
      rows.push(rssRow("PGlite", idle, after, SIDE_TARGETS.rssPgliteMb));
    } finally {
      await server.stop();
    }

    // PostgreSQL, on a scratch database of the server at DATABASE_URL.
    const serverUrl = process.env.DATABASE_URL;
    if (!serverUrl) {
      console.log("  (DATABASE_URL is not set: the PostgreSQL side is skipped.)");
      return rows;
    }
    const scratch = await createScratchDatabase(serverUrl, "atrium_side");
    try {
      const onPg = await startServer({ databaseUrl: scratch.url });
      try {
        const idle = await idleRss(onPg.pid);
        const post = warmWrk(onPg.baseUrl, QUOTE, dir, options);
        const after = rssMb(onPg.pid);
        const client = new pg.Client({ connectionString: scratch.url });
        await client.connect();
        await client.query(
          "create table bench_quotes (like requirement_forms including all); " +
            "create trigger bench_quotes_notify after insert on bench_quotes for each row execute function atrium_notify_change()",
        );
        await client.end();
        const base = has("pgbench") ? pgbench(scratch.url, dir, options) : null;
        const r = base ? post.rps / base.tps : Number.NaN;
        rows.push({
          what: "POST quote, PostgreSQL",
          atrium: rate(post),
          baseline: base
            ? `pgbench insert: ${Math.round(base.tps)} tps, mean ${ms(base.latency)}`
            : "pgbench not installed",
          ratio: base ? ratio(post.rps, base.tps) : "",
          target: `≥ ${SIDE_TARGETS.postRatio}× and p99 < ${SIDE_TARGETS.postP99Ms} ms ${pass(r >= SIDE_TARGETS.postRatio && post.p99 < SIDE_TARGETS.postP99Ms)}`,
        });
        rows.push(rssRow("PostgreSQL", idle, after, SIDE_TARGETS.rssPostgresMb));
      } finally {
        await onPg.stop();
      }
    } finally {
      await scratch.drop();
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printSideBySide(rows: Row[]): void {
  printTable(
    ["what", "Atrium", "nginx / pgbench", "ratio", "target"],
    rows.map((r) => [r.what, r.atrium, r.baseline, r.ratio, r.target]),
  );
}
