import { IMAGE_FOLDERS } from "@common/images";
import { StoredImageSchema } from "@common/schemas/images";
import { createRoute, z } from "@hono/zod-openapi";
import { jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

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
    201: jsonContent(StoredImageSchema, "Stored"),
    ...errorResponses(400, 401, 403, 413),
  },
});
