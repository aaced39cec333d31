import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Where uploaded files live. Local disk under DATA_DIR/media by default; an S3-compatible store
 * can implement the same three calls (ARCHITECTURE.md, scale-out path).
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

/**
 * Keys are folder/uuid.ext as made by the image service; anything else is refused. ico and svg
 * are favicons (until MEDIA_EXTENSIONS in common/images.ts lists the extensions once).
 */
const KEY = /^(?:[a-z0-9-]+\/)?[0-9a-f-]{36}\.(?:jpg|png|webp|gif|ico|svg)$/;

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
