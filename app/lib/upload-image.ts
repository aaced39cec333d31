import type { ImageFolder } from "@common/images";
import { type StoredImage, StoredImageSchema } from "@common/schemas/images";
import { ApiClientError, checkAnswer } from "./api";

const PATH = "/api/v1/admin/images";

/**
 * Sends one image to POST /api/v1/admin/images. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; the answer is checked against its schema like `api`'s, and errors come
 * back as ApiClientError in the server's words.
 */
export function uploadImage(
  file: File,
  folder: ImageFolder,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<StoredImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", PATH);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: { code: string; message: string } } | null;
      if (xhr.status === 201 && body) {
        // In development a mismatch throws: reject with it rather than leave the upload hanging.
        try {
          return resolve(checkAnswer(PATH, StoredImageSchema, body));
        } catch (err) {
          return reject(err);
        }
      }
      reject(
        new ApiClientError(
          xhr.status,
          body?.error?.code ?? "http_error",
          body?.error?.message ?? "An unexpected error occurred. Please try again.",
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ApiClientError(0, "network", "Network error. Please check your connection and try again."));
    options.signal?.addEventListener("abort", () => {
      xhr.abort();
      reject(new DOMException("Upload cancelled", "AbortError"));
    });
    const body = new FormData();
    body.set("file", file);
    body.set("folder", folder);
    xhr.send(body);
  });
}
