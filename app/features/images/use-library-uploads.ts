import { type ImageFolder, PROGRESS_CLEAR_MS } from "@common/images";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "~/lib/toast";
import { uploadToLibrary } from "~/lib/upload-image";
import { IMAGES_COPY } from "./copy";
import { images } from "./resource";

/** One file in the progress card (spec 2 §4: uploading, then completed or error). */
export type UploadRow = {
  id: string;
  name: string;
  progress: number;
  status: "uploading" | "completed" | "error";
  error?: string;
};

/** Files sent at once: enough to keep the line busy, few enough not to crowd the server. */
const PARALLEL = 3;

/** Runs `run` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The Upload tab's uploads: each valid file is sent on its own request (so its progress bar is
 * real), the invalid ones are listed with their reason; at the end the spec's "Upload completed"
 * toast counts them, the library's lists reload, and the progress list clears 3 s later.
 */
export function useLibraryUploads() {
  const client = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      clearTimeout(clearTimer.current);
      abort.current?.abort();
    },
    [],
  );

  const update = (id: string, change: Partial<UploadRow>) =>
    setRows((now) => now.map((row) => (row.id === id ? { ...row, ...change } : row)));

  async function start(files: File[], invalid: { name: string; error: string }[], folder: ImageFolder) {
    clearTimeout(clearTimer.current);
    const queued = files.map((file) => ({ file, id: crypto.randomUUID() }));
    setRows([
      ...invalid.map((f) => ({
        id: crypto.randomUUID(),
        name: f.name,
        progress: 0,
        status: "error" as const,
        error: f.error,
      })),
      ...queued.map(({ file, id }) => ({ id, name: file.name, progress: 0, status: "uploading" as const })),
    ]);
    let done = 0;
    if (queued.length > 0) {
      setBusy(true);
      abort.current = new AbortController();
      const { signal } = abort.current;
      try {
        await eachLimited(queued, PARALLEL, async ({ file, id }) => {
          try {
            const result = await uploadToLibrary(file, folder, {
              signal,
              onProgress: (progress) => update(id, { progress }),
            });
            if (result.success) done++;
            update(
              id,
              result.success
                ? { status: "completed", progress: 100 }
                : { status: "error", error: result.error ?? IMAGES_COPY.uploadFailedMessage },
            );
          } catch (err) {
            if (signal.aborted) throw err;
            update(id, {
              status: "error",
              error: err instanceof Error ? err.message : IMAGES_COPY.uploadFailedMessage,
            });
          }
        });
        const summary = { description: IMAGES_COPY.uploadCounts(done, queued.length - done) };
        if (done === 0) toast.error(IMAGES_COPY.uploadCompleted, summary);
        else toast.success(IMAGES_COPY.uploadCompleted, summary);
      } catch {
        // Leaving the tab cancels the uploads: no toast for that (spec 2 §8).
        if (!signal.aborted)
          toast.error(IMAGES_COPY.uploadFailed, { description: IMAGES_COPY.uploadFailedMessage });
      } finally {
        setBusy(false);
        if (done > 0) void client.invalidateQueries({ queryKey: images.key });
      }
    }
    clearTimer.current = setTimeout(() => setRows([]), PROGRESS_CLEAR_MS);
  }

  return { rows, busy, start };
}
