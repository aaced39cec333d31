import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { startS3Server } from "@tests/support/s3-server";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.mjs";
import { createMediaStorage } from "./create-media-storage";
import type { MediaStorage } from "./media-storage";
import { createS3Storage, type S3StorageOptions } from "./s3-storage";

const s3 = await startS3Server();
afterAll(() => s3.close());

const s3Options: S3StorageOptions = {
  bucket: s3.bucket,
  region: "us-east-1",
  endpoint: s3.endpoint,
  credentials: s3.credentials,
  forcePathStyle: true,
};
const drivers: [string, () => Promise<MediaStorage>][] = [
  [
    "local",
    () => createMediaStorage({ driver: "local", root: mkdtempSync(path.join(tmpdir(), "atrium-media-")) }),
  ],
  ["s3", () => createMediaStorage({ driver: "s3", ...s3Options })],
];

const key = (ext = "webp", folder = "projects") => `${folder}/${crypto.randomUUID()}.${ext}`;
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe.each(drivers)("the %s media storage", (_name, create) => {
  it("gives back what was put, with the type its key names", async () => {
    const storage = await create();
    for (const [ext, type] of [
      ["webp", "image/webp"],
      ["png", "image/png"],
      ["gif", "image/gif"],
      ["jpg", "image/jpeg"],
    ] as const) {
      const k = key(ext);
      await storage.put(k, bytesOf(`picture ${ext}`));
      const media = await storage.get(k);
      expect(media?.type).toBe(type);
      expect(new TextDecoder().decode(media?.bytes)).toBe(`picture ${ext}`);
    }
  });

  it("answers null for a missing key and for a key that is not a media key", async () => {
    const storage = await create();
    expect(await storage.get(key())).toBeNull();
    for (const bad of ["../../app-secret", "projects/../x.webp", "x.html", "projects/notauuid.webp", ""]) {
      expect(await storage.get(bad), bad).toBeNull();
    }
  });

  it("removes a file, and removing a missing one is fine", async () => {
    const storage = await create();
    const k = key("png", "logos");
    await storage.put(k, bytesOf("logo"));
    await storage.remove(k);
    expect(await storage.get(k)).toBeNull();
    await expect(storage.remove(k)).resolves.toBeUndefined();
    await expect(storage.remove(key())).resolves.toBeUndefined();
  });

  it("refuses to write or delete under a key that is not a media key", async () => {
    const storage = await create();
    await expect(storage.put("../escape.webp", bytesOf("x"))).rejects.toThrow(/Invalid media key/);
    await expect(storage.put(`projects/${crypto.randomUUID()}.html`, bytesOf("x"))).rejects.toThrow(
      /Invalid media key/,
    );
    await expect(storage.remove("../../app-secret")).rejects.toThrow(/Invalid media key/);
  });
});

describe("the S3 driver", () => {
  const raw = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: s3.credentials,
  });
  afterAll(() => raw.destroy());

  it("stores each object under its key with its content type, as any S3 client sees it", async () => {
    const storage = await createS3Storage(s3Options);
    const k = key("gif", "blog");
    await storage.put(k, bytesOf("GIF89a"));
    const head = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: k }));
    expect(head.ContentType).toBe("image/gif");
    expect(head.ContentLength).toBe(6);
  });

  it("answers the type an object was stored with, or its extension's when that type is generic", async () => {
    const storage = await createS3Storage(s3Options);
    const k = key("png");
    await storage.put(k, bytesOf("x"));
    // As another tool could have written it: the stored type wins over the extension's.
    await raw.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: k, Body: "y", ContentType: "image/x-test" }),
    );
    expect((await storage.get(k))?.type).toBe("image/x-test");
    // A copy with no useful type (as `aws s3 sync` may make) is served as its extension says.
    await raw.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: k, Body: "z", ContentType: "binary/octet-stream" }),
    );
    expect((await storage.get(k))?.type).toBe("image/png");
  });

  it("addresses the bucket in the path when forcePathStyle is set (MinIO, R2)", async () => {
    // A front that notes each request's Host and path, then hands it to the S3 server.
    const seen: { host?: string; url?: string }[] = [];
    const front = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, url: req.url });
      const upstream = http.request(
        { host: "127.0.0.1", port: s3.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    const { port } = front.address() as AddressInfo;
    try {
      // A host name, not an IP address: without path style the SDK would ask for <bucket>.localhost.
      const storage = await createS3Storage({ ...s3Options, endpoint: `http://localhost:${port}` });
      const k = key();
      await storage.put(k, bytesOf("through the front"));
      expect(new TextDecoder().decode((await storage.get(k))?.bytes)).toBe("through the front");
      expect(seen.length).toBeGreaterThanOrEqual(3); // HeadBucket, PutObject, GetObject
      for (const request of seen) {
        expect(request.host).toBe(`localhost:${port}`);
        expect(request.url).toMatch(new RegExp(`^/${s3.bucket}(/|\\?|$)`));
      }
      expect(seen.some((r) => r.url?.startsWith(`/${s3.bucket}/${k}`))).toBe(true);
      // And the object is where a path-style client of the server itself finds it.
      const direct = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: k }));
      expect(await direct.Body?.transformToString()).toBe("through the front");
    } finally {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
    }
  });

  it("stops with a clear message when the bucket is missing, the keys are wrong or the server is down", async () => {
    await expect(createS3Storage({ ...s3Options, bucket: "no-such-bucket" })).rejects.toThrow(
      `Media storage: cannot use bucket "no-such-bucket" at ${s3.endpoint}: it does not exist; create it first or correct S3_BUCKET`,
    );
    await expect(
      createS3Storage({ ...s3Options, credentials: { accessKeyId: "UNKNOWN", secretAccessKey: "S3RVER" } }),
    ).rejects.toThrow(/access denied; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    const down = `http://127.0.0.1:${await freePort()}`;
    await expect(createS3Storage({ ...s3Options, endpoint: down })).rejects.toThrow(
      new RegExp(`cannot use bucket "${s3.bucket}" at ${down}: .*ECONNREFUSED`),
    );
  });
});
