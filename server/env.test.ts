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
    expect(env.TRUST_PROXY).toBeNull();
    expect(env.DATA_DIR).toBe(path.resolve(dir));
  });

  it("generates APP_SECRET once into the data directory when unset", () => {
    const dir = tmp();
    const first = loadEnv({ DATA_DIR: dir }).APP_SECRET;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, "app-secret"), "utf8")).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET).toBe(first);
    expect(loadEnv({ DATA_DIR: tmp(), APP_SECRET: "x".repeat(40) }).APP_SECRET).toBe("x".repeat(40));
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET_SOURCE).toBe("data-directory");
    expect(loadEnv({ DATA_DIR: tmp(), APP_SECRET: "x".repeat(40) }).APP_SECRET_SOURCE).toBe("environment");
  });

  it("gives an AI provider a minute to answer unless told otherwise", () => {
    expect(loadEnv({ DATA_DIR: tmp() }).AI_TIMEOUT_MS).toBe(60_000);
    expect(loadEnv({ DATA_DIR: tmp(), AI_TIMEOUT_MS: "1500" }).AI_TIMEOUT_MS).toBe(1500);
    expect(() => loadEnv({ DATA_DIR: tmp(), AI_TIMEOUT_MS: "soon" })).toThrow("AI_TIMEOUT_MS");
  });

  it("keeps seven daily backups unless told otherwise", () => {
    expect(loadEnv({ DATA_DIR: tmp() })).toMatchObject({ BACKUP_KEEP: 7, BACKUP_SCHEDULE: "daily" });
    expect(loadEnv({ DATA_DIR: tmp(), BACKUP_KEEP: "30", BACKUP_SCHEDULE: "off" })).toMatchObject({
      BACKUP_KEEP: 30,
      BACKUP_SCHEDULE: "off",
    });
    expect(() => loadEnv({ DATA_DIR: tmp(), BACKUP_KEEP: "0" })).toThrow(
      "BACKUP_KEEP: BACKUP_KEEP must be a whole number from 1 to 1000",
    );
    expect(() => loadEnv({ DATA_DIR: tmp(), BACKUP_SCHEDULE: "weekly" })).toThrow(
      "BACKUP_SCHEDULE: BACKUP_SCHEDULE must be daily or off",
    );
  });

  it("names every invalid setting", () => {
    expect(() => loadEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", DATA_DIR: tmp() })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must start with postgres:\/\//,
    );
    expect(existsSync(path.join(tmp(), "app-secret"))).toBe(false);
  });

  it("reads TRUST_PROXY as a number of proxies or a list of proxy addresses", () => {
    const trust = (value: string) => loadEnv({ TRUST_PROXY: value, DATA_DIR: tmp() }).TRUST_PROXY;
    expect(trust("false")).toBeNull();
    expect(trust("0")).toBeNull();
    const one = trust("true");
    expect(one?.("203.0.113.9", 0)).toBe(true);
    expect(one?.("203.0.113.9", 1)).toBe(false);
    expect(trust("2")?.("203.0.113.9", 1)).toBe(true);
    const listed = trust("10.0.0.0/8, 192.0.2.7");
    expect(listed?.("10.1.2.3", 0)).toBe(true);
    expect(listed?.("192.0.2.7", 3)).toBe(true);
    expect(listed?.("198.51.100.1", 0)).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: "10.0.0.0/99", DATA_DIR: tmp() })).toThrow(/TRUST_PROXY must be/);
  });
});
