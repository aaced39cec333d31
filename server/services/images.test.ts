import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ImageFolder } from "@common/images";
import { setUpTestDb } from "@tests/support/test-db";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog, storedImages, user } from "../db/schema";
import { createLocalStorage } from "../storage/local-storage";
import { compressionTier, detectImageType, uploadImage } from "./images";

const handle = setUpTestDb();
const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), "atrium-media-")));
const actor = { id: crypto.randomUUID(), email: "uploader@example.com", ip: null };
const MB = 1024 * 1024;

beforeAll(async () => {
  await handle.db.insert(user).values({ id: actor.id, name: "Up", email: actor.email, role: "admin" });
});

/** Uploads a content image (its limit is 2 MB). */
const upload = (name: string, bytes: Uint8Array, folder: ImageFolder = "projects") =>
  uploadImage(handle.db, storage, actor, { name, folder, bytes, purpose: "content" });

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

describe("detectImageType", () => {
  it("reads the type from the first bytes", async () => {
    expect(detectImageType(await picture(4, 4).jpeg().toBuffer())).toBe("image/jpeg");
    expect(detectImageType(await picture(4, 4).png().toBuffer())).toBe("image/png");
    expect(detectImageType(await picture(4, 4).webp().toBuffer())).toBe("image/webp");
    expect(detectImageType(await picture(4, 4).gif().toBuffer())).toBe("image/gif");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(detectImageType(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("RIFF0000AVI LIST"))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});

describe("compressionTier", () => {
  it("follows spec 2 §9", () => {
    expect(compressionTier(1 * MB)).toEqual({ quality: 95, width: 2560, height: 1440 });
    expect(compressionTier(2 * MB + 1)).toEqual({ quality: 85, width: 1920, height: 1080 });
    expect(compressionTier(5 * MB + 1)).toEqual({ quality: 70, width: 1280, height: 720 });
  });
});

describe("uploadImage", () => {
  it("re-encodes a JPEG as WebP without its EXIF, stores it and records it", async () => {
    const jpeg = await picture(3000, 1000)
      .jpeg()
      .withExifMerge({ IFD0: { Copyright: "secret location" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const { image: row, stats } = await upload("photo.jpg", jpeg);
    expect(row).toMatchObject({
      folder: "projects",
      mime_type: "image/webp",
      width: 2560,
      original_size: jpeg.length,
    });
    expect(row.public_url).toMatch(/^\/media\/projects\/[0-9a-f-]{36}\.webp$/);
    expect(row.uploader).toEqual({ name: "Up", email: actor.email });
    expect(stats).toMatchObject({
      originalSize: jpeg.length,
      compressedSize: row.size,
      dimensionsChanged: true,
      originalDimensions: { width: 3000, height: 1000 },
      newDimensions: { width: 2560, height: 853 },
      format: "webp",
      quality: 95,
    });

    const stored = await storage.get(row.full_path);
    expect(stored?.type).toBe("image/webp");
    const meta = await sharp(stored?.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([2560, 853]);

    const [audit] = await handle.db.select().from(activityLog);
    expect(audit).toMatchObject({ action: "upload", entity_type: "stored_images", entity_id: row.id });
  });

  it("keeps a PNG a PNG", async () => {
    const { image: row } = await upload("logo.png", await picture(10, 10).png().toBuffer(), "services");
    expect(row.mime_type).toBe("image/png");
    expect(row.full_path).toMatch(/\.png$/);
  });

  it("refuses a file over the limit and one that is not an image, storing nothing", async () => {
    const before = (await handle.db.select().from(storedImages)).length;
    const big = new Uint8Array(2 * MB + 1);
    await expect(upload("big.jpg", big)).rejects.toMatchObject({
      status: 413,
      message: "File size too large. Maximum size: 2MB",
    });

    const script = new TextEncoder().encode("<script>alert(1)</script>");
    await expect(upload("x.png", script)).rejects.toMatchObject({
      status: 400,
      message: "Unsupported file format",
    });

    const truncated = (await picture(50, 50).jpeg().toBuffer()).subarray(0, 20);
    await expect(upload("cut.jpg", truncated)).rejects.toMatchObject({
      status: 400,
      code: "unreadable_image",
    });

    expect(await handle.db.select().from(storedImages)).toHaveLength(before);
  });

  it("reads nothing for keys that are not media keys", async () => {
    expect(await storage.get("../../etc/passwd")).toBeNull();
    expect(await storage.get("projects/00000000-0000-4000-8000-000000000000.webp")).toBeNull();
  });
});
