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
import { createRoute, z } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

const tags = ["Images"];
const RESOURCE = "stored_images";
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
  createRoute({
    method: "post",
    path: pathOf(purpose),
    tags,
    summary,
    ...adminGuard(RESOURCE, "create"),
    request: multipart(form),
    responses: {
      201: jsonContent(StoredImageSchema, "Stored"),
      ...errorResponses(400, 401, 403, 413),
    },
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

export const uploadToLibraryRoute = createRoute({
  method: "post",
  path: pathOf("library"),
  tags,
  summary: `Uploads up to ${LIBRARY_MAX_FILES} images to the library (JPEG, PNG, WebP or GIF, at most 10 MB each, checked by content)`,
  description:
    "Each file is checked and stored on its own: the answer has a result per file, a refused one " +
    "with the spec's message, while the others are stored. More than 10 files: 400 'Too many files'.",
  ...adminGuard(RESOURCE, "create"),
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
  responses: {
    200: jsonContent(LibraryUploadAnswerSchema, "A result per file"),
    ...errorResponses(400, 401, 403, 413),
  },
});

export const listImagesRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "The image library: searched by file name, filtered by folder and paged on the server",
  ...adminGuard(RESOURCE, "read"),
  request: { query: ImageListQuerySchema },
  responses: {
    200: jsonContent(pageSchema(StoredImageSchema), "A page of images"),
    ...errorResponses(400, 401, 403),
  },
});

export const imageStatsRoute = createRoute({
  method: "get",
  path: `${BASE}/stats`,
  tags,
  summary: "Total files, storage used, folder count and per-folder figures",
  ...adminGuard(RESOURCE, "read"),
  responses: { 200: jsonContent(ImageStatsSchema, "The stats"), ...errorResponses(401, 403) },
});

export const getImageRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags,
  summary: "One image's details: dimensions, sizes before and after compression, folder, uploader, date",
  ...adminGuard(RESOURCE, "read"),
  request: { params: IdParamSchema },
  responses: { 200: jsonContent(StoredImageSchema, "The image"), ...errorResponses(400, 401, 403, 404) },
});

export const deleteImageRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Deletes an image: its stored file and its record",
  ...adminGuard(RESOURCE, "delete"),
  request: { params: IdParamSchema },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
});

export const deleteImagesRoute = createRoute({
  method: "post",
  path: `${BASE}/bulk-delete`,
  tags,
  summary: "Deletes several images (Delete Selected): their stored files and records",
  ...adminGuard(RESOURCE, "delete"),
  request: jsonBody(ImageBulkDeleteSchema),
  responses: {
    200: jsonContent(ImageBulkDeleteAnswerSchema, "How many were deleted"),
    ...errorResponses(400, 401, 403),
  },
});
