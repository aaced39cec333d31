import { MAX_IMAGE_PIXELS } from "@common/images";
import { IMAGE_VARIANT_WIDTHS } from "@common/public-images";
import { loadSharp } from "../lib/sharp";
import type { MediaObject, MediaStorage } from "./media-storage";

/** Drawings and icons are answered as they are: a WebP of them would be larger or lose the icon's sizes. */
const KEPT_TYPES = new Set(["image/svg+xml", "image/x-icon"]);

/** The requested variant width, when it is one the pages ask for (`IMAGE_VARIANT_WIDTHS`); else null. */
export function variantWidth(value: string): number | null {
  const width = Number(value);
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width) && String(width) === value
    ? width
    : null;
}

/**
 * The responsive variants of stored images (issue 16): `get(key, width)` answers a WebP of the
 * stored picture at most `width` pixels wide (never enlarged), made with sharp on first request
 * and kept in a byte-bounded in-memory LRU — stored names are unique and never change, so a
 * variant never goes stale, and the cache works the same over the local and the S3 storage.
 * Concurrent requests for one variant share one resize.
 */
export function createMediaVariants(storage: MediaStorage, maxBytes = 48 * 1024 * 1024) {
  const cache = new Map<string, MediaObject>();
  const pending = new Map<string, Promise<MediaObject | null>>();
  let cachedBytes = 0;

  function remember(id: string, media: MediaObject) {
    if (media.bytes.length > maxBytes) return;
    cache.set(id, media);
    cachedBytes += media.bytes.length;
    for (const [oldest, old] of cache) {
      if (cachedBytes <= maxBytes) break;
      cache.delete(oldest);
      cachedBytes -= old.bytes.length;
    }
  }

  async function make(key: string, width: number): Promise<MediaObject | null> {
    const original = await storage.get(key);
    if (!original || KEPT_TYPES.has(original.type)) return original;
    const sharp = await loadSharp();
    const bytes = await sharp(original.bytes, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => null);
    // A stored file sharp cannot read is still answered, as it is.
    return bytes ? { bytes, type: "image/webp" } : original;
  }

  return {
    async get(key: string, width: number): Promise<MediaObject | null> {
      const id = `${key}@${width}`;
      const hit = cache.get(id);
      if (hit) {
        cache.delete(id); // most recently used goes last
        cache.set(id, hit);
        return hit;
      }
      let job = pending.get(id);
      if (!job) {
        job = make(key, width).finally(() => pending.delete(id));
        pending.set(id, job);
        const media = await job;
        if (media) remember(id, media);
        return media;
      }
      return job;
    },
    /** For tests: how many variants are held. */
    get size() {
      return cache.size;
    },
  };
}
