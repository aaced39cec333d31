import { IMAGE_FOLDERS, LIBRARY_MAX_FILES, UPLOAD_RULES, type UploadPurpose } from "@common/images";
import { pageSchema } from "@common/pagination";
import {
  ImageBulkDeleteAnswerSchema,
  ImageBulkDeleteSchema,
  ImageListQuerySchema,
  ImageStatsSchema,
  LibraryFolderSchema,
  LibraryUploadAnswerSchema,
  StoredImageSchema,
} from "@common/schemas/images";
import { z } from "@hono/zod-openapi";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";
import { IdParamSchema } from "@server/api/openapi";

const tags = ["Images"];
const owner: RouteOwner = { resource: "stored_images", tags };
const BASE = "/admin/images";
/** The API's paths are under /api/v1; the upload rules name the full address. */
const pathOf = (purpose: UploadPurpose) => UPLOAD_RULES[purpose].path.replace(/^\/api\/v1/, "");

const fileField = z
  .instanceof(File, { message: "Choose an image file to upload" })
  .openapi({ type: "string", format: "binary" });

const folderField = z.enum(IMAGE_FOLDERS, { message: `Folder must be one of: ${IMAGE_FOLDERS.join(", ")}` });

const multipart = <T extends z.ZodObject>(schema: T) => ({
  body: { required: true, content: { "multipart/form-data": { schema } } },
});

// The body limits (each purpose's file limit and the multipart envelope) are the request guard's,
// in server/lib/request-guard.ts, built from the same UPLOAD_RULES.

const single = <F extends z.ZodObject>(purpose: "content" | "logo" | "favicon", summary: string, form: F) =>
  adminRoute(owner, "create", "post", pathOf(purpose), {
    summary,
    request: multipart(form),
    ok: jsonContent(StoredImageSchema, "Stored"),
    status: 201,
    errors: [413],
  });

export const uploadContentImageRoute = single(
  "content",
  "Uploads an image of a content item (JPEG, PNG, WebP or GIF, at most 2 MB, checked by content); answers its stored record and /media/ address",
  z.object({ file: fileField, folder: folderField }),
);

export const uploadLogoRoute = single(
  "logo",
  "Uploads a site logo (JPEG, PNG, WebP or GIF, at most 5 MB, checked by content) into logos/",
  z.object({ file: fileField }),
);

export const uploadFaviconRoute = single(
  "favicon",
  "Uploads a favicon (ICO, PNG or SVG, at most 1 MB, checked by content; SVG is sanitised) into favicons/",
  z.object({ file: fileField }),
);

export const uploadToLibraryRoute = adminRoute(owner, "create", "post", pathOf("library"), {
  summary: `Uploads up to ${LIBRARY_MAX_FILES} images to the library (JPEG, PNG, WebP or GIF, at most 10 MB each, checked by content)`,
  description:
    "Each file is checked and stored on its own: the answer has a result per file, a refused one " +
    "with the spec's message, while the others are stored. More than 10 files: 400 'Too many files'.",
  request: multipart(
    z.object({
      // One `files` part per file; a single one arrives as a lone value.
      files: z
        .preprocess(
          (value) => (value === undefined ? value : [value].flat()),
          z.array(fileField, { message: "Choose images to upload" }).min(1, "Choose images to upload"),
        )
        .openapi({ type: "array", items: { type: "string", format: "binary" } }),
      folder: LibraryFolderSchema.default("general"),
    }),
  ),
  ok: jsonContent(LibraryUploadAnswerSchema, "A result per file"),
  errors: [413],
});

export const listImagesRoute = adminRoute(owner, "read", "get", BASE, {
  summary: "The image library: searched by file name, filtered by folder and paged on the server",
  request: { query: ImageListQuerySchema },
  ok: jsonContent(pageSchema(StoredImageSchema), "A page of images"),
});

export const imageStatsRoute = adminRoute(owner, "read", "get", `${BASE}/stats`, {
  summary: "Total files, storage used, folder count and per-folder figures",
  ok: jsonContent(ImageStatsSchema, "The stats"),
});

export const getImageRoute = adminRoute(owner, "read", "get", `${BASE}/{id}`, {
  summary: "One image's details: dimensions, sizes before and after compression, folder, uploader, date",
  request: { params: IdParamSchema },
  ok: jsonContent(StoredImageSchema, "The image"),
});

export const deleteImageRoute = adminRoute(owner, "delete", "delete", `${BASE}/{id}`, {
  summary: "Deletes an image: its stored file and its record",
  request: { params: IdParamSchema },
  ok: { description: "Deleted" },
  status: 204,
});

export const deleteImagesRoute = adminRoute(owner, "delete", "post", `${BASE}/bulk-delete`, {
  summary: "Deletes several images (Delete Selected): their stored files and records",
  request: jsonBody(ImageBulkDeleteSchema),
  ok: jsonContent(ImageBulkDeleteAnswerSchema, "How many were deleted"),
});
