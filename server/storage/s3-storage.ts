import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { checkedKey, isMediaKey, type MediaStorage, mediaTypeOf } from "./media-storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …); unset for AWS S3. */
  endpoint?: string;
  /** Unset: the SDK's usual credential chain (AWS_* variables, shared config, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`, as MinIO and R2 often need. */
  forcePathStyle: boolean;
};

/**
 * Media in an S3-compatible bucket, each object stored with its content type, so every server
 * process sees the same files. Checks at once that the bucket answers: a wrong bucket, region or
 * key stops the start with a clear message instead of failing the first upload.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<MediaStorage> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Not every S3-compatible service takes the SDK's default CRC checksum headers.
    ...(options.endpoint
      ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" }
      : {}),
    // The SDK waits forever by default; a stalled store must not hold requests open.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
  });
  const Bucket = options.bucket;
  await checkBucket(client, options);
  return {
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: mediaTypeOf(key) }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          bytes: await object.Body.transformToByteArray(),
          type: storedType(object.ContentType) ?? mediaTypeOf(key),
        };
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (err) {
        // S3 answers 204 for a missing key; some compatible services answer 404.
        if (statusOf(err) !== 404) throw err;
      }
    },
  };
}

/** The type an object was stored with, unless it is missing or generic (copied in by a tool that guessed). */
const storedType = (type: string | undefined) =>
  type && !/^(application|binary)\/octet-stream\b/.test(type) ? type : undefined;

const statusOf = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;

async function checkBucket(client: S3Client, options: S3StorageOptions) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
  } catch (err) {
    client.destroy();
    const where = `bucket "${options.bucket}" at ${options.endpoint ?? `AWS S3 (${options.region})`}`;
    const status = statusOf(err);
    const reason =
      status === 404
        ? "it does not exist; create it first or correct S3_BUCKET"
        : status === 403 || status === 401
          ? "access denied; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY"
          : status === 301
            ? "it is in another region; correct S3_REGION"
            : err instanceof Error
              ? err.message || err.name
              : String(err);
    throw new Error(`Media storage: cannot use ${where}: ${reason}`, { cause: err });
  }
}
