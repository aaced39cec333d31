import { z } from "zod";

/** An uploaded image as the API answers it (the stored_images row; limits are in common/images.ts). */
export const StoredImageSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ description: "The uploaded file's name" }),
    folder: z.string(),
    full_path: z.string().meta({ description: "Where it is kept in the media storage" }),
    public_url: z.string().meta({ description: "Its address under /media/" }),
    mime_type: z.string(),
    size: z.number().int().meta({ description: "Bytes as stored, after re-encoding" }),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    original_size: z.number().int().nullable().meta({ description: "Bytes as uploaded" }),
    uploaded_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "StoredImage" });
export type StoredImage = z.infer<typeof StoredImageSchema>;
