import { writeFileSync } from "node:fs";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { setUpSignIns } from "@tests/support/admin-api";
import { startS3Server } from "@tests/support/s3-server";
import { SERVER_START_TIMEOUT_MS, spawnServer } from "@tests/support/spawn-server";
import { createTestApp, setUpTestApp, type TestApp } from "@tests/support/test-app";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

/**
 * GET /media/* with each storage driver: an image uploaded through the API is served with the
 * bytes stored, its type, long immutable caching, nosniff, a sandbox CSP and an ETag; anything
 * else is 404. With S3, another server process sharing the bucket serves it too.
 */
const s3 = await startS3Server();
afterAll(() => s3.close()); // registered first, so it runs after the apps have closed

const apps = { local: setUpTestApp(), s3: setUpTestApp(s3.env) };
const people = { local: setUpSignIns(apps.local), s3: setUpSignIns(apps.s3) };

/** Uploads a fresh 30×20 PNG through the API as the administrator; its stored key and URL. */
async function uploadPng(t: TestApp, cookie: string) {
  const png = await sharp({
    create: { width: 30, height: 20, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.set("file", new File([png as Uint8Array<ArrayBuffer>], "badge.png", { type: "image/png" }));
  body.set("folder", "projects");
  const res = await t.request("/api/v1/admin/images", { body, cookie });
  expect(res.status).toBe(201);
  return (await res.json()) as { full_path: string; public_url: string };
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe.each(["local", "s3"] as const)("GET /media/* with %s storage", (driver) => {
  const t = apps[driver];

  it("serves an uploaded image as stored: its bytes and type, cached for a year, never sniffed or run", async () => {
    const image = await uploadPng(t, people[driver].admin);
    expect(image.public_url).toBe(`/media/${image.full_path}`);
    const stored = await t.deps.storage.get(image.full_path);
    expect(stored?.type).toBe("image/png");

    const res = await t.request(image.public_url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(stored?.bytes ?? []));
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe(SANDBOX);
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]{40}"$/); // strong: SHA-1 of the bytes
  });

  it("answers a revalidation with 304 and no body while the ETag matches", async () => {
    const image = await uploadPng(t, people[driver].admin);
    const first = await t.request(image.public_url);
    const tag = first.headers.get("etag") ?? "";

    const again = await t.request(image.public_url, { headers: { "if-none-match": tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("cache-control")).toBe(IMMUTABLE);

    const other = await t.request(image.public_url, { headers: { "if-none-match": '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it("answers 404 for a missing key, a malformed key and a path out of the store", async () => {
    const missing = await t.request(`/media/projects/${crypto.randomUUID()}.webp`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBeNull();
    for (const bad of [
      "/media/",
      "/media/projects/not-a-key.webp",
      `/media/projects/${crypto.randomUUID()}.html`,
      "/media/..%2Fsecret.webp",
      "/media/projects/..%2F..%2Fsecret.webp",
      "/media/%2e%2e%2f%2e%2e%2fapp-secret",
    ]) {
      expect((await t.request(bad)).status, bad).toBe(404);
    }
  });
});

describe("GET /media/* refuses what is in the store under a name the app never makes", () => {
  it("local: a file beside the media folder", async () => {
    // Named like a stored file, so only the "../" stands between it and the answer.
    const name = `${crypto.randomUUID()}.webp`;
    writeFileSync(path.join(apps.local.deps.env.DATA_DIR, name), "private");
    const res = await apps.local.request(`/media/..%2F${name}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("private");
  });

  it("s3: an object another tool put in the bucket", async () => {
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: s3.credentials,
    });
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: "page.html",
        Body: "<script>1</script>",
        ContentType: "text/html",
      }),
    );
    client.destroy();
    expect((await apps.s3.request("/media/page.html")).status).toBe(404);
  });
});

describe("several server processes on one S3 bucket", () => {
  it(
    "a separate server process serves an image uploaded through this one, with the same headers",
    async () => {
      const image = await uploadPng(apps.s3, people.s3.admin);
      const here = await apps.s3.request(image.public_url);
      const bytes = new Uint8Array(await here.arrayBuffer());

      // Its own process, data directory and embedded database: only the bucket is shared.
      const other = await spawnServer(s3.env);
      try {
        const there = await fetch(`${other.base}${image.public_url}`);
        expect(there.status).toBe(200);
        expect(new Uint8Array(await there.arrayBuffer())).toEqual(bytes);
        for (const header of ["content-type", "cache-control", "content-security-policy", "etag"]) {
          expect(there.headers.get(header), header).toBe(here.headers.get(header));
        }
        expect(there.headers.get("x-content-type-options")).toBe("nosniff");
      } finally {
        await other.stop();
      }
    },
    SERVER_START_TIMEOUT_MS + 10_000,
  );

  it("a server does not start on a bucket that does not exist, and says why", async () => {
    await expect(createTestApp({ ...s3.env, S3_BUCKET: "no-such-bucket" })).rejects.toThrow(
      /Media storage: cannot use bucket "no-such-bucket" at .*: it does not exist/,
    );
  });
});
