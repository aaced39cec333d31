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

describe("compression of downloads", () => {
  it("compresses a streamed JSON attachment as a stream: its start arrives before its end is written", async () => {
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const streaming = new Hono();
    streaming.use(compression());
    streaming.get("/export.json", (c) => {
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`{"rows":[${'{"a":1},'.repeat(500)}`));
          await finished;
          controller.enqueue(encoder.encode("{}]}"));
          controller.close();
        },
      });
      return c.body(body, 200, {
        "content-type": "application/json; charset=utf-8",
        "content-disposition": 'attachment; filename="export.json"',
      });
    });
    const res = await streaming.request("/export.json", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const reader = res.body?.getReader();
    // Buffering would wait for the whole body, which is not written until `finish`.
    expect((await reader?.read())?.value?.byteLength).toBeGreaterThan(0);
    finish();
    const rest: Uint8Array[] = [];
    for (let next = await reader?.read(); next && !next.done; next = await reader?.read())
      rest.push(next.value);
    expect(rest.length).toBeGreaterThan(0);
  });
});
