import { z } from "zod";
import { EmailSchema } from "./auth";

/**
 * Invitations of new administrators (ARCHITECTURE.md decision 2): an admin holding manage_users
 * invites an e-mail address with a set of permissions; the single-use link works for 7 days.
 */

const permission = z
  .string()
  .regex(/^([a-z_*]+:[a-z_*]+|manage_users)$/, "Permissions look like resource:action, e.g. projects:update");

/** POST /admin/invitations, and the invite form. */
export const InvitationCreateSchema = z.object({
  email: EmailSchema,
  permissions: z.array(permission).min(1).max(50).default(["manage_users"]),
});
export type InvitationCreateInput = z.input<typeof InvitationCreateSchema>;
export type InvitationCreate = z.output<typeof InvitationCreateSchema>;

/** An invitation as the API answers it; its token is only ever shown once, at creation. */
export const AdminInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    permissions: z.array(z.string()),
    invited_by: z.string().nullable(),
    expires_at: z.string(),
    accepted_at: z.string().nullable(),
    accepted_by: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AdminInvitation" });
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>;

/** GET /admin/invitations: the latest 100, newest first. */
export const AdminInvitationListSchema = z.object({ items: z.array(AdminInvitationSchema) });

/** POST /admin/invitations: the invitation, its token and the sign-up link carrying it. */
export const AdminInvitationCreatedSchema = z
  .object({
    invitation: AdminInvitationSchema,
    token: z.string().meta({ description: "Shown once; only its hash is stored" }),
    signupUrl: z.string(),
  })
  .meta({ id: "AdminInvitationCreated" });

/** DELETE /admin/invitations/{id}. */
export const InvitationDeletedSchema = z.object({ success: z.literal(true) });
