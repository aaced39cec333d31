import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";

const tmp = () => mkdtempSync(path.join(tmpdir(), "atrium-env-"));

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const dir = tmp();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.DATA_DIR).toBe(path.resolve(dir));
  });

  it("generates APP_SECRET once into the data directory when unset", () => {
    const dir = tmp();
    const first = loadEnv({ DATA_DIR: dir }).APP_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, "app-secret"), "utf8")).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET).toBe(first);
    expect(loadEnv({ DATA_DIR: tmp(), APP_SECRET: "x".repeat(40) }).APP_SECRET).toBe("x".repeat(40));
  });

  it("names every invalid setting", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", DATA_DIR: tmp() })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\//,
    );
    expect(existsSync(path.join(tmp(), "app-secret"))).toBe(false);
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(loadEnv({ TRUST_PROXY: "true", DATA_DIR: tmp() }).TRUST_PROXY).toBe(true);
  });
});
