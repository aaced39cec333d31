import { type ImageFolder, purposeOfFolder, UPLOAD_RULES } from "@common/images";
import {
  LibraryUploadAnswerSchema,
  type StoredImage,
  StoredImageSchema,
  type UploadResult,
} from "@common/schemas/images";
import type { z } from "zod";
import { ApiClientError, checkAnswer } from "./api";

export type UploadOptions = { onProgress?: (percent: number) => void; signal?: AbortSignal };

/**
 * Sends a multipart body with XMLHttpRequest rather than fetch, because only it reports upload
 * progress; the answer is checked against its schema like `api`'s, and errors come back as
 * ApiClientError in the server's words.
 */
function send<S extends z.ZodType>(
  path: string,
  body: FormData,
  schema: S,
  options: UploadOptions,
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = xhr.response as { error?: { code: string; message: string } } | null;
      if (xhr.status >= 200 && xhr.status < 300 && answer) {
        // In development a mismatch throws: reject with it rather than leave the upload hanging.
        try {
          return resolve(checkAnswer(path, schema, answer));
        } catch (err) {
          return reject(err);
        }
      }
      reject(
        new ApiClientError(
          xhr.status,
          answer?.error?.code ?? "http_error",
          answer?.error?.message ?? "An unexpected error occurred. Please try again.",
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiClientError(0, "network", "Network error. Please check your connection and try again."));
    options.signal?.addEventListener("abort", () => {
      xhr.abort();
      reject(new DOMException("Upload cancelled", "AbortError"));
    });
    xhr.send(body);
  });
}

/**
 * One image for an image field: a content item's (2 MB) into its folder, or a logo (5 MB) or
 * favicon (ico/png/svg, 1 MB) by the folder's own rules (common/images.ts).
 */
export function uploadImage(
  file: File,
  folder: ImageFolder,
  options: UploadOptions = {},
): Promise<StoredImage> {
  const rule = UPLOAD_RULES[purposeOfFolder(folder)];
  const body = new FormData();
  body.set("file", file);
  if (!rule.folder) body.set("folder", folder);
  return send(rule.path, body, StoredImageSchema, options);
}

/** One file into the Image Library's `folder`: stored, or refused with the spec's words. */
export async function uploadToLibrary(
  file: File,
  folder: ImageFolder,
  options: UploadOptions = {},
): Promise<UploadResult> {
  const body = new FormData();
  body.append("files", file);
  body.set("folder", folder);
  const { results } = await send(UPLOAD_RULES.library.path, body, LibraryUploadAnswerSchema, options);
  const [result] = results;
  if (!result) throw new ApiClientError(500, "no_result", "The server answered no result for the file.");
  return result;
}
