import { IMAGE_FOLDERS } from "@common/images";
import { ListQuerySchema } from "@common/pagination";
import { z } from "zod";

/** An uploaded image as the API answers it (the stored_images row; limits are in common/images.ts). */
export const StoredImageSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "The uploaded file's name (for display only)" }),
    folder: z.string(),
    full_path: z.string().meta({ description: "Where it is kept in the media storage" }),
    public_url: z.string().meta({ description: "Its address under /media/" }),
    url: z.string().meta({ description: "Its absolute address (from PUBLIC_URL), to copy and share" }),
    mime_type: z.string(),
    size: z.number().int().meta({ description: "Bytes as stored, after re-encoding" }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    original_size: z.number().int().nullable().meta({ description: "Bytes as uploaded" }),
    uploaded_by: z.string().nullable(),
    uploader: z
      .object({ name: z.string(), email: z.string() })
      .nullable()
      .meta({ description: "Who uploaded it, while their account exists" }),
    created_at: z.string(),
  })
  .meta({ id: "StoredImage" });
export type StoredImage = z.infer<typeof StoredImageSchema>;

const FolderSchema = z.enum(IMAGE_FOLDERS, { message: `Folder must be one of: ${IMAGE_FOLDERS.join(", ")}` });

/** GET /admin/images: q searches the file name; folder filters; newest first unless sorted. */
export const ImageListQuerySchema = ListQuerySchema.extend({ folder: FolderSchema.optional() });

/** Spec 2 §3 "Image stats": totalFiles, totalSizeMB, folderStats (per folder: count, size). */
export const ImageStatsSchema = z
  .object({
    totalFiles: z.number().int(),
    totalSize: z.number().meta({ description: "Bytes stored" }),
    totalSizeMB: z.number(),
    /** What the files weighed as uploaded, before re-encoding. */
    originalSize: z.number(),
    folderCount: z.number().int(),
    folderStats: z.record(z.string(), z.object({ count: z.number().int(), size: z.number() })),
  })
  .meta({ id: "ImageStats" });
export type ImageStats = z.infer<typeof ImageStatsSchema>;

const Dimensions = z.object({ width: z.number().int(), height: z.number().int() });

/** Spec 2 §3 "Upload result": compressionStats. */
export const CompressionStatsSchema = z.object({
  originalSize: z.number().int(),
  compressedSize: z.number().int(),
  /** compressedSize / originalSize, e.g. 0.42. */
  compressionRatio: z.number(),
  dimensionsChanged: z.boolean(),
  originalDimensions: Dimensions.nullable(),
  newDimensions: Dimensions.nullable(),
  format: z.string(),
  /** The encoder's quality (0–100) for lossy output, null for PNG, GIF, ICO and SVG. */
  quality: z.number().int().nullable(),
});
export type CompressionStats = z.infer<typeof CompressionStatsSchema>;

/** One file of a library upload: stored (with its record and figures) or refused with the spec's words. */
export const UploadResultSchema = z
  .object({
    file: z.string().meta({ description: "The file's display name" }),
    success: z.boolean(),
    error: z.string().nullable(),
    image: StoredImageSchema.nullable(),
    compressionStats: CompressionStatsSchema.nullable(),
  })
  .meta({ id: "UploadResult" });
export type UploadResult = z.infer<typeof UploadResultSchema>;

export const LibraryUploadAnswerSchema = z
  .object({ results: z.array(UploadResultSchema) })
  .meta({ id: "LibraryUploadAnswer" });

/** Folders a library upload may go to ("Upload to Folder"). */
export const LibraryFolderSchema = FolderSchema;

export const ImageBulkDeleteSchema = z
  .object({
    ids: z
      .array(z.uuid("Invalid id"), { message: "Choose the images to delete" })
      .min(1, "Choose the images to delete")
      .max(100, "Delete at most 100 images at a time"),
  })
  .meta({ id: "ImageBulkDelete" });

export const ImageBulkDeleteAnswerSchema = z
  .object({ deleted: z.number().int() })
  .meta({ id: "ImageBulkDeleteAnswer" });
