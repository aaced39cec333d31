/**
 * Exports at volume (issue 14): 100,000 quote requests, exported through the server's own route
 * (`GET /api/v1/admin/data/export`, in process through app.request) as the whole database in JSON
 * and as the quote requests' CSV, asking for compression as a browser does. The body is read
 * chunk by chunk, decompressed and dropped, as a download would be. Prints rows/s and the process's peak RSS growth during each export (sampled every
 * 10 ms against the RSS just before it), on PGlite and — with DATABASE_URL — on PostgreSQL.
 * Streaming keeps the growth flat whatever the table size; the target is under 64 MB.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createBrotliDecompress, createGunzip } from "node:zlib";
import { seedBulk } from "@server/db/seed-bulk";
import { printTable } from "./lighthouse";
import { benchApp, benchEngines } from "./lists";

export const RSS_TARGET_MB = 64;
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const MB = 1024 * 1024;

const CASES: [name: string, path: string][] = [
  ["whole database, JSON", "/api/v1/admin/data/export?format=json"],
  ["quote requests, CSV", "/api/v1/admin/data/export?format=csv&table=requirement_forms"],
];

export interface ExportResult {
  engine: string;
  name: string;
  status: number;
  rows: number;
  seconds: number;
  bytes: number;
  /** Bytes on the wire (compressed). */
  sent: number;
  rssGrowthMb: number;
}

export async function runExport(): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const engine of benchEngines()) {
    const { handle, drop } = await engine.open();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "atrium-bench-export-"));
    try {
      await handle.migrate();
      const started = Date.now();
      await seedBulk(handle.db, { quoteRequests: ROWS, contactMessages: 0 });
      console.log(
        `${engine.name}: seeded ${ROWS} quote requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      const app = await benchApp(handle, dataDir);
      try {
        for (const [name, pathname] of CASES)
          results.push({ engine: engine.name, name, ...(await measure(app.call, pathname)) });
      } finally {
        await app.close();
      }
    } finally {
      await handle.close().catch(() => {}); // already closed with the app's dependencies
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

async function measure(
  call: (pathname: string, headers: Record<string, string>) => Response | Promise<Response>,
  pathname: string,
) {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const t0 = performance.now();
  try {
    // As a browser asks: the server compresses the download as it streams.
    const res = await call(pathname, { "accept-encoding": "gzip, deflate, br" });
    if (!res.body) throw new Error(`${pathname}: no body (${res.status})`);
    let sent = 0;
    let bytes = 0;
    let newlines = 0;
    const encoded = Readable.fromWeb(res.body as NodeReadableStream).on("data", (chunk: Buffer) => {
      sent += chunk.byteLength;
    });
    const encoding = res.headers.get("content-encoding");
    const decoder =
      encoding === "br" ? createBrotliDecompress() : encoding === "gzip" ? createGunzip() : null;
    for await (const chunk of (decoder ? encoded.pipe(decoder) : encoded) as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) newlines++;
      peak = Math.max(peak, process.memoryUsage.rss());
    }
    const seconds = (performance.now() - t0) / 1000;
    // One quote request per line in both formats: fewer lines means the download broke off.
    if (res.status === 200 && newlines < ROWS) throw new Error(`${pathname}: only ${newlines} lines`);
    return { status: res.status, rows: ROWS, seconds, bytes, sent, rssGrowthMb: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

export function printExport(results: ExportResult[]): void {
  printTable(
    ["engine", "case", "status", "rows/s", "MB", "MB sent", "s", "peak RSS growth", `< ${RSS_TARGET_MB} MB`],
    results.map((r) => [
      r.engine,
      r.name,
      String(r.status),
      Math.round(r.rows / r.seconds).toLocaleString("en-US"),
      (r.bytes / MB).toFixed(1),
      (r.sent / MB).toFixed(1),
      r.seconds.toFixed(1),
      `${r.rssGrowthMb.toFixed(1)} MB`,
      r.status !== 200 ? "n/a" : r.rssGrowthMb < RSS_TARGET_MB ? "PASS" : "MISS",
    ]),
  );
}
