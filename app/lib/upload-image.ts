import type { ImageFolder } from "@common/images";
import { ApiClientError } from "./api";

export type UploadedImage = { id: string; public_url: string; name: string; size: number; mime_type: string };

/**
 * Sends one image to POST /api/v1/admin/images. XMLHttpRequest rather than fetch, because only it
 * reports upload progress; errors come back as ApiClientError in the server's words.
 */
export function uploadImage(
  file: File,
  folder: ImageFolder,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/v1/admin/images");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (UploadedImage & { error?: { code: string; message: string } }) | null;
      if (xhr.status === 201 && body) return resolve(body);
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
