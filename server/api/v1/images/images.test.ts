import { TOO_MANY_PIXELS } from "@common/images";
import { pageSchema } from "@common/pagination";
import {
  type ImageStats,
  ImageStatsSchema,
  LibraryUploadAnswerSchema,
  type StoredImage,
  StoredImageSchema,
  type UploadResult,
} from "@common/schemas/images";
import { storedImages } from "@server/db/schema";
import { compressionTier } from "@server/services/images";
import { setUpAdminApi } from "@tests/support/admin-api";
import {
  formOf,
  icoOf,
  noisyJpegWithExif,
  pngClaiming,
  pngOf,
  SVG_WITH_SCRIPT,
} from "@tests/support/image-fixtures";
import { cookieFrom, json, TEST_PASSWORD, testUrl } from "@tests/support/test-app";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const api = setUpAdminApi<StoredImage>("images");
const { t } = api;

const TEXT = new TextEncoder().encode("<?php system($_GET['c']); ?>");
const ImagePage = pageSchema(StoredImageSchema);

const post = (path: string, body: FormData, cookie?: string) =>
  api.call(path, { method: "POST", body, ...(cookie === undefined ? {} : { cookie }) });

/** A library upload of these files into `folder`; the results, checked against their schema. */
async function toLibrary(files: Parameters<typeof formOf>[1], folder = "general") {
  const res = await post("/library", formOf("files", files, { folder }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return LibraryUploadAnswerSchema.parse(res.body).results;
}

const stored = (result: UploadResult | undefined): StoredImage => {
  expect(result?.error ?? null).toBeNull();
  return result!.image!;
};

const media = async (image: { public_url: string }) => {
  const res = await t.request(image.public_url);
  return { status: res.status, type: res.headers.get("content-type"), res };
};

const rowCount = async () => (await t.db.select({ n: count() }).from(storedImages))[0]!.n;

describe("POST /api/v1/admin/images (content images, 2 MB)", () => {
  it("stores an image, answers its absolute URL and its uploader, and serves it", async () => {
    const { status, body: image } = await api.add(
      formOf("file", [[await pngOf(40, 20), "banner.png"]], { folder: "projects" }),
    );
    expect(status).toBe(201);
    expect(StoredImageSchema.parse(image)).toEqual(image);
    expect(image).toMatchObject({
      mime_type: "image/png",
      width: 40,
      height: 20,
      name: "banner.png",
      folder: "projects",
    });
    expect(image.url).toBe(testUrl(image.public_url));
    expect(image.uploader).toEqual({ name: expect.any(String), email: api.adminEmail });

    const served = await media(image);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/png");
    expect(served.res.headers.get("cache-control")).toContain("immutable");
    expect(served.res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.res.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("refuses a text file named .jpg with the spec's text, and a file over 2 MB with 413", async () => {
    const text = await api.add(formOf("file", [[TEXT, "photo.jpg", "image/jpeg"]], { folder: "projects" }));
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe("Unsupported file format");

    const big = await api.add(
      formOf("file", [[new Uint8Array(2 * 1024 * 1024 + 10), "huge.jpg"]], { folder: "projects" }),
    );
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe("File size too large. Maximum size: 2MB");
  });

  it("refuses a missing file or an unknown folder with field errors", async () => {
    const noFile = new FormData();
    noFile.set("folder", "projects");
    const missing = await api.add(noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields!.file).toBeDefined();

    const badFolder = await api.add(formOf("file", [[await pngOf(4, 4), "a.png"]], { folder: "../etc" }));
    expect(badFolder.status).toBe(400);
    expect(badFolder.body.error.fields!.folder).toMatch(/Folder must be one of/);
  });
});

describe("POST /api/v1/admin/images/library (10 MB, 10 files)", () => {
  it("decides the type by the bytes: a PNG named .gif is stored as a PNG", async () => {
    const [result] = await toLibrary([[await pngOf(30, 30), "animation.gif", "image/gif"]], "blog");
    const image = stored(result);
    expect(image.mime_type).toBe("image/png");
    expect(image.full_path).toMatch(/^blog\/[0-9a-f-]{36}\.png$/);
    expect(result!.compressionStats).toMatchObject({ format: "png", quality: null });
    expect((await media(image)).type).toBe("image/png");
  });

  it("reports each invalid file with the spec's words while the valid ones are stored", async () => {
    const before = await rowCount();
    const results = await toLibrary([
      [TEXT, "notes.jpg", "image/jpeg"],
      [await pngOf(10, 10), "fine.png"],
      [new Uint8Array(10 * 1024 * 1024 + 1).fill(0xff), "huge.jpg", "image/jpeg"],
      [SVG_WITH_SCRIPT, "drawing.svg", "image/svg+xml"],
    ]);
    expect(results.map((r) => [r.file, r.success, r.error])).toEqual([
      ["notes.jpg", false, "Invalid file type. Accepted: jpeg, jpg, png, webp, gif"],
      ["fine.png", true, null],
      ["huge.jpg", false, "File too large. Maximum size: 10MB"],
      // SVG is for favicons only.
      ["drawing.svg", false, "Invalid file type. Accepted: jpeg, jpg, png, webp, gif"],
    ]);
    expect(await rowCount()).toBe(before + 1);
  });

  it("refuses 11 files in one upload with 'Too many files', storing none", async () => {
    const before = await rowCount();
    const png = await pngOf(4, 4);
    const files = Array.from({ length: 11 }, (_, i) => [png, `f${i}.png`] as [Buffer, string]);
    const res = await post("/library", formOf("files", files));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: "too_many_files",
      message: "Too many files",
      fields: { files: "Maximum 10 files allowed per upload" },
    });
    expect(await rowCount()).toBe(before);

    // Ten is the limit, not over it.
    expect(await toLibrary(files.slice(0, 10))).toHaveLength(10);
  });

  it("refuses a decompression bomb (a tiny file claiming 20000×20000 pixels) with a clear 400", async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    const [result] = await toLibrary([[bomb, "bomb.png"]]);
    expect(result).toMatchObject({ success: false, error: TOO_MANY_PIXELS });

    const content = await api.add(formOf("file", [[bomb, "bomb.png"]], { folder: "projects" }));
    expect(content.status).toBe(400);
    expect(content.body.error).toMatchObject({ code: "too_many_pixels", message: TOO_MANY_PIXELS });
  });

  it("never lets a path-like file name into the stored key; the name is kept for display, cleaned", async () => {
    const png = await pngOf(8, 8);
    const results = await toLibrary([
      [png, "../../../etc/evil.png"],
      [png, "..\\..\\windows\\win.png"],
      [png, "in\u0000visible\u202e.png"],
    ]);
    expect(results.map((r) => stored(r).name)).toEqual(["evil.png", "win.png", "invisible.png"]);
    for (const r of results) expect(r.image!.full_path).toMatch(/^general\/[0-9a-f-]{36}\.png$/);
  });

  it("re-encodes a 3000×2000 JPEG with EXIF by the compression tiers: smaller, WebP, no EXIF or GPS", async () => {
    // Small (flat colour, under 2 MB): quality 95, at most 2560×1440.
    const flat = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3366cc" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret Studio" }, IFD3: { GPSLatitudeRef: "N" } })
      .toBuffer();
    expect((await sharp(flat).metadata()).exif).toBeDefined();
    const [small] = await toLibrary([[flat, "flat.jpg"]], "projects");
    expect(stored(small)).toMatchObject({ mime_type: "image/webp", width: 2160, height: 1440 });
    expect(small!.compressionStats).toMatchObject({
      originalSize: flat.length,
      dimensionsChanged: true,
      originalDimensions: { width: 3000, height: 2000 },
      newDimensions: { width: 2160, height: 1440 },
      format: "webp",
      quality: 95,
    });

    // Photo-like (noise): its size picks a lower tier.
    const photo = await noisyJpegWithExif(3000, 2000);
    const tier = compressionTier(photo.length);
    expect(tier.width).toBeLessThan(2560);
    const [big] = await toLibrary([[photo, "photo.jpg"]], "projects");
    const image = stored(big);
    expect(image.width).toBeLessThanOrEqual(tier.width);
    expect(image.height).toBeLessThanOrEqual(tier.height);
    expect(big!.compressionStats).toMatchObject({ quality: tier.quality, originalSize: photo.length });

    for (const out of [small!.image!, image]) {
      const served = await media(out);
      const meta = await sharp(new Uint8Array(await served.res.arrayBuffer())).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBeLessThanOrEqual(2560);
      expect(meta.exif).toBeUndefined();
    }
  });

  it("refuses no files and an unknown folder with field errors", async () => {
    const none = await post("/library", formOf("files", [], { folder: "general" }));
    expect(none.status).toBe(400);
    expect(none.body.error.fields!.files).toBe("Choose images to upload");
    const folder = await post(
      "/library",
      formOf("files", [[await pngOf(4, 4), "a.png"]], { folder: "nope" }),
    );
    expect(folder.status).toBe(400);
    expect(folder.body.error.fields!.folder).toMatch(/Folder must be one of/);
  });
});

describe("the request guard's body limits follow each purpose", () => {
  it("refuses a favicon body over 1 MB before the route reads it, in the favicon's words", async () => {
    // Serialised, so the request carries the body's real Content-Length.
    const form = new Response(formOf("file", [[new Uint8Array(2 * 1024 * 1024), "f.ico"]]));
    const body = new Uint8Array(await form.arrayBuffer());
    const res = await t.app.request(testUrl("/api/v1/admin/images/favicon"), {
      method: "POST",
      headers: {
        origin: new URL(testUrl("/")).origin,
        cookie: api.admin,
        "content-type": form.headers.get("content-type")!,
        "content-length": String(body.length),
      },
      body,
    });
    expect(res.status).toBe(413);
    expect((await json(res)).error.message).toBe("File too large. Maximum size: 1MB");
  });

  it("lets one library upload carry several files of up to 10 MB each", async () => {
    const blank = new Uint8Array(6 * 1024 * 1024);
    const results = await toLibrary([
      [blank, "one.jpg"],
      [blank, "two.jpg"],
    ]);
    expect(results.map((r) => r.error)).toEqual([
      "Invalid file type. Accepted: jpeg, jpg, png, webp, gif",
      "Invalid file type. Accepted: jpeg, jpg, png, webp, gif",
    ]);
  });
});

describe("logos (5 MB) and favicons (ico, png, svg; 1 MB)", () => {
  it("stores a logo under logos/ and refuses one over 5 MB with 'File too large'", async () => {
    const { status, body } = await post("/logo", formOf("file", [[await pngOf(200, 80), "logo.png"]]));
    expect(status).toBe(201);
    expect(body.full_path).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);

    const big = await post("/logo", formOf("file", [[new Uint8Array(5 * 1024 * 1024 + 1), "big.png"]]));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe("File too large");
    const text = await post("/logo", formOf("file", [[TEXT, "logo.png"]]));
    expect(text.status).toBe(400);
    expect(text.body.error.message).toBe("Invalid file type");
  });

  it("sanitises an SVG favicon with a script: stored without it, served as SVG that cannot run", async () => {
    const { status, body } = await post(
      "/favicon",
      formOf("file", [[SVG_WITH_SCRIPT, "icon.svg", "image/svg+xml"]]),
    );
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ mime_type: "image/svg+xml", folder: "favicons", width: 32, height: 32 });
    expect(body.full_path).toMatch(/^favicons\/[0-9a-f-]{36}\.svg$/);

    const served = await media(body);
    expect(served.status).toBe(200);
    expect(served.type).toBe("image/svg+xml");
    expect(served.res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const svg = await served.res.text();
    expect(svg).toContain("<rect");
    for (const bad of ["script", "onload", "alert", "tracker.example"]) expect(svg).not.toContain(bad);
  });

  it("refuses an SVG that is not well-formed, and SVG anywhere but the favicon", async () => {
    const broken = await post(
      "/favicon",
      formOf("file", [['<svg xmlns="http://www.w3.org/2000/svg"><g></svg>', "x.svg"]]),
    );
    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toBe("Invalid file type. Accepted: ico, png, svg");

    const asLogo = await post("/logo", formOf("file", [[SVG_WITH_SCRIPT, "logo.svg"]]));
    expect(asLogo.status).toBe(400);
    const asContent = await api.add(formOf("file", [[SVG_WITH_SCRIPT, "a.svg"]], { folder: "projects" }));
    expect(asContent.status).toBe(400);
  });

  it("detects an ICO by its bytes and keeps it; a fake icon header is refused", async () => {
    const ico = await icoOf(32);
    const { status, body } = await post("/favicon", formOf("file", [[ico, "favicon.png", "image/png"]]));
    expect(status).toBe(201);
    expect(body).toMatchObject({ mime_type: "image/x-icon", width: 32, height: 32, size: ico.length });
    const served = await media(body);
    expect(served.type).toBe("image/x-icon");
    expect(Buffer.from(await served.res.arrayBuffer()).equals(ico)).toBe(true);

    const fake = Buffer.concat([ico.subarray(0, 22), Buffer.from("not an image at all")]);
    const refused = await post("/favicon", formOf("file", [[fake, "favicon.ico"]]));
    expect(refused.status).toBe(400);
  });

  it("stores a PNG favicon, refuses a JPEG and anything over 1 MB", async () => {
    expect((await post("/favicon", formOf("file", [[await pngOf(32, 32), "f.png"]]))).status).toBe(201);
    const jpeg = await post(
      "/favicon",
      formOf("file", [
        [
          await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
            .jpeg()
            .toBuffer(),
          "f.jpg",
        ],
      ]),
    );
    expect(jpeg.body.error.message).toBe("Invalid file type. Accepted: ico, png, svg");
    const big = await post("/favicon", formOf("file", [[new Uint8Array(1024 * 1024 + 1), "f.ico"]]));
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe("File too large. Maximum size: 1MB");
  });
});

describe("the library: list, details, statistics, delete", () => {
  it("lists newest first, searches file names, filters by folder and pages on the server", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const png = await pngOf(6, 6);
    await toLibrary([[png, `${tag}-one.png`]], "team");
    await toLibrary([[png, `${tag}-two.png`]], "team");
    await toLibrary([[png, `${tag}-three.png`]], "services");

    const all = await api.call(`?q=${tag}`);
    expect(all.status).toBe(200);
    expect(ImagePage.parse(all.body)).toEqual(all.body);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((i) => i.name)).toEqual([
      `${tag}-three.png`,
      `${tag}-two.png`,
      `${tag}-one.png`,
    ]);
    expect(all.body.items[0]!.url).toBe(testUrl(all.body.items[0]!.public_url));

    const team = await api.call(`?q=${tag}&folder=team`);
    expect(team.body.items.map((i) => i.name)).toEqual([`${tag}-two.png`, `${tag}-one.png`]);

    const second = await api.call(`?q=${tag}&pageSize=2&page=2`);
    expect(second.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.body.items.map((i) => i.name)).toEqual([`${tag}-one.png`]);

    const byName = await api.call(`?q=${tag}&sort=name`);
    expect(byName.body.items.map((i) => i.name)).toEqual([
      `${tag}-one.png`,
      `${tag}-three.png`,
      `${tag}-two.png`,
    ]);

    expect((await api.call("?folder=elsewhere")).status).toBe(400);
    expect((await api.call(`?q=${tag}-nothing`)).body.total).toBe(0);
  });

  it("answers one image's details, and 404 for an unknown one", async () => {
    const [result] = await toLibrary([[await noisyJpegWithExif(600, 400), "details.jpg"]], "stories");
    const image = stored(result);
    const { status, body } = await api.call(`/${image.id}`);
    expect(status).toBe(200);
    expect(StoredImageSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      name: "details.jpg",
      folder: "stories",
      width: 600,
      height: 400,
      original_size: result!.compressionStats!.originalSize,
      size: result!.compressionStats!.compressedSize,
      uploaded_by: api.adminId,
      uploader: { email: api.adminEmail },
      url: testUrl(image.public_url),
    });
    expect((await api.call(`/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("gives absolute URLs on PUBLIC_URL when the site has one (behind a proxy, say)", async () => {
    const image = stored((await toLibrary([[await pngOf(4, 4), "public.png"]]))[0]);
    const env = t.deps.env;
    // Sign-in checks the Origin against PUBLIC_URL, so it is set only for this request.
    env.PUBLIC_URL = "https://www.example.test";
    try {
      expect((await api.call(`/${image.id}`)).body.url).toBe(`https://www.example.test${image.public_url}`);
    } finally {
      env.PUBLIC_URL = undefined;
    }
  });

  it("computes the statistics in SQL: totals and per-folder figures match the rows", async () => {
    await toLibrary([[await pngOf(5, 5), "stat.png"]], "testimonials");
    const { status, body } = await api.call<ImageStats>("/stats");
    expect(status).toBe(200);
    expect(ImageStatsSchema.parse(body)).toEqual(body);

    const rows = await t.db.select().from(storedImages);
    const bytes = rows.reduce((sum, r) => sum + r.size, 0);
    expect(body.totalFiles).toBe(rows.length);
    expect(body.totalSize).toBe(bytes);
    expect(body.totalSizeMB).toBeCloseTo(bytes / 1024 / 1024, 2);
    expect(body.originalSize).toBe(rows.reduce((sum, r) => sum + (r.original_size ?? r.size), 0));
    const folders = [...new Set(rows.map((r) => r.folder))].sort();
    expect(Object.keys(body.folderStats).sort()).toEqual(folders);
    expect(body.folderCount).toBe(folders.length);
    const testimonials = rows.filter((r) => r.folder === "testimonials");
    expect(body.folderStats.testimonials).toEqual({
      count: testimonials.length,
      size: testimonials.reduce((sum, r) => sum + r.size, 0),
    });
  });

  it("deletes one image: its row, its file (GET /media → 404) and an audit entry", async () => {
    const image = stored((await toLibrary([[await pngOf(7, 7), "gone.png"]]))[0]);
    expect((await media(image)).status).toBe(200);

    expect((await api.remove(image.id)).status).toBe(204);
    expect((await media(image)).status).toBe(404);
    expect(await t.db.select().from(storedImages).where(eq(storedImages.id, image.id))).toEqual([]);
    expect(await api.lastAudit({ id: image.id })).toMatchObject({
      action: "delete",
      user_email: api.adminEmail,
      changes: expect.objectContaining({ name: "gone.png", full_path: image.full_path }),
    });
    expect((await api.remove(image.id)).status).toBe(404);
  });

  it("deletes several at once (Delete Selected), each file gone and audited", async () => {
    const png = await pngOf(7, 7);
    const results = await toLibrary([
      [png, "a.png"],
      [png, "b.png"],
      [png, "keep.png"],
    ]);
    const [a, b, keep] = results.map(stored);
    const { status, body } = await api.call<{ deleted: number }>("/bulk-delete", {
      method: "POST",
      body: { ids: [a!.id, b!.id, crypto.randomUUID()] },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: 2 });
    expect((await media(a!)).status).toBe(404);
    expect((await media(b!)).status).toBe(404);
    expect((await media(keep!)).status).toBe(200);
    expect(await api.lastAudit({ id: b!.id })).toMatchObject({ action: "delete" });

    const empty = await api.call("/bulk-delete", { method: "POST", body: { ids: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields!.ids).toBe("Choose the images to delete");
    const notIds = await api.call("/bulk-delete", { method: "POST", body: { ids: ["../x"] } });
    expect(notIds.status).toBe(400);
  });
});

describe("permissions", () => {
  it("answers 401 to a visitor and 403 to a client on every image route, storing nothing", async () => {
    const before = await rowCount();
    const png = await pngOf(4, 4);
    await api.expectGuarded("", "GET");
    await api.expectGuarded("/stats", "GET");
    await api.expectGuarded(`/${crypto.randomUUID()}`, "GET");
    await api.expectGuarded(`/${crypto.randomUUID()}`, "DELETE");
    await api.expectGuarded("/bulk-delete", "POST", { ids: [crypto.randomUUID()] });
    await api.expectGuarded("", "POST", formOf("file", [[png, "a.png"]], { folder: "projects" }));
    await api.expectGuarded("/library", "POST", formOf("files", [[png, "a.png"]]));
    await api.expectGuarded("/logo", "POST", formOf("file", [[png, "a.png"]]));
    await api.expectGuarded("/favicon", "POST", formOf("file", [[png, "a.png"]]));
    expect(await rowCount()).toBe(before);
  });

  it("lets an admin who may only read the library list it, but not upload or delete", async () => {
    const image = stored((await toLibrary([[await pngOf(4, 4), "kept.png"]]))[0]);
    const email = `reader-${crypto.randomUUID()}@example.com`;
    const invite = await json(
      await t.request("/api/v1/admin/invitations", {
        body: { email, permissions: ["stored_images:read"] },
        cookie: api.admin,
      }),
    );
    const signup = await t.request("/api/v1/auth/admin-signup", {
      body: {
        email,
        password: TEST_PASSWORD,
        firstName: "Rae",
        lastName: "Reader",
        invitationToken: invite.token,
      },
    });
    expect(signup.status).toBe(201);
    const reader = cookieFrom(signup);

    expect((await api.call("", { cookie: reader })).status).toBe(200);
    expect((await api.call("/stats", { cookie: reader })).status).toBe(200);
    expect((await post("/library", formOf("files", [[await pngOf(4, 4), "x.png"]]), reader)).status).toBe(
      403,
    );
    expect((await api.remove(image.id, reader)).status).toBe(403);
    expect(
      (await api.call("/bulk-delete", { method: "POST", body: { ids: [image.id] }, cookie: reader })).status,
    ).toBe(403);
    expect((await media(image)).status).toBe(200);
  });
});
