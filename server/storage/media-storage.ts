import { MEDIA_EXTENSIONS, type MediaExtension } from "@common/images";

/**
 * Where uploaded files live (ARCHITECTURE.md decision 19): local disk under DATA_DIR/media by
 * default (local-storage.ts), or an S3-compatible bucket that several server processes share
 * (s3-storage.ts); create-media-storage.ts picks one from the configuration.
 */
export interface MediaStorage {
  /** Stores the bytes under `key`, with the content type its extension names. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file and the type it was stored with; null when there is no such file or the key is not a media key. */
  get(key: string): Promise<MediaObject | null>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
}

export type MediaObject = { bytes: Uint8Array; type: string };

/** Keys are folder/uuid.ext as made by the image service; anything else is refused. */
const KEY = new RegExp(`^(?:[a-z0-9-]+/)?[0-9a-f-]{36}\\.(?:${Object.keys(MEDIA_EXTENSIONS).join("|")})$`);

export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

/** The key, when it is a media key; a driver refuses to write or delete anything else. */
export function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${key}`);
  return key;
}

/** The type a (valid) key's file is served as, read from its extension. */
export function mediaTypeOf(key: string): string {
  return MEDIA_EXTENSIONS[checkedKey(key).split(".").pop() as MediaExtension];
}
