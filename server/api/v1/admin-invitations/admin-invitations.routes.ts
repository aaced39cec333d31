import { InvitationCreateSchema } from "@common/schemas/auth";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Admin invitations"];

export const InvitationSchema = z
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
  .openapi("AdminInvitation");

// Only an admin holding manage_users (or an equivalent wildcard) may invite other admins.

export const listInvitationsRoute = createRoute({
  method: "get",
  path: "/admin/invitations",
  tags,
  summary: "Admin invitations, newest first",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("admin_users", "manage")] as const,
  responses: {
    200: {
      description: "Invitations",
      content: { "application/json": { schema: z.object({ items: z.array(InvitationSchema) }) } },
    },
    ...errorResponses(401, 403),
  },
});

export const createInvitationRoute = createRoute({
  method: "post",
  path: "/admin/invitations",
  tags,
  summary: "Invite a new administrator; the token is shown once",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("admin_users", "manage")] as const,
  request: { body: { content: { "application/json": { schema: InvitationCreateSchema } }, required: true } },
  responses: {
    201: {
      description: "Created",
      content: {
        "application/json": {
          schema: z.object({ invitation: InvitationSchema, token: z.string(), signupUrl: z.string() }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const deleteInvitationRoute = createRoute({
  method: "delete",
  path: "/admin/invitations/{id}",
  tags,
  summary: "Withdraw an invitation",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("admin_users", "manage")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: {
      description: "Deleted",
      content: { "application/json": { schema: z.object({ success: z.literal(true) }) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});
