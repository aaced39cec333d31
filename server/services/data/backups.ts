import { createReadStream, createWriteStream, type ReadStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import {
  type Backup,
  BackupNameSchema,
  DATA_TEXT,
  type ImportResult,
  type TableProgress,
} from "@common/schemas/data";
import type { AppDeps } from "@server/context";
import type { Database } from "@server/db/client";
import type { Env } from "@server/env";
import { ApiError, notFound } from "@server/lib/errors";
import { exportJson } from "./export-json";
import { type ImportOptions, importData } from "./import";

/**
 * Backups (issue 14): the JSON export, gzipped, in `DATA_DIR/backups`, one file per backup named
 * `atrium_backup_{time}.json.gz`; the newest BACKUP_KEEP are kept. Made each day by the schedule
 * below and on demand ("Back up now"); restored with the import in replace mode.
 */

/**
 * Streams the export file into `out`, gzipped when asked: what backups and `npm run data:export`
 * share. `end: false` leaves `out` open (standard output).
 */
export function writeExport(
  db: Database,
  out: Writable,
  options: { gzip?: boolean; onProgress?: (p: TableProgress) => void; signal?: AbortSignal; end?: boolean },
): Promise<void> {
  const text = exportJson(db, { onProgress: options.onProgress });
  const pipe = { signal: options.signal, end: options.end };
  return options.gzip ? pipeline(text, createGzip(), out, pipe) : pipeline(text, out, pipe);
}

/** A stream's whole text, gunzipped first when asked (an import parses the file whole). */
export async function readText(source: Readable, options: { gunzip?: boolean }): Promise<string> {
  const chunks: Buffer[] = [];
  const collect = async (text: AsyncIterable<Buffer | string>) => {
    for await (const chunk of text) chunks.push(Buffer.from(chunk));
  };
  if (options.gunzip) await pipeline(source, createGunzip(), collect);
  else await pipeline(source, collect);
  return Buffer.concat(chunks).toString("utf8");
}

export type BackupDeps = { db: Database; env: Pick<Env, "DATA_DIR" | "BACKUP_KEEP"> };

export const backupsDirectory = (env: Pick<Env, "DATA_DIR">) => path.join(env.DATA_DIR, "backups");

/** `2026-11-23T10:00:00.000Z` → `atrium_backup_2026-11-23T10-00-00-000Z.json.gz`. */
export const backupFileName = (at: Date) => `atrium_backup_${at.toISOString().replace(/[:.]/g, "-")}.json.gz`;

const isBackupName = (name: string) => BackupNameSchema.shape.name.safeParse(name).success;

/** When a backup was made, read back from its name; null for a name not written by backupFileName. */
function timeOfName(name: string): Date | null {
  const m = /^atrium_backup_(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json\.gz$/.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * The path of backup `name`, which must be a backup's file name: never a path, so no request can
 * reach another file (`../app-secret`). Unknown names answer 404.
 */
async function backupPath(env: Pick<Env, "DATA_DIR">, name: string) {
  if (!isBackupName(name) || path.basename(name) !== name) throw notFound("The backup");
  const file = path.join(backupsDirectory(env), name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFound("The backup");
  return { file, info };
}

/** The backups, newest first. */
export async function listBackups(deps: Pick<BackupDeps, "env">): Promise<Backup[]> {
  const dir = backupsDirectory(deps.env);
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  const backups: Backup[] = [];
  for (const name of names.filter(isBackupName)) {
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (!info?.isFile()) continue;
    const at = timeOfName(name) ?? info.mtime;
    backups.push({ name, size: info.size, created_at: at.toISOString() });
  }
  return backups.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name));
}

/** Deletes all but the newest BACKUP_KEEP backups; answers the names deleted. */
export async function pruneBackups(deps: Pick<BackupDeps, "env">): Promise<string[]> {
  const old = (await listBackups(deps)).slice(deps.env.BACKUP_KEEP);
  for (const backup of old) await rm(path.join(backupsDirectory(deps.env), backup.name), { force: true });
  return old.map((b) => b.name);
}

export type CreateBackupOptions = {
  /** The clock that names the file (tests set it). */
  now?: () => Date;
  /** Stops the export (shutdown); the partial file is removed. */
  signal?: AbortSignal;
};

/**
 * Streams the export through gzip into a new backup file, then deletes the backups beyond
 * BACKUP_KEEP. The file is written under a temporary name and renamed once complete, so a backup
 * in the list is never half-written.
 */
export async function createBackup(
  deps: BackupDeps,
  options: CreateBackupOptions = {},
): Promise<{ backup: Backup; removed: string[] }> {
  const dir = backupsDirectory(deps.env);
  // Owner only: a backup holds password hashes and (encrypted) secrets.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = backupFileName((options.now ?? (() => new Date()))());
  const file = path.join(dir, name);
  const partial = path.join(dir, `.${name}.partial`);
  try {
    await writeExport(deps.db, createWriteStream(partial, { mode: 0o600 }), {
      gzip: true,
      signal: options.signal,
    });
    await rename(partial, file);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  const removed = await pruneBackups(deps);
  const info = await stat(file);
  const backup = { name, size: info.size, created_at: (timeOfName(name) ?? info.mtime).toISOString() };
  return { backup, removed };
}

/** A backup's file for download: its stream and size. */
export async function openBackup(
  deps: Pick<BackupDeps, "env">,
  name: string,
): Promise<{ stream: ReadStream; size: number }> {
  const { file, info } = await backupPath(deps.env, name);
  return { stream: createReadStream(file), size: info.size };
}

export async function deleteBackup(deps: Pick<BackupDeps, "env">, name: string): Promise<void> {
  const { file } = await backupPath(deps.env, name);
  await rm(file, { force: true });
}

/** A backup's export file, unzipped and parsed; 400 with the spec's words when it cannot be read. */
export async function readBackup(deps: Pick<BackupDeps, "env">, name: string): Promise<unknown> {
  const { file } = await backupPath(deps.env, name);
  try {
    return JSON.parse(await readText(createReadStream(file), { gunzip: true }));
  } catch {
    throw new ApiError(400, "invalid_backup", DATA_TEXT.invalidJson);
  }
}

/** Restores a backup: the import in replace mode (the database becomes the backup, or stays as it was). */
export async function restoreBackup(
  deps: BackupDeps,
  name: string,
  options: Omit<ImportOptions, "mode"> = {},
): Promise<ImportResult> {
  const file = await readBackup(deps, name);
  return importData(deps.db, file, { ...options, mode: "replace" });
}

/** "atrium:backups", as the advisory lock's key. */
export const BACKUP_LOCK_KEY = 0x61_74_62_6b_70;

const HOUR_MS = 60 * 60 * 1000;
export const BACKUP_MAX_AGE_MS = 24 * HOUR_MS;

export type BackupSchedulerOptions = {
  /** The clock (tests drive it). */
  now?: () => Date;
  /** Between checks; default an hour. */
  checkEveryMs?: number;
};

export type BackupCheck = "backed_up" | "recent" | "busy" | "failed" | "stopped";

/**
 * The daily backup: at start and then every hour, a backup is made when the newest is a day old
 * or there is none, so a restart neither skips a day nor makes a second backup the same day. Of
 * several processes one checks at a time (an advisory lock), and the others then find the
 * backup it made.
 */
export function createBackupScheduler(
  deps: BackupDeps & Pick<AppDeps, "dbHandle" | "logger">,
  options: BackupSchedulerOptions = {},
) {
  const now = options.now ?? (() => new Date());
  const log = deps.logger;
  let timer: NodeJS.Timeout | null = null;
  let checking: Promise<BackupCheck> | null = null;
  const abort = new AbortController();

  async function check(): Promise<BackupCheck> {
    if (abort.signal.aborted) return "stopped";
    const lock = await deps.dbHandle.tryAdvisoryLock(BACKUP_LOCK_KEY);
    if (!lock) {
      log.debug("another process is checking the daily backup");
      return "busy";
    }
    try {
      const [newest] = await listBackups(deps);
      if (newest && now().getTime() - Date.parse(newest.created_at) < BACKUP_MAX_AGE_MS) {
        log.debug({ newest: newest.name }, "the newest backup is less than a day old");
        return "recent";
      }
      const { backup, removed } = await createBackup(deps, { now, signal: abort.signal });
      log.info({ backup: backup.name, size: backup.size, removed }, "daily backup written");
      return "backed_up";
    } catch (err) {
      if (abort.signal.aborted) return "stopped";
      log.error({ err }, "the daily backup failed");
      return "failed";
    } finally {
      await lock.release();
    }
  }

  /** One check at a time: a check asked for while one runs answers that one's outcome. */
  const checkNow = () => {
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  };

  return {
    checkNow,
    start() {
      if (timer || abort.signal.aborted) return;
      void checkNow();
      timer = setInterval(() => void checkNow(), options.checkEveryMs ?? HOUR_MS);
      timer.unref();
    },
    /** Stops the schedule; a backup being written is abandoned (its partial file removed). */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      abort.abort();
      await checking;
    },
  };
}

export type BackupScheduler = ReturnType<typeof createBackupScheduler>;
