import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { createTestApp, setUpTestApp } from "@tests/support/test-app";
import { describe, expect, it } from "vitest";

const t = setUpTestApp(
  {},
  {
    // Stands in for React Router: one page that renders, one that fails with a secret in its error.
    renderPage: async (request, context) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith("/context")) {
        return Response.json({ documentRequest: context.documentRequest, store: context.serverOnly.size });
      }
      if (pathname === "/styles.css") {
        const css = "body { color: red; }\n".repeat(200);
        return new Response(css, {
          headers: { "content-type": "text/css", "content-length": String(css.length) },
        });
      }
      if (pathname === "/boom") throw new Error("secret: password=hunter2 at /srv/app.ts:12");
      return new Response(`<html><body>${"page ".repeat(500)}</body></html>`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    },
  },
);

describe("the pages' load context", () => {
  it("tells a document request from React Router's data request, with an empty server-only store", async () => {
    expect(await (await t.request("/context")).json()).toEqual({ documentRequest: true, store: 0 });
    expect(await (await t.request("/context.data")).json()).toEqual({ documentRequest: false, store: 0 });
    expect(await (await t.request("/context/_.data")).json()).toEqual({
      documentRequest: false,
      store: 0,
    });
  });
});

describe("the build's files beside the pages", () => {
  it("serves a file by its name and leaves every other address to the pages", async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "atrium-client-"));
    mkdirSync(path.join(clientDir, "assets"));
    writeFileSync(path.join(clientDir, "sw.js"), "// worker");
    writeFileSync(path.join(clientDir, "assets", "app-1234.css"), "body{}");
    // A file named like a page: a page's address is never looked for on disk.
    writeFileSync(path.join(clientDir, "about"), "not the page");
    writeFileSync(path.join(clientDir, "x.data"), "not the data");
    const app = await createTestApp(
      {},
      { clientDir, renderPage: async (request) => new Response(`page ${new URL(request.url).pathname}`) },
    );
    try {
      expect(await (await app.request("/sw.js")).text()).toBe("// worker");
      expect(await (await app.request("/assets/app-1234.css")).text()).toBe("body{}");
      expect(await (await app.request("/about")).text()).toBe("page /about");
      expect(await (await app.request("/x.data")).text()).toBe("page /x.data");
      expect(await (await app.request("/missing.txt")).text()).toBe("page /missing.txt");
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/health", () => {
  it("answers 200 ok while the database answers", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers 503 when the database does not", async () => {
    const down = await createTestApp();
    await down.deps.dbHandle.close();
    const res = await down.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "unavailable" });
    await down.close();
  });
});

describe("errors", () => {
  it("never leaks a stack trace or internal message", async () => {
    const res = await t.request("/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("app.ts");
    expect(JSON.parse(text).error).toMatchObject({
      code: "internal_error",
      message: "An unexpected error occurred. Please try again.",
    });
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await t.request("/api/v1/nothing-here");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });

  it("refuses a form-encoded write from another site", async () => {
    const res = await t.request("/api/v1/auth/logout", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(403);
  });
});

describe("security headers", () => {
  it("sets a strict, nonce-based CSP on the back office", async () => {
    const res = await t.request("/dashboard");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("only restricts framing on public pages", async () => {
    const res = await t.request("/about");
    expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'self'");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });

  it("tags each response with a request id", async () => {
    const res = await t.request("/api/health");
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("compression", () => {
  it("uses brotli when accepted, gzip otherwise, and nothing for tiny bodies", async () => {
    const br = await t.request("/api/v1/openapi.json", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await t.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("page page");
    const css = await t.request("/styles.css", { headers: { "accept-encoding": "gzip" } });
    expect(css.headers.get("content-encoding")).toBe("gzip");
    expect(css.headers.get("content-length")).toBeNull();
    expect(gunzipSync(Buffer.from(await css.arrayBuffer())).toString()).toContain("color: red");
    const none = await t.request("/api/health", { headers: { "accept-encoding": "br" } });
    expect(none.headers.get("content-encoding")).toBeNull();
  });
});

describe("OpenAPI", () => {
  it("serves the document and the docs page", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      openapi: string;
      paths: object;
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toContain("/admin/activity-log");
    const docs = await t.request("/api/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("/api/v1/openapi.json");
    const script = await t.request("/api/docs/scalar.js");
    expect(script.status).toBe(200);
  });
});
