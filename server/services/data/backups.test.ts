import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { BackupNameSchema, DATA_TEXT, EXPORT_DATABASE_MARKER, ExportFileSchema } from "@common/schemas/data";
import { testimonials } from "@server/db/schema";
import { seedDefaults } from "@server/db/seed";
import { createLogger } from "@server/lib/logger";
import { setUpTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BACKUP_LOCK_KEY,
  type BackupDeps,
  backupFileName,
  backupsDirectory,
  createBackup,
  createBackupScheduler,
  deleteBackup,
  listBackups,
  openBackup,
  readBackup,
  restoreBackup,
} from "./backups";
import { exportedTables } from "./catalogue";

const handle = setUpTestDb();
// Some content to back up: the seeded site (testimonials among it).
beforeAll(() => seedDefaults(handle.db));
const HOUR = 60 * 60 * 1000;
const T0 = new Date("2026-03-01T02:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Backups in a data directory of their own. */
function deps(keep = 7): BackupDeps {
  return {
    db: handle.db,
    env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "atrium-backups-")), BACKUP_KEEP: keep },
  };
}

const filesIn = (d: BackupDeps) => readdirSync(backupsDirectory(d.env)).sort();

describe("backups", () => {
  it("writes the export, gzipped, under a backup's name, readable only by its owner", async () => {
    const d = deps();
    const { backup, removed } = await createBackup(d, { now: () => T0 });
    expect(backup.name).toBe("atrium_backup_2026-03-01T02-00-00-000Z.json.gz");
    expect(BackupNameSchema.parse({ name: backup.name }).name).toBe(backup.name);
    expect(backup.created_at).toBe(T0.toISOString());
    expect(removed).toEqual([]);
    // Complete: renamed from its temporary name, which is gone.
    expect(filesIn(d)).toEqual([backup.name]);
    const file = path.join(backupsDirectory(d.env), backup.name);
    expect(statSync(file).size).toBe(backup.size);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const exported = ExportFileSchema.parse(JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")));
    expect(exported.database).toBe(EXPORT_DATABASE_MARKER);
    expect(Object.keys(exported.tables)).toEqual(exportedTables().map((t) => t.name));
    const stored = await handle.db.select().from(testimonials);
    expect(stored.length).toBeGreaterThan(0);
    expect(exported.tables.testimonials?.count).toBe(stored.length);
    expect(exported.tables.testimonials?.data.map((r) => r.id).sort()).toEqual(
      stored.map((r) => r.id).sort(),
    );
    expect(await listBackups(d)).toEqual([backup]);
  });

  it("keeps the newest BACKUP_KEEP backups and leaves other files alone", async () => {
    const d = deps(3);
    await createBackup(d, { now: () => at(0) });
    writeFileSync(path.join(backupsDirectory(d.env), "notes.txt"), "mine");
    for (const day of [1, 2]) await createBackup(d, { now: () => at(day * 24 * HOUR) });
    expect((await listBackups(d)).length).toBe(3);
    const { removed } = await createBackup(d, { now: () => at(3 * 24 * HOUR) });
    expect(removed).toEqual([backupFileName(at(0))]);
    const { removed: next } = await createBackup(d, { now: () => at(4 * 24 * HOUR) });
    expect(next).toEqual([backupFileName(at(24 * HOUR))]);
    expect((await listBackups(d)).map((b) => b.name)).toEqual(
      [4, 3, 2].map((day) => backupFileName(at(day * 24 * HOUR))),
    );
    expect(filesIn(d)).toContain("notes.txt");
  });

  it("reaches backups by name only: unknown names and paths answer 404", async () => {
    const d = deps();
    writeFileSync(path.join(d.env.DATA_DIR, "app-secret"), "secret");
    for (const name of [
      "../app-secret",
      "..%2Fapp-secret",
      "atrium_backup_2026-03-01T02-00-00-000Z.json.gz/../../app-secret",
      backupFileName(T0),
    ]) {
      await expect(openBackup(d, name), name).rejects.toMatchObject({ status: 404 });
      await expect(deleteBackup(d, name), name).rejects.toMatchObject({ status: 404 });
      await expect(readBackup(d, name), name).rejects.toMatchObject({ status: 404 });
    }
  });

  it("deletes a backup, and downloads one as it is", async () => {
    const d = deps();
    const { backup } = await createBackup(d, { now: () => T0 });
    const { stream, size } = await openBackup(d, backup.name);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(readFileSync(path.join(backupsDirectory(d.env), backup.name)));
    expect(size).toBe(backup.size);
    await deleteBackup(d, backup.name);
    expect(await listBackups(d)).toEqual([]);
  });

  it("restores a backup in replace mode", async () => {
    const d = deps();
    const [kept] = await handle.db.select().from(testimonials).limit(1);
    if (!kept) throw new Error("the seed has testimonials");
    const { backup } = await createBackup(d, { now: () => T0 });
    await handle.db.delete(testimonials).where(eq(testimonials.id, kept.id));
    const progress: string[] = [];
    const result = await restoreBackup(d, backup.name, { onProgress: (p) => progress.push(p.table) });
    expect(result).toMatchObject({ status: "completed", mode: "replace", failed_tables: 0 });
    expect(progress).toContain("testimonials");
    const [back] = await handle.db.select().from(testimonials).where(eq(testimonials.id, kept.id));
    expect(back).toEqual(kept);
  });

  it("refuses a backup file that is not a gzipped export with the spec's words", async () => {
    const d = deps();
    const { backup } = await createBackup(d, { now: () => T0 });
    writeFileSync(path.join(backupsDirectory(d.env), backup.name), "not gzip");
    await expect(restoreBackup(d, backup.name)).rejects.toMatchObject({
      status: 400,
      message: DATA_TEXT.invalidJson,
    });
  });
});

describe("the daily backup", () => {
  const logger = createLogger("silent");
  const scheduler = (d: BackupDeps, now: () => Date) =>
    createBackupScheduler({ ...d, dbHandle: handle, logger }, { now });

  it("backs up when there is none or the newest is a day old, and not when it is recent", async () => {
    const d = deps();
    let now = at(0);
    const schedule = scheduler(d, () => now);
    expect(await schedule.checkNow()).toBe("backed_up");
    now = at(23 * HOUR);
    expect(await schedule.checkNow()).toBe("recent");
    expect((await listBackups(d)).length).toBe(1);
    now = at(24 * HOUR);
    expect(await schedule.checkNow()).toBe("backed_up");
    expect((await listBackups(d)).map((b) => b.name)).toEqual([
      backupFileName(at(24 * HOUR)),
      backupFileName(at(0)),
    ]);
    // A restart an hour later finds today's backup: no second one.
    const restarted = scheduler(d, () => at(25 * HOUR));
    expect(await restarted.checkNow()).toBe("recent");
    expect((await listBackups(d)).length).toBe(2);
  });

  it("checks at start, and stops", async () => {
    const d = deps();
    const schedule = scheduler(d, () => T0);
    schedule.start();
    // The start's check is under way; asking again answers that same check.
    expect(await schedule.checkNow()).toBe("backed_up");
    await schedule.stop();
    expect(await schedule.checkNow()).toBe("stopped");
    expect((await listBackups(d)).length).toBe(1);
  });

  it("leaves the backup to the process holding the lock", async () => {
    const d = deps();
    const lock = await handle.tryAdvisoryLock(BACKUP_LOCK_KEY);
    expect(lock).not.toBeNull();
    expect(await scheduler(d, () => T0).checkNow()).toBe("busy");
    expect(await listBackups(d)).toEqual([]);
    await lock?.release();
    // Two schedulers at once (two processes): one backs up, the other finds it busy or done.
    const outcomes = await Promise.all([
      scheduler(d, () => T0).checkNow(),
      scheduler(d, () => T0).checkNow(),
    ]);
    expect(outcomes.filter((o) => o === "backed_up")).toHaveLength(1);
    expect(outcomes.filter((o) => o !== "backed_up")[0]).toMatch(/^(busy|recent)$/);
    expect((await listBackups(d)).length).toBe(1);
  });

  it("logs a failed backup and tries again at the next check", async () => {
    const d = deps();
    // The backups directory cannot be created: a file stands in its place.
    writeFileSync(backupsDirectory(d.env), "in the way");
    const errors: unknown[] = [];
    const spy = createLogger("silent");
    spy.error = ((obj: unknown) => errors.push(obj)) as typeof spy.error;
    const schedule = createBackupScheduler({ ...d, dbHandle: handle, logger: spy }, { now: () => T0 });
    expect(await schedule.checkNow()).toBe("failed");
    expect(errors).toHaveLength(1);
  });
});
