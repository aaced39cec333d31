import { IMAGE_FOLDERS } from "@common/images";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

export const StoredImageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    folder: z.string(),
    full_path: z.string(),
    public_url: z.string(),
    mime_type: z.string(),
    size: z.number(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    original_size: z.number().nullable(),
    created_at: z.string(),
  })
  .openapi("StoredImage");

export const uploadContentImageRoute = createRoute({
  method: "post",
  path: "/admin/images",
  tags: ["Images"],
  summary:
    "Uploads an image of a content item (JPEG, PNG, WebP or GIF, at most 2 MB, checked by content); answers its stored record and /media/ address",
  security: ADMIN_SECURITY,
  // The body limit (2 MB and the multipart envelope) is the request guard's, in server/lib/request-guard.ts.
  middleware: [requirePermission("stored_images", "create")] as const,
  request: {
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z
              .instanceof(File, { message: "Choose an image file to upload" })
              .openapi({ type: "string", format: "binary" }),
            folder: z.enum(IMAGE_FOLDERS, { message: `Folder must be one of: ${IMAGE_FOLDERS.join(", ")}` }),
          }),
        },
      },
    },
  },
  responses: {
    201: { description: "Stored", content: { "application/json": { schema: StoredImageSchema } } },
    ...errorResponses(400, 401, 403, 413),
  },
});
