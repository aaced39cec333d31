import { FORM_RATE_LIMIT, HONEYPOT_FIELD, MIN_FILL_MS, SPAM_TEXT, STARTED_AT_FIELD } from "@common/spam";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimit } from "../db/schema";
import { ApiError } from "../lib/errors";

/**
 * Refuses a public form submission that looks automated: honeypot filled, sent faster than a
 * person could fill it, or too many from one address. Throws ApiError 400 or 429.
 * The rate limit counts in the database, so it holds across server processes.
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
  const count = await consume(db, `form:${form}:${ip}`, FORM_RATE_LIMIT.windowSeconds * 1000, now);
  if (count > maxPerWindow) throw new ApiError(429, "rate_limited", SPAM_TEXT.tooMany);
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
