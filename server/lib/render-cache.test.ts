import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  createRenderCache,
  DEFAULT_RENDER_CACHE,
  type Render,
  type RenderCacheOptions,
} from "./render-cache";

/**
 * A stand-in for React Router: the page shows what the request carried that could be personal
 * (its cookie), how many renders there were, and answers as the route would.
 */
function fakeSite(overrides: { status?: number; setCookie?: boolean; size?: number } = {}) {
  let renders = 0;
  const render: Render = async (request) => {
    renders++;
    const cookie = request.headers.get("cookie") ?? "nobody";
    const padding = "x".repeat(overrides.size ?? 2000);
    const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
    if (overrides.setCookie) headers.set("set-cookie", "theme=dark");
    const path = new URL(request.url).pathname;
    return new Response(`<html><body>${path} for ${cookie} #${renders} ${padding}</body></html>`, {
      status: overrides.status ?? 200,
      headers,
    });
  };
  return { render, renders: () => renders };
}

const cache = (options: Partial<RenderCacheOptions> = {}) =>
  createRenderCache({ ...DEFAULT_RENDER_CACHE, ...options });
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(new URL(path, "http://site.test"), { method, headers });

describe("the render cache", () => {
  it("renders a page once and answers the next request from memory", async () => {
    const c = cache();
    const site = fakeSite();
    const first = await c.serve(get("/"), site.render);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    const second = await c.serve(get("/"), site.render);
    expect(second.headers.get("x-render-cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    expect(site.renders()).toBe(1);
    expect(second.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    expect(c.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it("serves brotli and gzip made once, each with its own strong ETag, and 304 on If-None-Match", async () => {
    const c = cache();
    const site = fakeSite();
    const plain = await (await c.serve(get("/"), site.render)).text();
    const br = await c.serve(get("/", { "accept-encoding": "gzip, deflate, br" }), site.render);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await c.serve(get("/", { "accept-encoding": "gzip" }), site.render);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const tag = br.headers.get("etag") ?? "";
    expect(tag).toMatch(/^"[\w-]+-br"$/);
    expect(gz.headers.get("etag")).not.toBe(tag);

    const again = await c.serve(get("/", { "accept-encoding": "br", "if-none-match": tag }), site.render);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const stale = await c.serve(get("/", { "if-none-match": '"other"' }), site.render);
    expect(stale.status).toBe(200);
    expect(site.renders()).toBe(1);
  });

  it("never serves nor keeps a page rendered for a signed-in request", async () => {
    const c = cache();
    const site = fakeSite();
    const session = { cookie: "_ga=1; better-auth.session_token=casey-secret" };
    const signedIn = await c.serve(get("/", session), site.render);
    expect(await signedIn.text()).toContain("casey-secret");
    expect(signedIn.headers.get("x-render-cache")).toBeNull();
    expect(c.stats().entries).toBe(0);
    // Secure cookies (https) too.
    await c.serve(get("/", { cookie: "__Secure-better-auth.session_token=x" }), site.render);
    expect(c.stats().entries).toBe(0);

    const anonymous = await c.serve(get("/", { cookie: "_ga=1" }), site.render);
    expect(await anonymous.text()).not.toContain("casey-secret");
    // Once anonymous pages are kept, a signed-in request still renders its own.
    const later = await c.serve(get("/", session), site.render);
    expect(later.headers.get("x-render-cache")).toBeNull();
    expect(await later.text()).toContain("casey-secret");
    expect(c.stats()).toMatchObject({ entries: 1, bypassed: 3 });
  });

  it("bypasses writes, query strings, the API, the back office, sign-in pages and data requests", async () => {
    const c = cache();
    const site = fakeSite();
    for (const path of [
      "/blog?page=2",
      "/api/v1/services",
      "/dashboard",
      "/account",
      "/admin/login",
      "/login",
      "/register",
      "/services.data",
    ]) {
      await c.serve(get(path), site.render);
      await c.serve(get(path), site.render);
    }
    await c.serve(get("/", {}, "POST"), site.render);
    await c.serve(get("/", { authorization: "Bearer k" }), site.render);
    expect(c.stats()).toMatchObject({ entries: 0, hits: 0, misses: 0 });
  });

  it("keeps only 200 HTML without Set-Cookie", async () => {
    const c = cache();
    for (const site of [
      fakeSite({ status: 404 }),
      fakeSite({ status: 503 }),
      fakeSite({ setCookie: true }),
    ]) {
      await c.serve(get("/x"), site.render);
      const again = await c.serve(get("/x"), site.render);
      expect(again.headers.get("x-render-cache")).toBeNull();
      expect(site.renders()).toBe(2);
    }
    expect(c.stats().entries).toBe(0);
  });

  it("answers HEAD from a kept page without a body, and a HEAD miss does not fill it", async () => {
    const c = cache();
    const site = fakeSite();
    await c.serve(get("/", {}, "HEAD"), site.render);
    expect(c.stats().entries).toBe(0);
    await c.serve(get("/"), site.render);
    const head = await c.serve(get("/", {}, "HEAD"), site.render);
    expect(head.headers.get("x-render-cache")).toBe("hit");
    expect(await head.text()).toBe("");
  });

  it("keys on host and path", async () => {
    const c = cache();
    const site = fakeSite();
    await c.serve(get("/"), site.render);
    await c.serve(new Request("http://other.test/"), site.render);
    await c.serve(get("/about"), site.render);
    expect(c.stats()).toMatchObject({ entries: 3, hits: 0 });
  });

  it("is bounded: the least recently used page goes first, by count and by bytes", async () => {
    const c = cache({ maxEntries: 2 });
    const site = fakeSite();
    await c.serve(get("/a"), site.render);
    await c.serve(get("/b"), site.render);
    await c.serve(get("/a"), site.render); // /a is now the most recent
    await c.serve(get("/c"), site.render); // evicts /b
    expect(c.stats().entries).toBe(2);
    expect((await c.serve(get("/a"), site.render)).headers.get("x-render-cache")).toBe("hit");
    expect((await c.serve(get("/b"), site.render)).headers.get("x-render-cache")).toBe("miss");

    const small = cache({ maxBytes: 1500 });
    const big = fakeSite({ size: 1000 });
    await small.serve(get("/a"), big.render);
    await small.serve(get("/b"), big.render);
    expect(small.stats().entries).toBe(1);
    expect(small.stats().bytes).toBeLessThanOrEqual(1500);
    const huge = cache({ maxBytes: 100 });
    await huge.serve(get("/a"), big.render);
    expect(huge.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("is emptied by a change to a public table, not by a visitor's submission", async () => {
    const c = cache();
    const site = fakeSite();
    await c.serve(get("/"), site.render);
    c.onChange({ table: "requirement_forms" });
    c.onChange({ table: "contact_messages" });
    expect(c.stats().entries).toBe(1);
    c.onChange({ table: "site_settings" });
    expect(c.stats()).toMatchObject({ entries: 0, bytes: 0, invalidations: 1 });
    const next = await c.serve(get("/"), site.render);
    expect(await next.text()).toContain("#2");
  });

  it("does not keep a page whose render began before a change", async () => {
    const c = cache();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: Render = async () => {
      await gate;
      return new Response("<html>old</html>", { headers: { "content-type": "text/html" } });
    };
    const pending = c.serve(get("/"), slow);
    c.onChange({ table: "services" });
    release();
    const res = await pending;
    expect(await res.text()).toBe("<html>old</html>");
    expect(res.headers.get("x-render-cache")).toBe("miss");
    expect(c.stats().entries).toBe(0);
  });

  it("renders a page once for requests that arrive while it renders", async () => {
    const c = cache();
    const site = fakeSite();
    const answers = await Promise.all(Array.from({ length: 8 }, () => c.serve(get("/"), site.render)));
    expect(site.renders()).toBe(1);
    expect(new Set(await Promise.all(answers.map((a) => a.text()))).size).toBe(1);
  });

  it("is off with no entries allowed", async () => {
    const c = cache({ maxEntries: 0 });
    const site = fakeSite();
    await c.serve(get("/"), site.render);
    await c.serve(get("/"), site.render);
    expect(site.renders()).toBe(2);
  });
});
