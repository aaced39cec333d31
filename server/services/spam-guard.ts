import { FORM_RATE_LIMIT, HONEYPOT_FIELD, MIN_FILL_MS, SPAM_TEXT, STARTED_AT_FIELD } from "@common/spam";
import { sql } from "drizzle-orm";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Database } from "../db/client";
import { rateLimit } from "../db/schema";
import { ApiError } from "../lib/errors";
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
  const windowMs = FORM_RATE_LIMIT.windowSeconds * 1000;
  if (counterOf(db).consume(key, now) > maxPerWindow) throw tooMany();
  if (db instanceof PgliteDatabase) return;
  if ((await consume(db, key, windowMs, now)) > maxPerWindow) throw tooMany();
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

/** Fixed-window counter: the number of requests for `key` in the current window, this one included. */
async function consume(db: Database, key: string, windowMs: number, now: number): Promise<number> {
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${now - windowMs} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 1;
}
