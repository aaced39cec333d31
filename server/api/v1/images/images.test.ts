import { StoredImageSchema } from "@common/schemas/images";
import { storedImages } from "@server/db/schema";
import { createTestApp, type TestApp } from "@tests/support/test-app";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let admin: string;
let client: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signInFirstAdmin()).cookie;
  client = (await t.signUpClient()).cookie;
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 40, height: 20, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

function form(bytes: Uint8Array, name: string, folder = "projects") {
  const body = new FormData();
  body.set("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type: "image/png" }));
  body.set("folder", folder);
  return body;
}

const upload = (body: FormData, cookie?: string) =>
  t.request("/api/v1/admin/images", { method: "POST", body, cookie });

describe("POST /api/v1/admin/images", () => {
  it("stores an image and serves it under /media/", async () => {
    const res = await upload(form(await png(), "banner.png"), admin);
    expect(res.status).toBe(201);
    const image = (await res.json()) as {
      public_url: string;
      mime_type: string;
      width: number;
      name: string;
    };
    expect(image).toMatchObject({ mime_type: "image/png", width: 40, name: "banner.png" });
    expect(StoredImageSchema.parse(image)).toEqual(image);

    const media = await t.request(image.public_url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(media.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(new Uint8Array(await media.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("refuses a file that is not an image whatever its name, with the spec's text", async () => {
    const res = await upload(form(new TextEncoder().encode("<?php echo 1; ?>"), "shell.png"), admin);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Unsupported file format",
    );
  });

  it("refuses a file over 2 MB with 413 and the spec's text", async () => {
    const res = await upload(form(new Uint8Array(2 * 1024 * 1024 + 10), "huge.jpg"), admin);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "File size too large. Maximum size: 2MB",
    );
  });

  it("refuses a missing file or an unknown folder with field errors", async () => {
    const noFile = new FormData();
    noFile.set("folder", "projects");
    const res = await upload(noFile, admin);
    expect(res.status).toBe(400);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.file,
    ).toBeDefined();

    const badFolder = await upload(form(await png(), "a.png", "../etc"), admin);
    expect(badFolder.status).toBe(400);
    expect(
      ((await badFolder.json()) as { error: { fields: Record<string, string> } }).error.fields.folder,
    ).toMatch(/Folder must be one of/);
  });

  it("answers 401 to a visitor and 403 to a client, storing nothing", async () => {
    const before = (await t.db.select().from(storedImages)).length;
    expect((await upload(form(await png(), "a.png"))).status).toBe(401);
    expect((await upload(form(await png(), "a.png"), client)).status).toBe(403);
    expect(await t.db.select().from(storedImages)).toHaveLength(before);
  });
});

describe("GET /media/*", () => {
  it("answers 404 for unknown files and paths outside the store", async () => {
    expect((await t.request("/media/projects/00000000-0000-4000-8000-000000000000.webp")).status).toBe(404);
    expect((await t.request("/media/..%2F..%2Fapp-secret")).status).toBe(404);
  });
});
