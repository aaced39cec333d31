import type { RevisionedResource } from "@common/resources";
import { REVISIONS_KEPT } from "@common/schemas/revisions";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { redirects, revisions } from "../db/schema";
import type { Actor } from "./audit";

/**
 * What a content save leaves behind besides its audit entry (issue 16): the row's previous version
 * and, when its public address moved, a redirect. Written by content-crud in the save's own
 * transaction; the revisions and redirects services list and edit them.
 */

/**
 * Bumped by every write of this process, so its own redirect map reloads at once; other
 * processes learn of a change from the `redirects` change event.
 */
let localGeneration = 0;
export const redirectsGeneration = () => localGeneration;
export const touched = () => {
  localGeneration += 1;
};

/**
 * `from` now lives at `to`: a 301 from the old address, in the save's own transaction. Redirects
 * that pointed at `from` are moved to `to` (no chains), and one from `to` is dropped, since that
 * address is live again (no loops).
 */
export async function recordRedirect(
  tx: Pick<Database, "insert" | "update" | "delete">,
  from: string,
  to: string,
): Promise<void> {
  if (from === to) return;
  await tx.delete(redirects).where(eq(redirects.from_path, to));
  await tx.update(redirects).set({ to_path: to, updated_at: new Date() }).where(eq(redirects.to_path, from));
  await tx
    .insert(redirects)
    .values({ from_path: from, to_path: to, status_code: 301 })
    .onConflictDoUpdate({
      target: redirects.from_path,
      set: { to_path: to, status_code: 301, updated_at: sql`now()` },
    });
  touched();
}

/**
 * Keeps `before` (the whole stored row) as a revision of its resource; only the newest
 * REVISIONS_KEPT of one row are kept.
 */
export async function writeRevision(
  tx: Pick<Database, "insert" | "select" | "delete">,
  actor: Actor,
  resource: RevisionedResource,
  entityId: string,
  before: Record<string, unknown>,
): Promise<void> {
  await tx.insert(revisions).values({
    resource,
    entity_id: entityId,
    row: before,
    actor_id: actor.id,
    actor_email: actor.email,
  });
  const ofRow = and(eq(revisions.resource, resource), eq(revisions.entity_id, entityId));
  const kept = tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(ofRow)
    .orderBy(desc(revisions.created_at), desc(revisions.id))
    .limit(REVISIONS_KEPT);
  await tx.delete(revisions).where(and(ofRow, notInArray(revisions.id, kept)));
}
