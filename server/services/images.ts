import { randomUUID } from "node:crypto";
import {
  displayName,
  IMAGE_LIBRARY_TEXT,
  type ImageFolder,
  LIBRARY_MAX_FILES,
  UPLOAD_RULES,
  type UploadPurpose,
} from "@common/images";
import type { Page } from "@common/pagination";
import { MEDIA_PREFIX } from "@common/public-images";
import type { CompressionStats, ImageStats } from "@common/schemas/images";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { storedImages, user } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import type { Logger } from "../lib/logger";
import type { MediaStorage } from "../storage/media-storage";
import { type Actor, writeAudit } from "./audit";
import { type Processed, processUpload } from "./image-pipeline";
import { listPage } from "./list-page";

/**
 * The stored images (spec 2 Image Manager): uploads through the one pipeline (image-pipeline.ts)
 * under a random key — folder + random id + extension, never the client's file name, which is
 * kept only as a display name — recorded in stored_images with an audit entry; the library's
 * list, details and statistics (computed in SQL); deleting removes the row and the stored file.
 */

export { compressionTier, detectImageType } from "./image-pipeline";

export type StoredImageRow = typeof storedImages.$inferSelect;
/** A row with who uploaded it (while their account exists). */
export type ImageRow = StoredImageRow & { uploader: { name: string; email: string } | null };

export type UploadInput = { name: string; folder: ImageFolder; bytes: Uint8Array; purpose: UploadPurpose };

/** Stores one file for `purpose` (its rule decides size, types and, for logos and favicons, the folder). */
export async function uploadImage(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  input: UploadInput,
): Promise<{ image: ImageRow; stats: CompressionStats }> {
  const rule = UPLOAD_RULES[input.purpose];
  const processed = await processUpload(input.bytes, rule);
  const row = await storeImage(
    db,
    storage,
    {
      name: input.name,
      folder: rule.folder ?? input.folder,
      processed,
      originalSize: input.bytes.length,
      uploadedBy: actor.id,
    },
    (tx, row) =>
      writeAudit(tx, actor, {
        action: "upload",
        entityType: "stored_images",
        entityId: row.id,
        changes: {
          name: row.name,
          full_path: row.full_path,
          size: row.size,
          original_size: row.original_size,
        },
      }),
  );
  return { image: (await withUploaders(db, [row]))[0]!, stats: processed.stats };
}

export type StoreInput = {
  name: string;
  folder: ImageFolder;
  processed: Pick<Processed, "bytes" | "type" | "ext" | "width" | "height">;
  originalSize: number | null;
  uploadedBy: string | null;
};

/**
 * Puts processed bytes in the storage under a new random key and records them in stored_images;
 * `then` runs in the same transaction (an audit entry, the content row that shows the picture).
 * A failed write removes the file again, so it changes nothing.
 */
export async function storeImage(
  db: Database,
  storage: MediaStorage,
  input: StoreInput,
  then?: (tx: Pick<Database, "insert" | "update">, row: StoredImageRow) => Promise<unknown>,
): Promise<StoredImageRow> {
  const { processed } = input;
  const key = `${input.folder}/${randomUUID()}.${processed.ext}`;
  await storage.put(key, processed.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storedImages)
        .values({
          name: displayName(input.name),
          folder: input.folder,
          full_path: key,
          public_url: `${MEDIA_PREFIX}${key}`,
          mime_type: processed.type,
          size: processed.bytes.length,
          width: processed.width,
          height: processed.height,
          original_size: input.originalSize,
          uploaded_by: input.uploadedBy,
        })
        .returning();
      if (!row) throw new Error("stored_images insert returned nothing");
      await then?.(tx, row);
      return row;
    });
  } catch (err) {
    await storage.remove(key); // a failed write changes nothing
    throw err;
  }
}

export type LibraryResult = {
  file: string;
  success: boolean;
  error: string | null;
  image: ImageRow | null;
  compressionStats: CompressionStats | null;
};

/**
 * A library upload (spec 2 §5): at most 10 files, each checked and stored on its own; a refused
 * file is reported with the spec's words while the others are stored.
 */
export async function uploadToLibrary(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  files: { name: string; bytes: Uint8Array }[],
  folder: ImageFolder,
): Promise<LibraryResult[]> {
  if (files.length > LIBRARY_MAX_FILES) {
    throw new ApiError(400, "too_many_files", IMAGE_LIBRARY_TEXT.tooManyFiles, {
      files: IMAGE_LIBRARY_TEXT.tooManyFilesMessage,
    });
  }
  const results: LibraryResult[] = [];
  // One at a time: decoding is memory-hungry, and two cores are shared by every request.
  for (const file of files) {
    const name = displayName(file.name);
    try {
      const { image, stats } = await uploadImage(db, storage, actor, { ...file, folder, purpose: "library" });
      results.push({ file: name, success: true, error: null, image, compressionStats: stats });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      results.push({ file: name, success: false, error: err.message, image: null, compressionStats: null });
    }
  }
  return results;
}

/** The uploader's name and e-mail for each row, in one query. */
async function withUploaders(db: Database, rows: StoredImageRow[]): Promise<ImageRow[]> {
  const ids = [...new Set(rows.map((r) => r.uploaded_by).filter((id): id is string => id !== null))];
  const people = ids.length
    ? await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, ids))
    : [];
  const byId = new Map(people.map((p) => [p.id, { name: p.name, email: p.email }]));
  return rows.map((row) => ({ ...row, uploader: (row.uploaded_by && byId.get(row.uploaded_by)) || null }));
}

export type ImageListQuery = {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  folder?: ImageFolder;
};

/** The library's list: file name search, folder filter, newest first; paged in SQL. */
export async function listImages(db: Database, query: ImageListQuery): Promise<Page<ImageRow>> {
  const page = await listPage(
    db,
    {
      table: storedImages,
      searchColumns: [storedImages.name],
      sortable: { created_at: storedImages.created_at, name: storedImages.name, size: storedImages.size },
      defaultSort: "-created_at",
      filters: [query.folder ? eq(storedImages.folder, query.folder) : undefined],
    },
    query,
  );
  return { ...page, items: await withUploaders(db, page.items) };
}

export async function getImage(db: Database, id: string): Promise<ImageRow> {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.id, id));
  if (!row) throw notFound("The image");
  return (await withUploaders(db, [row]))[0]!;
}

/** Spec 2 §3 image stats, one grouped query: a row per folder and, by ROLLUP, the total. */
export async function imageStats(db: Database): Promise<ImageStats> {
  const rows = await db
    .select({
      folder: storedImages.folder,
      total: sql<number>`grouping(${storedImages.folder})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      size: sql<number>`coalesce(sum(${storedImages.size}), 0)::float8`.mapWith(Number),
      original:
        sql<number>`coalesce(sum(coalesce(${storedImages.original_size}, ${storedImages.size})), 0)::float8`.mapWith(
          Number,
        ),
    })
    .from(storedImages)
    .groupBy(sql`rollup(${storedImages.folder})`)
    .orderBy(storedImages.folder);
  const folders = rows.filter((r) => r.total === 0);
  const total = rows.find((r) => r.total === 1);
  const totalSize = total?.size ?? 0;
  return {
    totalFiles: total?.count ?? 0,
    totalSize,
    totalSizeMB: Math.round((totalSize / (1024 * 1024)) * 100) / 100,
    originalSize: total?.original ?? 0,
    folderCount: folders.length,
    folderStats: Object.fromEntries(folders.map((f) => [f.folder, { count: f.count, size: f.size }])),
  };
}

/**
 * Deletes the images with these ids: their rows and audit entries commit together, then their
 * files are removed (a file left behind by a failing store is harmless; a row whose file is gone
 * would be a broken image). Answers how many were deleted.
 */
export async function deleteImages(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  ids: string[],
  logger?: Logger,
): Promise<number> {
  const removed = await db.transaction(async (tx) => {
    const rows = await tx.delete(storedImages).where(inArray(storedImages.id, ids)).returning();
    for (const row of rows) {
      await writeAudit(tx, actor, {
        action: "delete",
        entityType: "stored_images",
        entityId: row.id,
        changes: { name: row.name, full_path: row.full_path, folder: row.folder, size: row.size },
      });
    }
    return rows;
  });
  for (const row of removed) {
    await storage.remove(row.full_path).catch((err: unknown) => {
      logger?.warn({ err, key: row.full_path }, "stored image row deleted but its file could not be removed");
    });
  }
  return removed.length;
}

/** One image; 404 when there is no such image. */
export async function deleteImage(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  id: string,
  logger?: Logger,
): Promise<void> {
  if ((await deleteImages(db, storage, actor, [id], logger)) === 0) throw notFound("The image");
}
