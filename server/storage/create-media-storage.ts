import path from "node:path";
import type { Env } from "../env";
import { createLocalStorage } from "./local-storage";
import type { MediaStorage } from "./media-storage";
import type { S3StorageOptions } from "./s3-storage";

export type MediaStorageConfig = { driver: "local"; root: string } | ({ driver: "s3" } & S3StorageOptions);

/** The store the (checked) environment asks for; env.ts decides the driver and refuses gaps. */
export function mediaStorageConfig(env: Env): MediaStorageConfig {
  if (env.MEDIA_STORAGE === "local") return { driver: "local", root: path.join(env.DATA_DIR, "media") };
  if (!env.S3_BUCKET) throw new Error("S3_BUCKET is required when MEDIA_STORAGE=s3");
  return {
    driver: "s3",
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * The configured store; an S3 bucket is checked before the server starts. The AWS SDK is loaded
 * only for S3: it is large, and a local store never needs it.
 */
export async function createMediaStorage(config: MediaStorageConfig): Promise<MediaStorage> {
  if (config.driver === "local") return createLocalStorage(config.root);
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage(config);
}
