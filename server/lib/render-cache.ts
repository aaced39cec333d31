import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ChangeEvent } from "@common/realtime";
import { hasSessionCookie } from "../auth/session-cookie";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Watched tables whose rows never appear on a public page (visitors' submissions, the mailbox):
 * their changes leave the cache alone, so a quote submission does not empty it. Every other
 * watched table (content, settings, contact-form fields, redirects — and any table added later)
 * clears it.
 */
const PRIVATE_TABLES: ReadonlySet<string> = new Set([
  "requirement_forms",
  "contact_messages",
  "email_conversations",
  "email_messages",
  "email_templates",
  "email_settings",
]);

/**
 * Paths never served from the cache: the API, the back office, the client area, sign-in pages,
 * files, and React Router's data requests (`/x.data`).
 */
const UNCACHED_PATH = /^\/(api|dashboard|account|admin|login|register|media|assets)(\/|$)|\.data$/;

export type RenderCacheOptions = {
  /** Most pages held (0 turns the cache off). */
  maxEntries: number;
  /** Most bytes held, counting the plain, gzip and brotli bodies of every page. */
  maxBytes: number;
  /** How long a page is kept at most, even with no change event (a safety net). */
  ttlSeconds: number;
  /** What a CDN in front may keep (`s-maxage`), and serve stale while it revalidates. */
  sMaxAge: number;
  staleWhileRevalidate: number;
};

export const DEFAULT_RENDER_CACHE: RenderCacheOptions = {
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
  ttlSeconds: 300,
  sMaxAge: 60,
  staleWhileRevalidate: 600,
};

type Entry = {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong tags, one per representation. */
  etag: { plain: string; gzip: string; br: string };
  headers: [string, string][];
  bytes: number;
  expires: number;
};

export type RenderCacheStats = {
  hits: number;
  misses: number;
  notModified: number;
  bypassed: number;
  invalidations: number;
  entries: number;
  bytes: number;
};

/**
 * Renders a page for an anonymous visitor; `cacheable` says the response may be kept (the
 * request carries nothing personal), and then the page must be rendered without a CSP nonce.
 */
export type Render = (request: Request, cacheable: boolean) => Promise<Response>;

/**
 * The render cache of public pages (ARCHITECTURE.md §20): anonymous GET and HEAD requests of
 * public paths with no query string are answered from memory — the rendered HTML with its gzip
 * and brotli bodies made once, a strong ETag (304 on If-None-Match) and a Cache-Control a CDN may
 * follow. Anything that could vary per person (a session cookie, an Authorization header) or
 * per query (any query string) bypasses it; only 200 HTML responses without Set-Cookie are kept.
 *
 * Invalidation: every change event of a public table (each process LISTENs) empties it, and a
 * render that began before a change is not stored after it (the generation check).
 *
 * Cached pages carry no CSP nonce: the public pages' policy does not restrict scripts (they carry
 * the admin's analytics and code by design, ARCHITECTURE.md §11), and one nonce shared by every
 * visitor would be public. The back office, which has the nonce-based policy, is never cached.
 */
export function createRenderCache(options: RenderCacheOptions) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();
  const stats = { hits: 0, misses: 0, notModified: 0, bypassed: 0, invalidations: 0 };
  let bytes = 0;
  let generation = 0;
  const cacheControl = `public, max-age=0, s-maxage=${options.sMaxAge}, stale-while-revalidate=${options.staleWhileRevalidate}`;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    if (entry.bytes > options.maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    // A Map iterates in insertion order and a hit re-inserts: the first key is the least recent.
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  function lookup(key: string): Entry | null {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expires <= Date.now()) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** Renders, and keeps the page when it may be kept; null when it may not. */
  async function fill(
    key: string,
    request: Request,
    render: Render,
  ): Promise<{ res: Response; entry: Entry | null }> {
    const started = generation;
    const res = await render(request, true);
    const keep =
      res.status === 200 &&
      !res.headers.has("set-cookie") &&
      (res.headers.get("content-type") ?? "").startsWith("text/html") &&
      !/\b(private|no-store)\b/.test(res.headers.get("cache-control") ?? "");
    if (!keep || !res.body) return { res, entry: null };
    const plain = Buffer.from(await res.arrayBuffer());
    const [gz, br] = await Promise.all([
      gzipAsync(plain, { level: 9 }),
      brotliAsync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength,
        },
      }),
    ]);
    const hash = createHash("sha256").update(plain).digest("base64url").slice(0, 27);
    const headers = [...res.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
    const entry: Entry = {
      plain,
      gzip: gz,
      br,
      etag: { plain: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
      headers,
      bytes: plain.byteLength + gz.byteLength + br.byteLength,
      expires: Date.now() + options.ttlSeconds * 1000,
    };
    // A change arrived while this page was being rendered: it may show the old content, so it is
    // not kept. The page itself was still rendered for this request: a miss.
    if (generation !== started) {
      const headers = new Headers(res.headers);
      headers.set("x-render-cache", "miss");
      return { res: new Response(plain, { status: res.status, headers }), entry: null };
    }
    store(key, entry);
    return { res, entry };
  }

  function answer(request: Request, entry: Entry, hit: boolean): Response {
    const accepted = request.headers.get("accept-encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : "plain";
    const headers = new Headers(entry.headers);
    headers.set("cache-control", cacheControl);
    headers.set("vary", "Accept-Encoding");
    headers.set("etag", entry.etag[encoding]);
    headers.set("x-render-cache", hit ? "hit" : "miss");
    const tags = request.headers.get("if-none-match");
    if (tags && Object.values(entry.etag).some((tag) => tags.includes(tag))) {
      stats.notModified++;
      return new Response(null, { status: 304, headers });
    }
    if (encoding !== "plain") headers.set("content-encoding", encoding);
    const body = entry[encoding];
    headers.set("content-length", String(body.byteLength));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  }

  return {
    /** Whether a request may be answered from (and fill) the cache. */
    cacheable(request: Request): boolean {
      if (options.maxEntries <= 0) return false;
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      const url = new URL(request.url);
      if (url.search !== "" || UNCACHED_PATH.test(url.pathname)) return false;
      if (request.headers.has("authorization")) return false;
      return !hasSessionCookie(request.headers.get("cookie"));
    },

    async serve(request: Request, render: Render): Promise<Response> {
      if (!this.cacheable(request)) {
        stats.bypassed++;
        return render(request, false);
      }
      const url = new URL(request.url);
      const key = url.origin + url.pathname;
      const entry = lookup(key);
      if (entry) {
        stats.hits++;
        return answer(request, entry, true);
      }
      // A HEAD request is answered without a body: it does not fill the cache.
      if (request.method === "HEAD") {
        stats.bypassed++;
        return render(request, true);
      }
      stats.misses++;
      // Requests for one page while it renders wait for that render instead of rendering again.
      const inFlight = pending.get(key);
      if (inFlight) {
        const filled = await inFlight.catch(() => null);
        if (filled) return answer(request, filled, false);
        return render(request, true);
      }
      const filling = fill(key, request, render);
      const entryOnly = filling.then((f) => f.entry);
      // The one who renders sees a failure; those waiting render themselves.
      entryOnly.catch(() => {});
      pending.set(key, entryOnly);
      try {
        const { res, entry: filled } = await filling;
        return filled ? answer(request, filled, false) : res;
      } finally {
        if (pending.get(key) === entryOnly) pending.delete(key);
      }
    },

    /** A change event: a public table's change empties the cache. */
    onChange(event: Pick<ChangeEvent, "table">) {
      if (PRIVATE_TABLES.has(event.table)) return;
      this.clear();
    },

    clear() {
      generation++;
      stats.invalidations++;
      entries.clear();
      pending.clear();
      bytes = 0;
    },

    stats(): RenderCacheStats {
      return { ...stats, entries: entries.size, bytes };
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;

/** Headers of the rendered response that are per response, or replaced by the cache's own. */
const DROPPED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "date",
  "etag",
  "cache-control",
  "vary",
  "transfer-encoding",
  "connection",
]);
