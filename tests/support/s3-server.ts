import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** s3rver's one account: it refuses any other access key (it does not verify SigV4 signatures). */
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type TestS3Server = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  bucket: string;
  credentials: typeof KEYS;
  /** The environment that points Atrium's media storage at this server's bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1, on a port the OS picks, keeping its objects
 * in a fresh temporary directory, with one empty bucket.
 */
export async function startS3Server(bucket = "atrium-media"): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "atrium-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    credentials: KEYS,
    env: {
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
