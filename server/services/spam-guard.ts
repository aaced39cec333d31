import { FORM_RATE_LIMIT, HONEYPOT_FIELD, MIN_FILL_MS, SPAM_TEXT, STARTED_AT_FIELD } from "@common/spam";
import { type Placeholder, sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "../db/client";
import { rowStatements } from "../db/row-statements";
import { rateLimit } from "../db/schema";
import { ApiError } from "../lib/errors";
import { groupCommitPer } from "../lib/group-commit";
import { createMemoryCounter, type MemoryCounter } from "./form-rate-limit";

/**
 * Refuses a public form submission that looks automated: honeypot filled, sent faster than a
 * person could fill it, or too many from one address. Throws ApiError 400 or 429.
 *
 * The rate limit counts in memory first: an address this process has already seen more than
 * `maxPerWindow` times in the window is refused without a database query. On PostgreSQL, where
 * several server processes may share the database, an attempt the memory lets through is then
 * counted in the database (rate_limit), which holds across processes; on PGlite only one process
 * can open the database (embedded-lock.ts), so the memory is the whole count. A restart forgets
 * the in-memory counts (at most one more window's worth from an address on PGlite).
 */
export async function guardPublicForm(
  db: Database,
  form: "quote" | "contact",
  body: Record<string, unknown>,
  ip: string | null,
  now = Date.now(),
  maxPerWindow: number = FORM_RATE_LIMIT.max,
): Promise<void> {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    throw new ApiError(400, "rejected", SPAM_TEXT.rejected);
  // Only a number: converting anything else (a 10,000-level array, say) is work a script chooses.
  const startedAt = body[STARTED_AT_FIELD];
  if (typeof startedAt !== "number" || !Number.isFinite(startedAt) || now - startedAt < MIN_FILL_MS) {
    throw new ApiError(400, "rejected", SPAM_TEXT.rejected);
  }
  if (!ip) return;
  const key = `form:${form}:${ip}`;
  if (counterOf(db).consume(key, now) > maxPerWindow) throw tooMany();
  if (db instanceof PgliteDatabase) return;
  if ((await countInDatabase(db, key, now)) > maxPerWindow) throw tooMany();
}

const tooMany = () => new ApiError(429, "rate_limited", SPAM_TEXT.tooMany);

/** One in-memory counter per open database (a process has one; tests open several). */
const counters = new WeakMap<Database, MemoryCounter>();
function counterOf(db: Database): MemoryCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = createMemoryCounter(FORM_RATE_LIMIT.windowSeconds * 1000);
    counters.set(db, counter);
  }
  return counter;
}

type Attempt = { key: string; now: number };

/**
 * Fixed-window counters in the database: for each attempt, the number of requests for its key in
 * the current window, this one included. Attempts arriving together are counted by one upsert
 * (group commit, lib/group-commit.ts): one row per key, raised by its number of attempts.
 */
const attemptCounts = groupCommitPer(countAttempts);
const countInDatabase = (db: Database, key: string, now: number) => attemptCounts(db).submit({ key, now });

const WINDOW_ENDED = sql`${rateLimit.lastRequest} < excluded.last_request - ${FORM_RATE_LIMIT.windowSeconds * 1000}`;

/** The upsert of many keys' counts, kept per shape (db/row-statements.ts). */
const upsertCounts = rowStatements(
  "rate_limit_count",
  (db, rows: Record<"key" | "count" | "lastRequest", Placeholder>[]) =>
    db
      .insert(rateLimit)
      .values(rows)
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${WINDOW_ENDED} then excluded.count else ${rateLimit.count} + excluded.count end`,
          lastRequest: sql`case when ${WINDOW_ENDED} then excluded.last_request else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ key: rateLimit.key, count: rateLimit.count }),
);

async function countAttempts(db: Database, attempts: Attempt[]): Promise<number[]> {
  const perKey = new Map<string, { count: number; now: number }>();
  for (const { key, now } of attempts) {
    const seen = perKey.get(key);
    perKey.set(key, { count: (seen?.count ?? 0) + 1, now: Math.max(seen?.now ?? 0, now) });
  }
  const rows = await upsertCounts.run(
    db,
    ["key", "count", "lastRequest"],
    [...perKey].map(([key, { count, now }]) => ({ key, count, lastRequest: now })),
  );
  // Each key's attempts are numbered in arrival order, up to the key's new count.
  const next = new Map(rows.map(({ key, count }) => [key, count - (perKey.get(key)?.count ?? 1) + 1]));
  return attempts.map(({ key }) => {
    const number = next.get(key) ?? 1;
    next.set(key, number + 1);
    return number;
  });
}
