import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "../env";
import { mediaStorageConfig } from "./create-media-storage";

const envOf = (vars: Record<string, string>) =>
  loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "atrium-env-")), ...vars });

describe("the media storage configuration", () => {
  it("is local disk under DATA_DIR/media by default, and with MEDIA_STORAGE=local", () => {
    const env = envOf({});
    expect(env.MEDIA_STORAGE).toBe("local");
    expect(mediaStorageConfig(env)).toEqual({ driver: "local", root: path.join(env.DATA_DIR, "media") });
    // Explicit local wins over a bucket left in the environment; blank values count as unset.
    expect(envOf({ MEDIA_STORAGE: "local", S3_BUCKET: "media" }).MEDIA_STORAGE).toBe("local");
    expect(envOf({ MEDIA_STORAGE: "", S3_BUCKET: "", S3_ENDPOINT: "" }).MEDIA_STORAGE).toBe("local");
  });

  it("is S3 with MEDIA_STORAGE=s3, or when S3_BUCKET is set, with every S3 setting", () => {
    const vars = {
      S3_BUCKET: "media",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "auto",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    };
    const expected = {
      driver: "s3",
      bucket: "media",
      endpoint: "http://127.0.0.1:9000",
      region: "auto",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
    };
    expect(mediaStorageConfig(envOf(vars))).toEqual(expected);
    expect(mediaStorageConfig(envOf({ ...vars, MEDIA_STORAGE: "s3" }))).toEqual(expected);
  });

  it("leaves AWS defaults to the SDK: us-east-1, no endpoint, the credential chain, virtual hosts", () => {
    expect(mediaStorageConfig(envOf({ S3_BUCKET: "media" }))).toEqual({
      driver: "s3",
      bucket: "media",
      region: "us-east-1",
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it("stops the start with a message naming what is wrong", () => {
    expect(() => envOf({ MEDIA_STORAGE: "s3" })).toThrow(
      "S3_BUCKET: S3_BUCKET is required when MEDIA_STORAGE=s3",
    );
    expect(() => envOf({ MEDIA_STORAGE: "disk" })).toThrow(
      "MEDIA_STORAGE: MEDIA_STORAGE must be local or s3",
    );
    expect(() => envOf({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" })).toThrow(
      "S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither",
    );
    expect(() => envOf({ S3_BUCKET: "media", S3_SECRET_ACCESS_KEY: "secret" })).toThrow(
      /S3_ACCESS_KEY_ID: set both/,
    );
    expect(() => envOf({ S3_BUCKET: "media", S3_ENDPOINT: "minio:9000" })).toThrow(
      "S3_ENDPOINT: S3_ENDPOINT must be a URL",
    );
    expect(() => envOf({ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "maybe" })).toThrow(
      "S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false",
    );
  });
});
