import { SIGN_IN_LOCKOUT } from "@common/auth";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminLoginLogs, signInLockouts, user } from "../db/schema";
import { writeSystemAudit } from "./audit";

/**
 * Account-level sign-in protection: failures are counted per account from any address, so
 * rotating addresses does not help a guesser. Only existing accounts are tracked, so unknown
 * e-mail addresses cannot fill the table. Attempts on admin accounts are also logged in
 * admin_login_logs, and a lock of an admin account goes to the activity log.
 */

export type AttemptMeta = { ip: string | null; userAgent: string | null };

type Account = { id: string; email: string; role: string };

async function findAccount(db: Database, email: unknown): Promise<Account | null> {
  if (typeof email !== "string" || email.trim() === "") return null;
  const [row] = await db
    .select({ id: user.id, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row ?? null;
}

/** Minutes of the lock that the `failures`-th failure starts (0 below the threshold). */
export function lockMinutes(failures: number): number {
  const { threshold, baseMinutes, maxMinutes } = SIGN_IN_LOCKOUT;
  if (failures < threshold) return 0;
  return Math.min(baseMinutes * 2 ** (failures - threshold), maxMinutes);
}

/**
 * Whether the account of `email` is locked now; if so, how many whole minutes remain. A refused
 * attempt on an admin account is logged as "locked"; it does not lengthen the lock.
 */
export async function checkSignInLock(
  db: Database,
  email: unknown,
  meta: AttemptMeta,
  now = new Date(),
): Promise<{ minutesLeft: number } | null> {
  const account = await findAccount(db, email);
  if (!account) return null;
  const [lock] = await db
    .select({ locked_until: signInLockouts.locked_until })
    .from(signInLockouts)
    .where(eq(signInLockouts.user_id, account.id));
  if (!lock?.locked_until || lock.locked_until <= now) return null;
  if (account.role === "admin") await logAttempt(db, account.id, "locked", meta);
  return { minutesLeft: Math.max(1, Math.ceil((lock.locked_until.getTime() - now.getTime()) / 60_000)) };
}

/** Counts a failed sign-in (wrong password) against the account of `email`, locking it past the threshold. */
export async function recordFailedSignIn(
  db: Database,
  email: unknown,
  meta: AttemptMeta,
  now = new Date(),
): Promise<void> {
  const account = await findAccount(db, email);
  if (!account) return;
  await db.transaction(async (tx) => {
    // Serialises concurrent failures of one account, so none is lost from the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${account.id}`}))`);
    const [row] = await tx.select().from(signInLockouts).where(eq(signInLockouts.user_id, account.id));
    const windowStart = now.getTime() - SIGN_IN_LOCKOUT.windowMinutes * 60_000;
    const failures = row && row.last_failure_at.getTime() >= windowStart ? row.failures + 1 : 1;
    const minutes = lockMinutes(failures);
    const lockedUntil = minutes > 0 ? new Date(now.getTime() + minutes * 60_000) : null;
    await tx
      .insert(signInLockouts)
      .values({ user_id: account.id, failures, last_failure_at: now, locked_until: lockedUntil })
      .onConflictDoUpdate({
        target: signInLockouts.user_id,
        set: { failures, last_failure_at: now, locked_until: lockedUntil },
      });
    if (account.role !== "admin") return;
    await logAttempt(tx, account.id, "failed", meta);
    if (lockedUntil) {
      await writeSystemAudit(tx, {
        action: "locked",
        entityType: "admin_account",
        entityId: account.id,
        changes: {
          email: account.email,
          failed_attempts: failures,
          locked_minutes: minutes,
          locked_until: lockedUntil.toISOString(),
          last_ip_address: meta.ip,
        },
      });
    }
  });
}

/** A successful sign-in starts the count afresh. */
export async function clearFailedSignIns(db: Database, userId: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.user_id, userId));
}

function logAttempt(
  db: Pick<Database, "insert">,
  adminId: string,
  status: "failed" | "locked",
  meta: AttemptMeta,
) {
  return db
    .insert(adminLoginLogs)
    .values({ admin_id: adminId, status, ip_address: meta.ip, user_agent: meta.userAgent });
}
