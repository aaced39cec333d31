/**
 * Lighthouse (v12, mobile form factor: the default config) in Debian's headless Chromium on the
 * public pages, and the JavaScript the home page loads, gzipped.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium";

export const PAGES = ["/", "/services", "/contact", "/our-work"] as const;
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
/** Issue 17: performance ≥ 98 (the median of 3 runs), the other categories 100. */
export const SCORE_TARGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/** 1 KB = 1,024 bytes, as Lighthouse counts. All the JavaScript `/` loads, gzipped. */
export const HOME_JS_TARGET_BYTES = 130 * 1024;
/** The home page's HTML as the server sends it to an anonymous visitor, uncompressed (issue 17). */
export const HOME_HTML_TARGET_BYTES = 40 * 1024;
/** Of which our own code: everything but the runtime (React, React DOM, React Router, rolldown's). */
export const HOME_OWN_JS_TARGET_BYTES = 24 * 1024;

/**
 * The runtime's chunks by file name: today's `runtime-*` group (vite.config.ts) and rolldown's
 * helpers, React Router's client entry; and the names they had before the group (react-dom-*,
 * jsx-runtime-*, React Router's chunk-XXXX-*), so older builds are split the same way.
 */
const RUNTIME_CHUNK =
  /^(runtime|rolldown-runtime|entry\.client|react-dom|jsx-runtime|chunk-[A-Z0-9]+)-[\w-]+\.js$/;

export const isRuntimeScript = (url: string) =>
  RUNTIME_CHUNK.test(new URL(url).pathname.split("/").pop() ?? "");

type Category = (typeof CATEGORIES)[number];

export interface PageResult {
  page: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  lhr: Result | null;
  error?: string;
  /** The scores of every run, when there was more than one. */
  allPerformance?: (number | null)[];
}

export interface LighthouseOptions {
  runs: number;
  reportDir: string;
}

export async function runLighthouse(baseUrl: string, options: LighthouseOptions): Promise<PageResult[]> {
  // Warm the server as earlier visitors would have: the first render of each route loads its
  // modules, and the first request of each picture size makes that WebP (sharp loads on first use).
  for (const page of PAGES) {
    const html = await fetch(baseUrl + page).then((r) => r.text());
    const pictures = new Set(html.match(/\/media\/[^"\s,]+/g) ?? []);
    for (const picture of pictures) await fetch(baseUrl + picture).then((r) => r.arrayBuffer());
  }

  mkdirSync(options.reportDir, { recursive: true });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const results: PageResult[] = [];
  try {
    for (const page of PAGES) {
      const runs: PageResult[] = [];
      for (let run = 1; run <= options.runs; run++) {
        const started = Date.now();
        let result = await auditPage(baseUrl, page, chrome.port);
        if (result.error) {
          // Lighthouse's own advice for a failed trace ("Please run Lighthouse again"): once.
          console.log(`  Lighthouse ${page}: ${result.error} — running it again`);
          result = await auditPage(baseUrl, page, chrome.port);
        }
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const runLabel = options.runs > 1 ? ` (run ${run}/${options.runs})` : "";
        console.log(
          `  Lighthouse ${page}${runLabel}: ${seconds} s${result.error ? ` — ${result.error}` : ""}`,
        );
        if (result.lhr) {
          const name = `${page === "/" ? "home" : page.slice(1).replaceAll("/", "_")}${options.runs > 1 ? `-${run}` : ""}`;
          writeFileSync(path.join(options.reportDir, `${name}.json`), JSON.stringify(result.lhr));
        }
        runs.push(result);
      }
      results.push(medianRun(runs));
    }
  } finally {
    chrome.kill();
  }
  return results;
}

async function auditPage(baseUrl: string, page: string, port: number): Promise<PageResult> {
  const empty = Object.fromEntries(CATEGORIES.map((c) => [c, null])) as Record<Category, number | null>;
  try {
    const runner = await lighthouse(baseUrl + page, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const lhr = runner?.lhr;
    if (!lhr) return { page, scores: empty, lhr: null, error: "Lighthouse returned no result" };
    const scores = { ...empty };
    for (const category of CATEGORIES) {
      const score = lhr.categories[category]?.score;
      scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
    }
    const error = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined;
    return { page, scores, lhr, error };
  } catch (err) {
    return { page, scores: empty, lhr: null, error: err instanceof Error ? err.message : String(err) };
  }
}

/** Of several runs of one page, the one with the median performance score; failed runs left out. */
function medianRun(runs: PageResult[]): PageResult {
  if (runs.length === 1) return runs[0];
  const scored = runs.filter((r) => !r.error && r.scores.performance !== null);
  const allPerformance = runs.map((r) => r.scores.performance);
  if (scored.length === 0) return { ...runs[runs.length - 1], allPerformance };
  const sorted = [...scored].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  // With an even count, the lower of the two middle runs: a miss is not hidden by rounding up.
  return { ...sorted[Math.ceil(sorted.length / 2) - 1], allPerformance, error: undefined };
}

const verdict = (category: Category, score: number | null) =>
  score !== null && score >= SCORE_TARGETS[category] ? "PASS" : "MISS";

export function printScores(results: PageResult[]): void {
  const header = ["page", ...CATEGORIES];
  const rows = results.map((r) => [
    r.page,
    ...CATEGORIES.map(
      (c) => `${r.scores[c] === null ? "—" : String(r.scores[c]).padStart(3)} ${verdict(c, r.scores[c])}`,
    ),
  ]);
  printTable(header, rows);
  const misses = results.flatMap((r) => CATEGORIES.filter((c) => verdict(c, r.scores[c]) === "MISS"));
  console.log(
    misses.length === 0
      ? `Every score meets its target (${targetsText()}).`
      : `${misses.length} of ${results.length * CATEGORIES.length} scores below their targets (${targetsText()}).`,
  );
  for (const r of results) {
    if (r.allPerformance) {
      const perRun = r.allPerformance.map((p) => (p === null ? "failed" : String(p))).join(", ");
      console.log(`  ${r.page}: performance per run ${perRun} (median run shown)`);
    }
    if (r.error) console.log(`  ${r.page}: ${r.error}`);
  }
}

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}

type Audit = Result["audits"][string];

/** A short pointer to where an audit failed: the first elements, URLs or console messages it names. */
function firstItems(audit: Audit, count: number): string[] {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = Array.isArray(details?.items) ? details.items : [];
  const labels: string[] = [];
  for (const item of items) {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    const source = item.source as { url?: string } | undefined;
    const location = item.sourceLocation as { url?: string } | undefined;
    const message =
      typeof item.description === "string"
        ? `${item.description}${location?.url ? ` — ${location.url}` : ""}`
        : undefined;
    const label =
      node?.snippet ?? (typeof item.url === "string" ? item.url : undefined) ?? source?.url ?? message;
    if (label) labels.push(label.replace(/\s+/g, " ").slice(0, 140));
    if (labels.length >= count) break;
  }
  return labels;
}

/** The audits that cost points, per page and category, for the categories below 100. */
export function printFindings(results: PageResult[], perCategory = 5): void {
  for (const r of results) {
    if (!r.lhr) continue;
    const lhr = r.lhr;
    for (const category of CATEGORIES) {
      const score = r.scores[category];
      if (score === null || score >= 100) continue;
      const refs = lhr.categories[category]?.auditRefs ?? [];
      const failing = refs
        .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
        .filter(
          ({ audit }) =>
            audit && audit.score !== null && audit.score < (category === "performance" ? 0.9 : 1),
        )
        .filter(
          ({ audit }) => audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual",
        )
        // "hidden": the newer insight audits that repeat the classic ones, and unweighted extras.
        .filter(({ ref }) => ref.group !== "hidden");
      let lines: string[];
      if (category === "performance") {
        const metrics = failing
          .filter(({ ref }) => ref.weight > 0)
          .sort(
            (a, b) => b.ref.weight * (1 - (b.audit.score ?? 0)) - a.ref.weight * (1 - (a.audit.score ?? 0)),
          )
          .map(
            ({ audit }) =>
              `${audit.title}: ${audit.displayValue ?? ""} (score ${Math.round((audit.score ?? 0) * 100)})`,
          );
        const opportunities = failing
          .filter(({ ref }) => ref.weight === 0)
          .map(({ audit }) => ({
            audit,
            // Estimated milliseconds saved on the timing metrics (CLS has no unit and is left out).
            savings: Object.entries(audit.metricSavings ?? {})
              .filter(([metric]) => metric !== "CLS")
              .reduce((total, [, value]) => total + (value ?? 0), 0),
          }))
          .sort((a, b) => b.savings - a.savings)
          .slice(0, perCategory - 1)
          .map(({ audit }) => {
            const where = firstItems(audit, 1);
            return `${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}${where.length ? ` [${where[0]}]` : ""}`;
          });
        lines = [...metrics, ...opportunities];
      } else {
        lines = failing
          .filter(({ ref }) => ref.weight > 0)
          .sort((a, b) => b.ref.weight - a.ref.weight)
          .slice(0, perCategory)
          .map(({ ref, audit }) => {
            const where = firstItems(audit, 2);
            return `${audit.title} (${ref.id}, weight ${ref.weight})${where.length ? ` [${where.join(" | ")}]` : ""}`;
          });
      }
      if (lines.length === 0) continue;
      console.log(`  ${r.page} · ${category} ${score} ${verdict(category, score)}:`);
      for (const line of lines) console.log(`    - ${line}`);
    }
  }
}

export interface HomeJs {
  scripts: {
    url: string;
    rawBytes: number;
    gzipBytes: number;
    servedBytes: number | null;
    /** Named by the HTML (script, modulepreload, import in the hydration script), not loaded later. */
    inHtml: boolean;
    /** React, React DOM, React Router or rolldown's runtime: not our code. */
    runtime: boolean;
  }[];
  rawBytes: number;
  gzipBytes: number;
  /** What Lighthouse saw go over the wire (the server's own compression), when it ran on `/`. */
  servedBytes: number | null;
  inlineScriptBytes: number;
  /** The HTML of `/` itself, uncompressed. */
  htmlBytes: number;
}

/**
 * The home page's JavaScript: every script Lighthouse saw load on `/` plus every module script and
 * modulepreload the HTML names, each fetched with `accept-encoding: gzip` and gzipped here (zlib
 * level 9 — what a static host with precompressed assets would send).
 */
export async function measureHomeJs(baseUrl: string, homeLhr: Result | null): Promise<HomeJs> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const inHtml = new Set<string>();
  for (const tag of html.match(/<(?:link|script)\b[^>]*>/gi) ?? []) {
    const isPreload = /rel=["']?modulepreload/i.test(tag);
    const attr = tag.match(/\b(?:href|src)=["']([^"']+)["']/i)?.[1];
    if (attr && (isPreload || tag.toLowerCase().startsWith("<script")))
      inHtml.add(new URL(attr, baseUrl).href);
  }
  let inlineScriptBytes = 0;
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    inlineScriptBytes += Buffer.byteLength(body);
    // Imports the hydration script makes itself.
    for (const [, spec] of body.matchAll(/import\s*(?:\(\s*|[^"'()]*?from\s*)["']([^"']+\.m?js)["']/g)) {
      inHtml.add(new URL(spec, baseUrl).href);
    }
  }

  const urls = new Set(inHtml);
  const served = new Map<string, number>();
  const networkItems =
    (homeLhr?.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
      ?.items ?? [];
  // Only scripts the browser really fetched (a finished 2xx answer); a file that exists in the build
  // but that no page asks for (React Router's manifest-*.js) is never counted.
  for (const item of networkItems) {
    const ok = typeof item.statusCode !== "number" || (item.statusCode >= 200 && item.statusCode < 300);
    if (item.resourceType === "Script" && typeof item.url === "string" && ok && item.finished !== false) {
      urls.add(item.url);
      if (typeof item.transferSize === "number") served.set(item.url, item.transferSize);
    }
  }

  const scripts: HomeJs["scripts"] = [];
  for (const url of urls) {
    const res = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    const body = Buffer.from(await res.arrayBuffer()); // fetch has undone the server's compression
    if (!res.ok) {
      console.warn(`  ${url}: HTTP ${res.status}, left out`);
      continue;
    }
    scripts.push({
      url,
      rawBytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
      servedBytes: served.get(url) ?? null,
      inHtml: inHtml.has(url),
      runtime: isRuntimeScript(url),
    });
  }
  const servedKnown = homeLhr !== null && scripts.length > 0 && scripts.every((s) => s.servedBytes !== null);
  return {
    scripts,
    rawBytes: sum(scripts, (s) => s.rawBytes),
    gzipBytes: sum(scripts, (s) => s.gzipBytes),
    servedBytes: servedKnown ? sum(scripts, (s) => s.servedBytes ?? 0) : null,
    inlineScriptBytes,
    htmlBytes: Buffer.byteLength(html),
  };
}

const sum = <T>(items: T[], f: (item: T) => number) => items.reduce((total, item) => total + f(item), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printHomeJs(js: HomeJs, verbose: boolean): void {
  const verdict = (bytes: number, target: number) => (bytes <= target ? "PASS" : "MISS");
  console.log(
    `Home page HTML: ${kb(js.htmlBytes)} uncompressed — target ≤ ${kb(HOME_HTML_TARGET_BYTES)}: ` +
      verdict(js.htmlBytes, HOME_HTML_TARGET_BYTES),
  );
  console.log(
    `Home page JavaScript: ${js.scripts.length} scripts, ${kb(js.rawBytes)} raw, ` +
      `${kb(js.gzipBytes)} gzipped — target ≤ ${kb(HOME_JS_TARGET_BYTES)}: ${verdict(js.gzipBytes, HOME_JS_TARGET_BYTES)}`,
  );
  const runtime = js.scripts.filter((s) => s.runtime);
  const own = js.scripts.filter((s) => !s.runtime);
  const ownBytes = sum(own, (s) => s.gzipBytes);
  console.log(
    `  runtime (React, React DOM, React Router, rolldown): ${runtime.length} scripts, ` +
      `${kb(sum(runtime, (s) => s.gzipBytes))} gzipped`,
  );
  console.log(
    `  our own code: ${own.length} scripts, ${kb(ownBytes)} gzipped — target ≤ ` +
      `${kb(HOME_OWN_JS_TARGET_BYTES)}: ${verdict(ownBytes, HOME_OWN_JS_TARGET_BYTES)}`,
  );
  const initial = js.scripts.filter((s) => s.inHtml);
  console.log(
    `  named by the HTML (script, modulepreload, hydration imports): ${initial.length} scripts, ` +
      `${kb(sum(initial, (s) => s.gzipBytes))} gzipped; loaded after that: ` +
      `${js.scripts.length - initial.length} scripts, ${kb(sum(js.scripts, (s) => (s.inHtml ? 0 : s.gzipBytes)))} gzipped`,
  );
  if (js.servedBytes !== null) {
    console.log(
      `  as sent to Chromium (the server's own compression, br when accepted; Lighthouse ` +
        `transfer sizes, headers included): ${kb(js.servedBytes)}`,
    );
  }
  console.log(`  inline <script> in the HTML (not counted above): ${kb(js.inlineScriptBytes)} raw`);
  if (verbose) {
    const largest = [...js.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
    console.log("  largest (gzipped):");
    for (const s of largest) {
      console.log(
        `    ${kb(s.gzipBytes).padStart(9)}  ${new URL(s.url).pathname}${s.inHtml ? "" : " (loaded later)"}`,
      );
    }
  }
}

/** "performance ≥ 98, accessibility ≥ 100, …" */
export const targetsText = () =>
  CATEGORIES.map((category) => `${category} ≥ ${SCORE_TARGETS[category]}`).join(", ");
