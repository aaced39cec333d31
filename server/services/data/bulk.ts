import { BULK_CHANGE_OP, CHANGE_CHANNEL, WATCHED_TABLES } from "@common/realtime";
import { type Database, queryRows } from "@server/db/client";
import { type SQL, sql } from "drizzle-orm";
import { quoteIdent } from "./catalogue";

/** What the bulk writes need of a database or a transaction. */
export type Executor = Pick<Database, "execute">;

/**
 * Silences the per-row change triggers until the surrounding transaction ends (migration 0009):
 * a 100,000-row import must not send 100,000 notifications. Call `announceTables` instead.
 */
export async function quietTriggers(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT set_config('atrium.bulk_load', 'on', true)`);
}

/**
 * One change event per watched table among `tables` ({table, op: "IMPORT", id: null}), so open
 * back-office lists and the IMAP poller reload once. Inside a transaction they are sent when it
 * commits, and never if it rolls back.
 */
export async function announceTables(db: Executor, tables: Iterable<string>): Promise<void> {
  const watched = [...new Set(tables)].filter((t) => (WATCHED_TABLES as readonly string[]).includes(t));
  if (watched.length === 0) return;
  await db.execute(sql`
    SELECT pg_notify(${CHANGE_CHANNEL}, json_build_object('table', t, 'op', ${BULK_CHANGE_OP}::text, 'id', NULL)::text)
    FROM json_array_elements_text(${JSON.stringify(watched)}::json) AS t`);
}

/** `DELETE …` answering how many rows it removed (the same on both drivers). */
export async function deleteCounted(db: Executor, table: string, where?: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db as Database,
    sql`WITH gone AS (DELETE FROM ${sql.raw(quoteIdent(table))} AS t ${where ? sql`WHERE ${where}` : sql``} RETURNING 1)
        SELECT count(*)::int AS n FROM gone`,
  );
  return row?.n ?? 0;
}

/**
 * The database's own words for a failed statement ("insert or update on table … violates foreign
 * key constraint …"): drizzle wraps the driver's error in one that quotes the whole query and its
 * parameters, which would put a batch of rows into the message.
 */
export function databaseMessage(err: unknown): string {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === "string" && typeof e.message === "string") return e.message;
    e = e.cause as typeof e;
  }
  const message = err instanceof Error ? err.message : String(err);
  return message.split("\n")[0] ?? message;
}
