import { pngOf } from "@tests/support/image-fixtures";
import { startS3Server } from "@tests/support/s3-server";
import { setUpTestApp, type TestApp } from "@tests/support/test-app";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * GET /media/*?w= (issue 16): a stored raster image's responsive WebP variant at one of the
 * pages' widths, never enlarged, cached and served with the stored files' headers, on both
 * storage drivers; other widths are refused, drawings and icons are answered as they are.
 */
const s3 = await startS3Server();
afterAll(() => s3.close()); // registered first, so it runs after the apps have closed
const apps = { local: setUpTestApp(), s3: setUpTestApp(s3.env) };

const IMMUTABLE = "public, max-age=31536000, immutable";
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/** Puts bytes in the app's media storage under a fresh key; answers its address. */
async function stored(t: TestApp, ext: string, bytes: Uint8Array) {
  const key = `general/${crypto.randomUUID()}.${ext}`;
  await t.deps.storage.put(key, bytes);
  return `/media/${key}`;
}

describe.each(["local", "s3"] as const)("GET /media/*?w= with %s storage", (driver) => {
  const t = apps[driver];
  let png = "";
  beforeAll(async () => {
    png = await stored(t, "png", await pngOf(1000, 600));
  });

  it("answers a WebP resized to the width asked, cached for a year with an ETag", async () => {
    const res = await t.request(`${png}?w=640`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 640, height: 384 });

    const tag = res.headers.get("etag") ?? "";
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await t.request(`${png}?w=640`, { headers: { "if-none-match": tag } });
    expect(again.status).toBe(304);
  });

  it("never enlarges: a width beyond the picture's answers it at its own size", async () => {
    const res = await t.request(`${png}?w=1920`);
    expect(res.status).toBe(200);
    const meta = await sharp(new Uint8Array(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1000, height: 600 });
  });

  it("gives concurrent requests for one variant the same bytes", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => t.request(`${png}?w=320`)));
    const tags = answers.map((r) => r.headers.get("etag"));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(tags).size).toBe(1);
  });

  it("refuses a width that is not one of the variants with 400", async () => {
    for (const w of ["500", "abc", "", "0640", "-320", "640.0", "99999"]) {
      const res = await t.request(`${png}?w=${w}`);
      expect(res.status, w).toBe(400);
      expect(await res.text()).toBe("Unsupported image width");
    }
  });

  it("answers 404 for an unknown file or a malformed key", async () => {
    expect((await t.request(`/media/projects/${crypto.randomUUID()}.webp?w=640`)).status).toBe(404);
    expect((await t.request("/media/projects/not-a-key.webp?w=640")).status).toBe(404);
  });

  it("answers drawings and icons as they are stored", async () => {
    const svgBytes = new TextEncoder().encode(SVG);
    const ico = new Uint8Array([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 8, 0, 0, 0, 22, 0, 0, 0]);
    for (const [ext, bytes, type] of [
      ["svg", svgBytes, "image/svg+xml"],
      ["ico", ico, "image/x-icon"],
    ] as const) {
      const res = await t.request(`${await stored(t, ext, bytes)}?w=640`);
      expect(res.status, ext).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    }
  });
});
