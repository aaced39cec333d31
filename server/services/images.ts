import { randomUUID } from "node:crypto";
import { IMAGE_MESSAGES, type ImageFolder, type ImageType, MEDIA_PREFIX } from "@common/images";
import sharp, { type Sharp } from "sharp";
import type { Database } from "../db/client";
import { storedImages } from "../db/schema";
import { ApiError } from "../lib/errors";
import type { MediaStorage } from "../storage/media-storage";
import { type Actor, writeAudit } from "./audit";

/**
 * Image uploads (ARCHITECTURE.md decision 10): the type is read from the file's first bytes, never
 * from its name or the browser's claim; the image is decoded and re-encoded with sharp by the
 * spec's compression tiers (spec 2 §9), which also drops EXIF and any bytes hidden after the
 * picture; then it is stored under a random name and recorded in stored_images.
 */

/** The image type the bytes start with, or null for anything else. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return "image/gif"; // GIF8
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp"; // RIFF….WEBP
  return null;
}

/** Spec 2 §9: bigger originals get a lower quality and smaller maximum dimensions. */
export function compressionTier(size: number): { quality: number; width: number; height: number } {
  const MB = 1024 * 1024;
  if (size > 5 * MB) return { quality: 70, width: 1280, height: 720 };
  if (size > 2 * MB) return { quality: 85, width: 1920, height: 1080 };
  return { quality: 95, width: 2560, height: 1440 };
}

type Encoded = { bytes: Uint8Array; type: ImageType; ext: string; width: number; height: number };

/** WebP out, except PNG stays PNG and GIF stays GIF (animation kept), as the spec's compressor does. */
async function encode(bytes: Uint8Array, type: ImageType): Promise<Encoded> {
  const tier = compressionTier(bytes.length);
  const image = sharp(bytes, { animated: type === "image/gif", limitInputPixels: 50_000_000 })
    .rotate() // apply the EXIF orientation before the metadata is dropped
    .resize({ width: tier.width, height: tier.height, fit: "inside", withoutEnlargement: true });
  const [out, ext, outType]: [Sharp, string, ImageType] =
    type === "image/png"
      ? [image.png({ compressionLevel: 9 }), "png", "image/png"]
      : type === "image/gif"
        ? [image.gif(), "gif", "image/gif"]
        : [image.webp({ quality: tier.quality }), "webp", "image/webp"];
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  return { bytes: data, type: outType, ext, width: info.width, height: info.pageHeight ?? info.height };
}

export type UploadInput = { name: string; folder: ImageFolder; bytes: Uint8Array; maxBytes: number };
export type StoredImageRow = typeof storedImages.$inferSelect;

export async function uploadImage(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  input: UploadInput,
): Promise<StoredImageRow> {
  if (input.bytes.length > input.maxBytes) {
    throw new ApiError(413, "file_too_large", IMAGE_MESSAGES.tooLarge, { file: IMAGE_MESSAGES.tooLarge });
  }
  const type = detectImageType(input.bytes);
  if (!type)
    throw new ApiError(400, "unsupported_format", IMAGE_MESSAGES.unsupported, {
      file: IMAGE_MESSAGES.unsupported,
    });
  let encoded: Encoded;
  try {
    encoded = await encode(input.bytes, type);
  } catch {
    const message = "The image could not be read. It may be damaged; please try another file.";
    throw new ApiError(400, "unreadable_image", message, { file: message });
  }
  const key = `${input.folder}/${randomUUID()}.${encoded.ext}`;
  await storage.put(key, encoded.bytes);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storedImages)
        .values({
          name: input.name.slice(0, 255) || key,
          folder: input.folder,
          full_path: key,
          public_url: `${MEDIA_PREFIX}${key}`,
          mime_type: encoded.type,
          size: encoded.bytes.length,
          width: encoded.width,
          height: encoded.height,
          original_size: input.bytes.length,
          uploaded_by: actor.id,
        })
        .returning();
      if (!row) throw new Error("stored_images insert returned nothing");
      await writeAudit(tx, actor, {
        action: "upload",
        entityType: "stored_images",
        entityId: row.id,
        changes: { name: row.name, full_path: key, size: row.size, original_size: row.original_size },
      });
      return row;
    });
  } catch (err) {
    await storage.remove(key); // a failed write changes nothing
    throw err;
  }
}
