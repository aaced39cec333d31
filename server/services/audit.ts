import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { activityLog, user } from "../db/schema";

/** Who is acting, as the audit trail records it. */
export type Actor = { id: string; email: string; ip: string | null };

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  changes?: Record<string, unknown> | null;
};

/**
 * Records one admin write in activity_log. Call it with the transaction that made
 * the change, so the change and its record commit or fail together.
 */
export async function writeAudit(
  db: Pick<Database, "insert">,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  await insertEntry(db, actor, entry);
}

/** Records what the system did by itself (no admin acted), e.g. locking an account. */
export async function writeSystemAudit(db: Pick<Database, "insert">, entry: AuditEntry): Promise<void> {
  await insertEntry(db, null, entry);
}

/**
 * Records an admin's action after a data import or restore, which may have replaced the users:
 * an admin whose account is no longer there is named in the entry instead of linked.
 */
export async function writeAuditAfterReplace(
  db: Pick<Database, "insert" | "select">,
  actor: Actor,
  entry: AuditEntry,
): Promise<void> {
  const [stillThere] = await db.select({ id: user.id }).from(user).where(eq(user.id, actor.id));
  if (stillThere) await writeAudit(db, actor, entry);
  else await writeSystemAudit(db, { ...entry, changes: { ...entry.changes, by: actor.email } });
}

function insertEntry(db: Pick<Database, "insert">, actor: Actor | null, entry: AuditEntry) {
  return db.insert(activityLog).values({
    user_id: actor?.id ?? null,
    user_email: actor?.email ?? null,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId ?? null,
    changes: entry.changes ?? null,
    ip_address: actor?.ip ?? null,
  });
}

/** The fields of `after` that differ from `before`, as { field: { from, to } }, for the audit record. */
export function diffChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (key === "updated_at") continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      changes[key] = { from: before[key], to: after[key] };
  }
  return changes;
}
