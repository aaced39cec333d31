import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DATA_TEXT } from "@common/schemas/data";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { EmbeddedDatabaseInUse, embeddedLockFile, lockEmbeddedDatabase } from "./embedded-lock";

const dataDir = () => path.join(mkdtempSync(path.join(tmpdir(), "atrium-lock-")), "pglite");

describe("the embedded database's lock file", () => {
  it("is written while the database is open and removed when it closes", async () => {
    const dir = dataDir();
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    expect(readFileSync(embeddedLockFile(dir), "utf8")).toBe(`${process.pid}\nserver\n`);
    expect(embeddedLockFile(dir)).toBe(path.join(path.dirname(dir), "pglite.pid"));
    await handle.close();
    expect(existsSync(embeddedLockFile(dir))).toBe(false);
  });

  it("refuses while another running process holds it, naming that process", async () => {
    const dir = dataDir();
    // The test runner's parent: a process that is surely running, and not this one.
    writeFileSync(embeddedLockFile(dir), `${process.ppid}\nserver\n`);
    await expect(openDatabase({ kind: "pglite", dataDir: dir, holder: "command" })).rejects.toThrow(
      DATA_TEXT.embeddedInUse(process.ppid),
    );
    writeFileSync(embeddedLockFile(dir), `${process.ppid}\ncommand\n`);
    expect(() => lockEmbeddedDatabase(dir, "server")).toThrow(EmbeddedDatabaseInUse);
    expect(() => lockEmbeddedDatabase(dir, "server")).toThrow(DATA_TEXT.embeddedInUseByCommand(process.ppid));
    // Refused: the holder's file stays as it was.
    expect(readFileSync(embeddedLockFile(dir), "utf8")).toBe(`${process.ppid}\ncommand\n`);
  });

  it("takes over a file left by a process that is gone", () => {
    const dir = dataDir();
    const gone = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(embeddedLockFile(dir), `${gone}\nserver\n`);
    const release = lockEmbeddedDatabase(dir, "command");
    expect(readFileSync(embeddedLockFile(dir), "utf8")).toBe(`${process.pid}\ncommand\n`);
    release();
    expect(existsSync(embeddedLockFile(dir))).toBe(false);
  });
});
