import { mkdirSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type EmbeddedHolder, lockEmbeddedDatabase } from "./embedded-lock";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Rows of a raw SQL query; both drivers (PGlite and pg) answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The database and what the rest of the server needs from the driver behind it. */
export interface DbHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * A session-level advisory lock (pg_try_advisory_lock) held on a connection of its own until
   * released or the connection ends, so one process at a time does a job (the IMAP poller);
   * null when another session holds it. PGlite has one process: the lock is kept in memory.
   */
  tryAdvisoryLock(key: number): Promise<AdvisoryLock | null>;
  /**
   * Where pg_dump reads the data from (the SQL script): the server's connection string, or for
   * PGlite a consistent copy of the instance (pg_dump must not share the live instance's session).
   */
  dumpSource: { kind: "pglite"; snapshot(): Promise<PgliteSnapshot> } | { kind: "postgres"; url: string };
  close(): Promise<void>;
}

export type AdvisoryLock = { release(): Promise<void> };

/** A copy of the embedded database, open on its own; close removes it. */
export type PgliteSnapshot = { pg: PGlite; close(): Promise<void> };

/** Resolved from the working directory (the project root), not from the bundled file's URL. */
export const MIGRATIONS_FOLDER = path.resolve("server/db/migrations");

export type DbOptions =
  | { kind: "postgres"; url: string }
  | {
      kind: "pglite";
      dataDir?: string;
      loadDataDir?: Blob;
      /** Who holds a dataDir while it is open (embedded-lock.ts); the server unless said. */
      holder?: EmbeddedHolder;
    };

/** Extensions the migrations use; PGlite bundles them but loads only those named here. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's PostgreSQL runs inside this process, and WebAssembly memory never shrinks: PostgreSQL's
 * default 128 MB of shared buffers (touched as pages are read) was the largest part of the idle
 * process. 16 MB holds the hot pages of the tables the site reads on every request; the rest is
 * read from the operating system's file cache (docs/benchmarks.md, memory).
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
  "-c",
  "temp_buffers=1MB",
  "-c",
  "wal_buffers=1MB",
  "-c",
  "maintenance_work_mem=16MB",
];

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  return options.kind === "postgres" ? openPostgres(options.url) : openPglite(options);
}

async function openPglite(options: Extract<DbOptions, { kind: "pglite" }>): Promise<DbHandle> {
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    unlock = lockEmbeddedDatabase(options.dataDir, options.holder ?? "server");
  }
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
    });
    return wrapPglite(client, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

/** `onClose`: what else to let go of once the database is closed (the lock of its directory). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DbHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  let closed = false;
  const held = new Set<number>();
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db, () => closed),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => {
        if (!closed) await unsubscribe();
      };
    },
    tryAdvisoryLock: async (key) => {
      if (held.has(key)) return null;
      held.add(key);
      return {
        release: async () => {
          held.delete(key);
        },
      };
    },
    dumpSource: { kind: "pglite", snapshot: () => snapshotPglite(client) },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/**
 * A copy of the embedded database. On disk (the server's), the data directory is copied beside
 * it while no query runs — the files a crash at that moment would leave, which PostgreSQL's
 * recovery opens consistent (committed work in, unfinished transactions out) — and opened from
 * there, so memory stays flat whatever the database's size. In memory (tests), PGlite's clone,
 * which holds the whole copy in memory.
 */
async function snapshotPglite(client: PGlite): Promise<PgliteSnapshot> {
  const dir = client.dataDir;
  // "memory://…", "idb://…": not a directory on disk.
  if (!dir || /^[a-z]+:\/\//.test(dir)) {
    const pg = (await client.clone()) as PGlite;
    return { pg, close: () => pg.close() };
  }
  const copy = `${dir}-snapshot-${Date.now()}`;
  const remove = () => rm(copy, { recursive: true, force: true });
  try {
    await client.runExclusive(() => cp(dir, copy, { recursive: true }));
    const pg = await PGlite.create({
      dataDir: copy,
      extensions: PGLITE_EXTENSIONS,
      startParams: PGLITE_START_PARAMS,
    });
    return { pg, close: () => pg.close().finally(remove) };
  } catch (err) {
    await remove();
    throw err;
  }
}

async function openPostgres(url: string): Promise<DbHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  let closed = false;
  const listeners = new Set<pg.PoolClient>();
  const lockHolders = new Set<pg.PoolClient>();
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db, () => closed),
    listen: async (channel, onMessage) => {
      // LISTEN needs a connection of its own for as long as the subscription lives.
      const client = await pool.connect();
      listeners.add(client);
      const handler = (msg: pg.Notification) => {
        if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
      };
      client.on("notification", handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (!listeners.delete(client)) return;
        client.off("notification", handler);
        try {
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
        } finally {
          client.release();
        }
      };
    },
    tryAdvisoryLock: async (key) => {
      // Held by the session: the connection stays out of the pool while the lock is held.
      const client = await pool.connect();
      client.on("error", () => {});
      try {
        const { rows } = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1) as ok", [key]);
        if (!rows[0]?.ok) {
          client.release();
          return null;
        }
      } catch (err) {
        client.release(true);
        throw err;
      }
      lockHolders.add(client);
      return {
        release: async () => {
          if (!lockHolders.delete(client)) return;
          try {
            await client.query("select pg_advisory_unlock($1)", [key]);
            client.release();
          } catch {
            // Ending the connection ends the session, and with it the lock.
            client.release(true);
          }
        },
      };
    },
    dumpSource: { kind: "postgres", url },
    close: async () => {
      if (closed) return;
      closed = true;
      for (const client of lockHolders) client.release(true);
      lockHolders.clear();
      for (const client of listeners) client.release();
      listeners.clear();
      await pool.end();
    },
  };
}

async function ping(db: Database, isClosed: () => boolean): Promise<boolean> {
  if (isClosed()) return false;
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
