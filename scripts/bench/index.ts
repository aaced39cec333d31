/**
 * `npm run bench [-- --only=lighthouse|load|side|lists|export] [--runs=N] [--duration=S] [--connections=N]
 *   [--samples=N]` (defaults: every part, 3 Lighthouse runs per page, 10 s and 10 connections per
 * load case, 30 timed requests per list case)
 *
 * Builds if needed, starts the production server on a free loopback port with an empty data
 * directory, then prints (1) Lighthouse scores for the public pages and the home page's
 * JavaScript size, (2) autocannon numbers for GET / and POST /api/v1/quote-requests, (3) the
 * side-by-side ratios against nginx and pgbench with RSS (side-by-side.ts), (4) the
 * back-office list, search and stats endpoints over 100,000 rows (in process, PGlite and, with
 * DATABASE_URL, PostgreSQL), (5) exporting 100,000 quote requests: rows/s and peak RSS growth.
 * Targets are reported as PASS / MISS; a miss does not fail the process, an error does.
 * See docs/benchmarks.md.
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { CHROMIUM_PATH } from "../chromium";
import { printExport, RSS_TARGET_MB, runExport } from "./export";
import {
  measureHomeJs,
  PAGES,
  printFindings,
  printHomeJs,
  printScores,
  runLighthouse,
  targetsText,
} from "./lighthouse";
import { LIST_TARGET_MS, printLists, runLists } from "./lists";
import { printLoad, runLoad } from "./load";
import { type BenchServer, ensureBuilt, startServer } from "./server";
import { printSideBySide, runSideBySide } from "./side-by-side";

const PARTS = ["lighthouse", "load", "side", "lists", "export"] as const;

interface Args {
  only: (typeof PARTS)[number] | null;
  samples: number;
  runs: number;
  duration: number;
  connections: number;
}

/** The options that take a whole number, with the range each allows. */
const COUNTS = { samples: [5, 500], runs: [1, 5], duration: [1, 60], connections: [1, 100] } as const;
const isCount = (name: string): name is keyof typeof COUNTS => Object.hasOwn(COUNTS, name);

function parseArgs(argv: string[]): Args {
  const args: Args = { only: null, samples: 30, runs: 3, duration: 10, connections: 10 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split("=", 2);
    const value = () => inline ?? argv[++i];
    const name = flag.replace(/^--/, "");
    if (flag === "--only") {
      const only = PARTS.find((part) => part === value());
      if (!only) throw new Error(`--only takes ${PARTS.join(", ")}`);
      args.only = only;
    } else if (flag.startsWith("--") && isCount(name)) {
      const [min, max] = COUNTS[name];
      const n = Number(value());
      if (!Number.isInteger(n) || n < min || n > max)
        throw new Error(`${flag} takes a whole number ${min}–${max}`);
      args[name] = n;
    } else {
      throw new Error(`Unknown argument ${argv[i]}; see scripts/bench/index.ts`);
    }
  }
  return args;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return `Chromium: not found at ${CHROMIUM_PATH}`;
  }
}

/** Other work on the machine skews every number here; say how busy it was. */
const busy = () => `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;

/** Lighthouse and HTTP load, both against the production server on a loopback port. */
async function serverParts(args: Args, wants: (part: Args["only"]) => boolean): Promise<void> {
  ensureBuilt();
  const server: BenchServer = await startServer();
  const onSignal = () => {
    void server.stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    if (wants("lighthouse")) {
      const reportDir = path.join(os.tmpdir(), `atrium-lighthouse-${Date.now()}`);
      console.log(
        `\n== Lighthouse 12 (mobile, simulated throttling) — ${PAGES.join(", ")}; ` +
          `targets ${targetsText()}; ` +
          `${args.runs === 1 ? "1 run" : `median of ${args.runs} runs`} per page; ${busy()}`,
      );
      const results = await runLighthouse(server.baseUrl, { runs: args.runs, reportDir });
      console.log("");
      printScores(results);
      console.log("\nWhat costs points (categories below 100; top audits):");
      printFindings(results);
      console.log("");
      const home = results.find((r) => r.page === "/");
      printHomeJs(await measureHomeJs(server.baseUrl, home?.lhr ?? null), true);
      console.log(`\nFull Lighthouse reports (JSON): ${reportDir}`);
    }
    if (wants("load")) {
      console.log(`\n== HTTP load (autocannon) on ${server.baseUrl}; ${busy()}`);
      const options = { durationSeconds: args.duration, connections: args.connections };
      const cases = await runLoad(server.baseUrl, options);
      console.log("");
      printLoad(cases, options);
    }
  } finally {
    process.removeListener("SIGINT", onSignal);
    process.removeListener("SIGTERM", onSignal);
    await server.stop();
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const started = Date.now();
  console.log(
    `Atrium benchmarks — ${new Date().toISOString()} — Node ${process.version}, ` +
      `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB` +
      (args.only === null || args.only === "lighthouse" ? `, ${chromiumVersion()}` : ""),
  );
  const wants = (part: Args["only"]) => args.only === null || args.only === part;
  if (wants("lighthouse") || wants("load")) await serverParts(args, wants);
  if (wants("side")) {
    console.log(
      `\n== Side by side (wrk, 32 connections, 5 s per case; nginx static / pgbench as the baseline); ${busy()}`,
    );
    ensureBuilt();
    const rows = await runSideBySide({ durationSeconds: 5, connections: 32 });
    console.log("");
    if (rows) printSideBySide(rows);
  }
  if (wants("lists")) {
    console.log(
      `\n== Back-office lists over 100,000 rows (in process; target p50 < ${LIST_TARGET_MS} ms); ` +
        `${args.samples} requests per case; ${busy()}`,
    );
    const results = await runLists({ samples: args.samples });
    console.log("");
    printLists(results);
  }
  if (wants("export")) {
    console.log(
      `\n== Data export of 100,000 quote requests (in process, streamed; target peak RSS growth < ${RSS_TARGET_MB} MB); ${busy()}`,
    );
    const results = await runExport();
    console.log("");
    printExport(results);
  }
  console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

main().catch((err) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
