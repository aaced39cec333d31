import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkedKey, isMediaKey, type MediaStorage, mediaTypeOf } from "./media-storage";

/**
 * Files under `root` (DATA_DIR/media), one per key. The key's extension is the stored type: keys
 * are checked before they become paths, so nothing outside `root` is ever read or written.
 */
export function createLocalStorage(root: string): MediaStorage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return { bytes: await readFile(fileOf(key)), type: mediaTypeOf(key) };
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
