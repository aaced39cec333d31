import { SUPER_PERMISSION } from "@common/auth";
import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { account, adminInvitations, adminLoginLogs, adminPermissions, session, user } from "../db/schema";
import { ApiError } from "../lib/errors";
import { hashInvitationToken } from "./admin-invitations";
import { writeAudit } from "./audit";

/** Arbitrary constant naming the advisory lock that serialises admin creation. */
const ADMIN_CREATION_LOCK = 7_320_114;

export async function getPermissions(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: adminPermissions.permission_name })
    .from(adminPermissions)
    .where(eq(adminPermissions.admin_user_id, userId));
  return rows.map((r) => r.name);
}

export async function adminExists(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user).where(eq(user.role, "admin"));
  return (row?.n ?? 0) > 0;
}

export async function recordAdminLogin(
  db: Database,
  adminId: string,
  ipAddress: string | null,
  userAgent: string | null,
): Promise<void> {
  await db.insert(adminLoginLogs).values({ admin_id: adminId, ip_address: ipAddress, user_agent: userAgent });
  await db.update(user).set({ lastLogin: new Date() }).where(eq(user.id, adminId));
}

export async function listAdminLogins(db: Database, adminId: string, limit = 20) {
  return db
    .select()
    .from(adminLoginLogs)
    .where(eq(adminLoginLogs.admin_id, adminId))
    .orderBy(desc(adminLoginLogs.login_time))
    .limit(limit);
}

/** Admin logout: every session of that admin ends, on every device (spec 1 §6). */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}

export type NewAdmin = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  invitationToken?: string;
};

/**
 * Creates an admin account. Without an invitation this only succeeds while no admin exists
 * (first run); the advisory lock makes "only once" hold under concurrent requests.
 */
export async function createAdmin(
  db: Database,
  hashPassword: (password: string) => Promise<string>,
  input: NewAdmin,
): Promise<{ id: string; email: string }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CREATION_LOCK})`);
    let permissions = [SUPER_PERMISSION];
    let invitationId: string | null = null;
    if (input.invitationToken) {
      const [invitation] = await tx
        .select()
        .from(adminInvitations)
        .where(
          and(
            eq(adminInvitations.token_hash, hashInvitationToken(input.invitationToken)),
            isNull(adminInvitations.accepted_at),
            gt(adminInvitations.expires_at, new Date()),
          ),
        );
      if (!invitation)
        throw new ApiError(403, "invalid_invitation", "This invitation is invalid or has expired.");
      if (invitation.email.toLowerCase() !== email) {
        throw new ApiError(
          403,
          "invalid_invitation",
          "This invitation was sent to a different email address.",
        );
      }
      permissions = invitation.permissions;
      invitationId = invitation.id;
    } else {
      const [row] = await tx.select({ n: count() }).from(user).where(eq(user.role, "admin"));
      if ((row?.n ?? 0) > 0) {
        throw new ApiError(
          403,
          "admin_exists",
          "An administrator already exists. Ask an administrator for an invitation.",
        );
      }
    }
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing) throw new ApiError(409, "email_taken", "An account with this email already exists.");

    const [created] = await tx
      .insert(user)
      .values({
        name: `${input.firstName} ${input.lastName}`.trim(),
        email,
        role: "admin",
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerified: false,
      })
      .returning({ id: user.id, email: user.email });
    if (!created) throw new Error("Admin insert returned nothing");
    await tx.insert(account).values({
      accountId: created.id,
      providerId: "credential",
      userId: created.id,
      password: passwordHash,
    });
    await tx
      .insert(adminPermissions)
      .values(permissions.map((p) => ({ admin_user_id: created.id, permission_name: p })));
    if (invitationId) {
      await tx
        .update(adminInvitations)
        .set({ accepted_at: new Date(), accepted_by: created.id })
        .where(eq(adminInvitations.id, invitationId));
    }
    await writeAudit(
      tx,
      { id: created.id, email, ip: null },
      {
        action: "create",
        entityType: "admin_user",
        entityId: created.id,
        changes: { via: invitationId ? "invitation" : "first_admin", permissions },
      },
    );
    return created;
  });
}
