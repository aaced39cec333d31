import { createHash, randomBytes } from "node:crypto";
import type { InvitationCreate } from "@common/schemas/admin-invitations";
import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { adminInvitations } from "../db/schema";
import { type Actor, writeAudit } from "./audit";

/** How long an invitation link works. */
const INVITATION_DAYS = 7;

/** Makes a single-use invitation; the plain token is returned once and only its hash is stored. */
export async function createInvitation(db: Database, actor: Actor, input: InvitationCreate) {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        email: input.email.trim().toLowerCase(),
        token_hash: hashInvitationToken(token),
        permissions: input.permissions,
        invited_by: actor.id,
        expires_at: expiresAt,
      })
      .returning();
    if (!row) throw new Error("Invitation insert returned nothing");
    await writeAudit(tx, actor, {
      action: "create",
      entityType: "admin_invitation",
      entityId: row.id,
      changes: { email: row.email, permissions: row.permissions },
    });
    return { invitation: publicInvitation(row), token };
  });
}

export async function listInvitations(db: Database) {
  const rows = await db.select().from(adminInvitations).orderBy(desc(adminInvitations.created_at)).limit(100);
  return rows.map(publicInvitation);
}

export async function deleteInvitation(db: Database, actor: Actor, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(adminInvitations).where(eq(adminInvitations.id, id)).returning();
    if (deleted.length === 0) return false;
    await writeAudit(tx, actor, { action: "delete", entityType: "admin_invitation", entityId: id });
    return true;
  });
}

function publicInvitation(row: typeof adminInvitations.$inferSelect) {
  const { token_hash: _hash, ...rest } = row;
  return rest;
}

/** Only this hash of a token is stored; signing up with the token finds the invitation by it. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
