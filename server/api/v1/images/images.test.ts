import { type StoredImage, StoredImageSchema } from "@common/schemas/images";
import { storedImages } from "@server/db/schema";
import { setUpAdminApi } from "@tests/support/admin-api";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<StoredImage>("images");
const { t, add: upload } = api;

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

describe("POST /api/v1/admin/images", () => {
  it("stores an image and serves it under /media/", async () => {
    const { status, body: image } = await upload(form(await png(), "banner.png"));
    expect(status).toBe(201);
    expect(image).toMatchObject({ mime_type: "image/png", width: 40, name: "banner.png" });
    expect(StoredImageSchema.parse(image)).toEqual(image);

    const media = await t.request(image.public_url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    expect(media.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(new Uint8Array(await media.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("refuses a file that is not an image whatever its name, with the spec's text", async () => {
    const { status, body } = await upload(form(new TextEncoder().encode("<?php echo 1; ?>"), "shell.png"));
    expect(status).toBe(400);
    expect(body.error.message).toBe("Unsupported file format");
  });

  it("refuses a file over 2 MB with 413 and the spec's text", async () => {
    const { status, body } = await upload(form(new Uint8Array(2 * 1024 * 1024 + 10), "huge.jpg"));
    expect(status).toBe(413);
    expect(body.error.message).toBe("File size too large. Maximum size: 2MB");
  });

  it("refuses a missing file or an unknown folder with field errors", async () => {
    const noFile = new FormData();
    noFile.set("folder", "projects");
    const missing = await upload(noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields!.file).toBeDefined();

    const badFolder = await upload(form(await png(), "a.png", "../etc"));
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.error.fields!.folder).toMatch(/Folder must be one of/);
  });

  it("answers 401 to a visitor and 403 to a client, storing nothing", async () => {
    const before = (await t.db.select().from(storedImages)).length;
    await api.expectGuarded("", "POST", form(await png(), "a.png"));
    expect(await t.db.select().from(storedImages)).toHaveLength(before);
  });
});

describe("GET /media/*", () => {
  it("answers 404 for unknown files and paths outside the store", async () => {
    expect((await t.request("/media/projects/00000000-0000-4000-8000-000000000000.webp")).status).toBe(404);
    expect((await t.request("/media/..%2F..%2Fapp-secret")).status).toBe(404);
  });
});
