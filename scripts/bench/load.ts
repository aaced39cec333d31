/**
 * HTTP load with autocannon, bounded in time and connections, against the loopback server:
 * the home page (server-side render) and the quote-request write path.
 */

import { FORM_RATE_LIMIT, STARTED_AT_FIELD } from "@common/spam";
import autocannon from "autocannon";
import { printTable } from "./lighthouse";

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

export interface CaseResult {
  name: string;
  requestsPerSecond: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** Count and latency (ms) per status code, from every response. */
  byStatus: Map<number, { count: number; p50: number; p99: number }>;
  note?: string;
}

const QUOTE_PATH = "/api/v1/quote-requests";

/** The documented body (README: Get a Quote), with the form opened 10 s before sending. */
function quoteBody(n: number): string {
  return JSON.stringify({
    name: `Bench Visitor ${n}`,
    email: `bench-${n}@example.com`,
    project_type: "Business Website",
    project_description: "A five-page marketing site with a contact form and a blog, sent by the benchmark.",
    budget_range: "Let's Discuss",
    timeline: "Flexible",
    [STARTED_AT_FIELD]: Date.now() - 10_000,
  });
}

/**
 * A distinct visitor address per request, from the IPv6 documentation range 2001:db8::/32: only a
 * header value the server reads with TRUST_PROXY=1, never an address anything is sent to.
 */
function visitorAddress(n: number): string {
  return `2001:db8::${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function runCase(
  name: string,
  options: autocannon.Options,
): Promise<{ result: autocannon.Result; byStatus: CaseResult["byStatus"] }> {
  const latencies = new Map<number, number[]>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err, res) => (err ? reject(err) : resolve(res)));
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      const list = latencies.get(statusCode) ?? [];
      if (list.length === 0) latencies.set(statusCode, list);
      list.push(responseTime);
    });
  });
  const byStatus: CaseResult["byStatus"] = new Map();
  for (const [status, list] of [...latencies].sort((a, b) => a[0] - b[0])) {
    list.sort((a, b) => a - b);
    byStatus.set(status, { count: list.length, p50: percentile(list, 50), p99: percentile(list, 99) });
  }
  console.log(`  ${name}: ${result.requests.total} requests in ${result.duration.toFixed(1)} s`);
  return { result, byStatus };
}

function summarise(name: string, result: autocannon.Result, byStatus: CaseResult["byStatus"]): CaseResult {
  return {
    name,
    requestsPerSecond: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    byStatus,
  };
}

export async function runLoad(baseUrl: string, options: LoadOptions): Promise<CaseResult[]> {
  const common = { connections: options.connections, duration: options.durationSeconds, timeout: 10 };
  const cases: CaseResult[] = [];

  // Warm-up: the first render loads the route modules.
  for (let i = 0; i < 20; i++) await fetch(`${baseUrl}/`).then((r) => r.arrayBuffer());

  {
    const name = "GET /";
    const { result, byStatus } = await runCase(name, {
      ...common,
      url: `${baseUrl}/`,
      headers: { "accept-encoding": "gzip", accept: "text/html" },
    });
    cases.push(summarise(name, result, byStatus));
  }

  // One request first, to say plainly what the endpoint answers before loading it.
  const probe = await fetch(baseUrl + QUOTE_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "2001:db8:ffff::1" },
    body: quoteBody(0),
  });
  const probeText = (await probe.text()).slice(0, 200);
  const probeNote =
    probe.status === 201
      ? undefined
      : `probe answered ${probe.status} (${probeText}); numbers below are not the write path`;
  if (probeNote) console.warn(`  POST ${QUOTE_PATH}: ${probeNote}`);

  // Quote requests, each with the next body number, from the address `from` gives that number.
  let counter = 1;
  const quotePosts = (from: (n: number) => string): autocannon.Options => ({
    ...common,
    url: baseUrl + QUOTE_PATH,
    requests: [
      {
        method: "POST",
        path: QUOTE_PATH,
        setupRequest: (request) => {
          const n = counter++;
          const headers = {
            ...request.headers,
            "content-type": "application/json",
            "x-forwarded-for": from(n),
          };
          return { ...request, headers, body: quoteBody(n) };
        },
      },
    ],
  });
  {
    const name = `POST ${QUOTE_PATH} (one address per request)`;
    const { result, byStatus } = await runCase(name, quotePosts(visitorAddress));
    cases.push({ ...summarise(name, result, byStatus), note: probeNote });
  }

  // One address for every request: after the first FORM_RATE_LIMIT.max, the refusal path (429).
  {
    const name = `POST ${QUOTE_PATH} (one address for all)`;
    const { result, byStatus } = await runCase(name, {
      ...quotePosts(() => "2001:db8:1::1"),
      duration: Math.max(2, Math.round(options.durationSeconds / 2)),
    });
    cases.push({
      ...summarise(name, result, byStatus),
      note: `the form limit is ${FORM_RATE_LIMIT.max} per ${FORM_RATE_LIMIT.windowSeconds / 60} min per address`,
    });
  }
  return cases;
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : "—");

export function printLoad(cases: CaseResult[], options: LoadOptions): void {
  console.log(
    `${options.connections} connections, ${options.durationSeconds} s per case (the refusal case half that).`,
  );
  printTable(
    ["case", "req/s", "p50", "p99", "requests", "status codes", "errors"],
    cases.map((c) => [
      c.name,
      c.requestsPerSecond.toFixed(0),
      ms(c.p50),
      ms(c.p99),
      String(c.total),
      [...c.byStatus].map(([status, s]) => `${status}×${s.count}`).join(" ") || "—",
      c.errors === 0 ? "0" : `${c.errors} (${c.timeouts} timeouts)`,
    ]),
  );
  for (const c of cases) {
    if (c.byStatus.size > 1) {
      const parts = [...c.byStatus].map(([status, s]) => `${status}: p50 ${ms(s.p50)}, p99 ${ms(s.p99)}`);
      console.log(`  ${c.name} — latency per status: ${parts.join("; ")}`);
    }
    if (c.note) console.log(`  ${c.name} — ${c.note}`);
  }
}
