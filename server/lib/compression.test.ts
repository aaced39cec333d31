import { Hono } from "hono";
import { etag } from "hono/etag";
import { describe, expect, it } from "vitest";
import { compression } from "./compression";

const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(400)}</svg>`;
const app = new Hono();
app.use(compression());
app.get("/drawing.svg", etag(), (c) => c.body(drawing, 200, { "content-type": "image/svg+xml" }));

describe("compression and ETags", () => {
  it("weakens a strong ETag when it encodes, and keeps it strong when it does not", async () => {
    const plain = await app.request("/drawing.svg");
    const strong = plain.headers.get("etag");
    expect(strong).toMatch(/^"[0-9a-f]+"$/);
    expect(plain.headers.get("content-encoding")).toBeNull();

    const encoded = await app.request("/drawing.svg", { headers: { "accept-encoding": "gzip" } });
    expect(encoded.headers.get("content-encoding")).toBe("gzip");
    expect(encoded.headers.get("etag")).toBe(`W/${strong}`);

    // A browser revalidating with the weak tag still gets 304 (If-None-Match compares weakly).
    const again = await app.request("/drawing.svg", {
      headers: { "accept-encoding": "gzip", "if-none-match": `W/${strong}` },
    });
    expect(again.status).toBe(304);
  });
});
