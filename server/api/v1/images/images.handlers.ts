import type { ImageFolder, UploadPurpose } from "@common/images";
import { createRouter } from "@server/api/openapi";
import { configuredOrigin } from "@server/auth";
import { actorOf } from "@server/auth/guards";
import type { AppEnv } from "@server/context";
import { wire } from "@server/lib/wire";
import {
  deleteImage,
  deleteImages,
  getImage,
  type ImageRow,
  imageStats,
  listImages,
  uploadImage,
  uploadToLibrary,
} from "@server/services/images";
import type { Context } from "hono";
import {
  deleteImageRoute,
  deleteImagesRoute,
  getImageRoute,
  imageStatsRoute,
  listImagesRoute,
  uploadContentImageRoute,
  uploadFaviconRoute,
  uploadLogoRoute,
  uploadToLibraryRoute,
} from "./images.routes";

/** Uploads (ARCHITECTURE.md decision 10) and the back office's Image Library (spec 2 Image Manager). */
export const imagesRouter = createRouter();

/** A row on the wire, with its absolute address: PUBLIC_URL's origin, else the one asked. */
function view(c: Context<AppEnv>, row: ImageRow) {
  const origin = configuredOrigin(c.var.deps.env) ?? new URL(c.req.url).origin;
  return { ...wire(row), url: new URL(row.public_url, origin).href };
}

const bytesOf = async (file: File) => new Uint8Array(await file.arrayBuffer());

/** One file for `purpose` (logos and favicons have their own folder; content names one). */
async function storeOne(
  c: Context<AppEnv>,
  purpose: UploadPurpose,
  file: File,
  folder: ImageFolder = "general",
) {
  const { image } = await uploadImage(c.var.deps.db, c.var.deps.storage, actorOf(c), {
    name: file.name,
    folder,
    bytes: await bytesOf(file),
    purpose,
  });
  return view(c, image);
}

imagesRouter.openapi(uploadContentImageRoute, async (c) => {
  const { file, folder } = c.req.valid("form");
  return c.json(await storeOne(c, "content", file, folder), 201);
});

imagesRouter.openapi(uploadLogoRoute, async (c) =>
  c.json(await storeOne(c, "logo", c.req.valid("form").file), 201),
);

imagesRouter.openapi(uploadFaviconRoute, async (c) =>
  c.json(await storeOne(c, "favicon", c.req.valid("form").file), 201),
);

imagesRouter.openapi(uploadToLibraryRoute, async (c) => {
  const { files, folder } = c.req.valid("form");
  const loaded = await Promise.all(
    files.map(async (file) => ({ name: file.name, bytes: await bytesOf(file) })),
  );
  const results = await uploadToLibrary(c.var.deps.db, c.var.deps.storage, actorOf(c), loaded, folder);
  return c.json({ results: results.map((r) => ({ ...r, image: r.image ? view(c, r.image) : null })) }, 200);
});

// Static paths before /{id}, so "stats" is not taken for an id.
imagesRouter.openapi(imageStatsRoute, async (c) => c.json(await imageStats(c.var.deps.db), 200));

imagesRouter.openapi(listImagesRoute, async (c) => {
  const page = await listImages(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map((row) => view(c, row)) }, 200);
});

imagesRouter.openapi(getImageRoute, async (c) =>
  c.json(view(c, await getImage(c.var.deps.db, c.req.valid("param").id)), 200),
);

imagesRouter.openapi(deleteImageRoute, async (c) => {
  const { db, storage, logger } = c.var.deps;
  await deleteImage(db, storage, actorOf(c), c.req.valid("param").id, logger);
  return c.body(null, 204);
});

imagesRouter.openapi(deleteImagesRoute, async (c) => {
  const { db, storage, logger } = c.var.deps;
  const deleted = await deleteImages(db, storage, actorOf(c), c.req.valid("json").ids, logger);
  return c.json({ deleted }, 200);
});
