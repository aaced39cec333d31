import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { MEDIA_PREFIX } from "@common/public-images";
import { serveStatic } from "@hono/node-server/serve-static";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";
import { csrf } from "hono/csrf";
import { etag } from "hono/etag";
import { HTTPException } from "hono/http-exception";
import { createApiV1 } from "./api/v1";
import { CLIENT_IP_HEADER, configuredOrigin } from "./auth";
import { loadSession } from "./auth/guards";
import { checkedSignUpBody } from "./auth/sign-up";
import type { AppDeps, AppVariables } from "./context";
import { resolveClientIp } from "./lib/client-ip";
import { compression } from "./lib/compression";
import { ApiError, errorBody } from "./lib/errors";
import { publicRedirects } from "./lib/public-redirects";
import { createRenderCache, type RenderCacheOptions } from "./lib/render-cache";
import { requestGuard } from "./lib/request-guard";
import { type CspVariables, securityHeaders } from "./lib/security-headers";
import { createMediaVariants, variantWidth } from "./storage/media-variants";

/** What the React Router handler receives as `context` in loaders and actions. */
export type PageContext = {
  deps: AppDeps;
  cspNonce: string;
  clientIp: string | null;
  /**
   * True when the page's HTML is being rendered, false for React Router's data requests
   * (`*.data`: client navigations, revalidations), whose answer is all the client gets.
   */
  documentRequest: boolean;
  /**
   * Per request, never serialised: what a loader hands to the server render only (see
   * app/lib/held-content.ts). It is empty on data requests.
   */
  serverOnly: Map<string, unknown>;
};

export type RenderPage = (request: Request, context: PageContext) => Promise<Response>;

export type AppOptions = {
  /** Serves everything that is not API: React Router's request handler (production build or Vite). */
  renderPage?: RenderPage;
  /** Directory of the client build (hashed assets); unset in development, where Vite serves them. */
  clientDir?: string;
  /** Keep anonymous public pages rendered (lib/render-cache.ts); unset: every page is rendered. */
  renderCache?: RenderCacheOptions;
};

type Env = { Variables: AppVariables & CspVariables };

/** A path whose last segment has an extension (React Router's `.data` requests are not files). */
const FILE_NAME = /\/[^/]+\.(?!data$)[a-z0-9]+$/i;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<Env>();
  const { env, logger } = deps;
  const renderCache =
    options.renderPage && options.renderCache ? createRenderCache(options.renderCache) : null;
  // Every process LISTENs: a change made through any of them empties this one's cache.
  if (renderCache) deps.bus.subscribe((event) => renderCache.onChange(event));

  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 100) || randomUUID();
    c.set("requestId", requestId);
    c.set("deps", deps);
    c.set("clientIp", resolveClientIp(c, env.TRUST_PROXY));
    c.set("user", null);
    c.set("permissions", null);
    const started = performance.now();
    await next();
    c.header("x-request-id", requestId);
    logger.debug(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    securityHeaders({
      strictCsp: env.NODE_ENV !== "development",
      // Browsers that once reached us over https keep to it (only when we are served over https).
      hsts: env.PUBLIC_URL?.startsWith("https://") ?? false,
    }),
  );
  app.use(compression());
  app.use(requestGuard());

  app.onError((err, c) => {
    const requestId = c.get("requestId");
    if (err instanceof ApiError) return c.json(errorBody(err, requestId), err.status);
    if (err instanceof HTTPException && err.status < 500) {
      const status = err.status as ApiError["status"];
      return c.json(
        errorBody(new ApiError(status, "http_error", err.message || "Request refused."), requestId),
        status,
      );
    }
    // Details go to the log only; the person sees the product's words and a reference.
    logger.error({ err, requestId, path: c.req.path }, "unhandled error");
    return c.json(
      errorBody(
        new ApiError(500, "internal_error", "An unexpected error occurred. Please try again."),
        requestId,
      ),
      500,
    );
  });

  app.get("/api/health", async (c) => {
    const ok = await deps.dbHandle.ping();
    const status = ok ? "ok" : "unavailable";
    const verbose = c.req.query("verbose") !== undefined ? { renderCache: renderCache?.stats() ?? null } : {};
    return c.json({ status, ...verbose }, ok ? 200 : 503);
  });

  // better-auth, with the visitor's address in a header only our code sets. The request guard
  // has already read (and checked) the body, so it is handed on as text; a sign-up is checked
  // against the registration rules first.
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    headers.delete("content-length");
    if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    let body = c.req.method === "POST" ? await c.req.text() : undefined;
    if (body !== undefined && c.req.path === "/api/auth/sign-up/email") {
      body = checkedSignUpBody(body);
      headers.set("content-type", "application/json");
    }
    return deps.auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  });

  // Writes whose body a plain HTML form could send must come from our own pages.
  const publicOrigin = configuredOrigin(env) ?? `http://localhost:${env.PORT}`;
  const sameSite = csrf({
    origin: (origin, c) =>
      origin === publicOrigin ||
      origin === new URL(c.req.url).origin ||
      (URL.canParse(origin) && new URL(origin).host === c.req.header("host")),
  });
  // The inbound e-mail webhook is called by mail services with a bearer secret, never by a browser
  // with our cookies: there is nothing to forge.
  app.use("/api/v1/*", (c, next) => (c.req.path === "/api/v1/inbound-email" ? next() : sameSite(c, next)));
  app.use("/api/v1/*", loadSession);
  // A signed-in person's write empties this process's cache at once, so its author sees it on the
  // very next request; other processes follow on the change event.
  if (renderCache) {
    app.use("/api/v1/*", async (c, next) => {
      await next();
      if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.var.user && c.res.status < 400) {
        renderCache.clear();
      }
    });
  }
  app.route("/api/v1", createApiV1());

  app.get("/api/docs/scalar.js", (c) => {
    c.header("cache-control", "public, max-age=86400");
    return c.body(scalarBundle(), 200, { "content-type": "text/javascript; charset=utf-8" });
  });
  app.get(
    "/api/docs",
    Scalar({ url: "/api/v1/openapi.json", cdn: "/api/docs/scalar.js", pageTitle: "Atrium API" }),
  );

  // Uploaded files: random names never change, so browsers and CDNs may keep them; served as the
  // type they were stored with, never sniffed, and unable to run anything (an SVG's script, a
  // file that is really HTML). The ETag (SHA-1 of the bytes) lets a revalidation answer 304.
  // `?w=` asks for a responsive WebP variant (media-variants.ts) at one of the pages' widths.
  const variants = createMediaVariants(deps.storage);
  app.get("/media/*", etag(), async (c) => {
    const key = c.req.path.slice(MEDIA_PREFIX.length);
    const w = c.req.query("w");
    const width = w === undefined ? null : variantWidth(w);
    if (w !== undefined && width === null) return c.text("Unsupported image width", 400);
    const media = width === null ? await deps.storage.get(key) : await variants.get(key, width);
    if (!media) return c.text("Not found", 404);
    return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": media.type,
      "cache-control": "public, max-age=31536000, immutable",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "x-content-type-options": "nosniff",
    });
  });

  app.all("/api/*", (c) => c.json(errorBody(new ApiError(404, "not_found", "No such API route.")), 404));

  // Old public addresses answer with their redirect before any file or page is looked for.
  app.use("*", publicRedirects(deps));

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          // File names carry a content hash, so they never change.
          c.header("cache-control", "public, max-age=31536000, immutable");
        },
      }),
    );
    const publicFiles = serveStatic({
      root,
      onFound: (path, c) => {
        // The service worker must be re-checked on every visit so a new release takes over.
        c.header("cache-control", path.endsWith("/sw.js") ? "no-cache" : "public, max-age=3600");
      },
    });
    // The files beside the assets (sw.js, icon.svg, offline.html) all have an extension: a page's
    // address is not looked for on disk (a file-system call on every page view).
    app.use("*", (c, next) => (FILE_NAME.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  const renderPage = options.renderPage;
  if (renderPage) {
    // Last in the chain: whatever answers earlier (files, redirects) wins over a cached page.
    app.all("*", (c) => {
      // A page that may be kept is rendered with no nonce (see lib/render-cache.ts).
      const render = (request: Request, cacheable: boolean) =>
        renderPage(request, {
          deps,
          cspNonce: cacheable ? "" : c.var.cspNonce,
          clientIp: c.var.clientIp,
          // How React Router itself tells the two apart (createRequestHandler).
          documentRequest: !new URL(request.url).pathname.endsWith(".data"),
          serverOnly: new Map(),
        });
      return renderCache ? renderCache.serve(c.req.raw, render) : render(c.req.raw, false);
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;

let scalarCache: string | null = null;
function scalarBundle(): string {
  scalarCache ??= readFileSync(
    createRequire(import.meta.url).resolve("@scalar/api-reference/browser/standalone.js"),
    "utf8",
  );
  return scalarCache;
}
