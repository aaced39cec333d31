import {
  AdminInvitationCreatedSchema,
  AdminInvitationListSchema,
  InvitationCreateSchema,
  InvitationDeletedSchema,
} from "@common/schemas/admin-invitations";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";
import { IdParamSchema } from "@server/api/openapi";

// Only an admin holding manage_users (or an equivalent wildcard) may invite other admins.
const owner: RouteOwner = { resource: "admin_users", tags: ["Admin invitations"] };
const path = "/admin/invitations";

export const listInvitationsRoute = adminRoute(owner, "manage", "get", path, {
  summary: "Admin invitations, newest first",
  ok: jsonContent(AdminInvitationListSchema, "Invitations"),
});

export const createInvitationRoute = adminRoute(owner, "manage", "post", path, {
  summary: "Invite a new administrator; the token is shown once",
  request: jsonBody(InvitationCreateSchema),
  ok: jsonContent(AdminInvitationCreatedSchema, "Created"),
  status: 201,
});

export const deleteInvitationRoute = adminRoute(owner, "manage", "delete", `${path}/{id}`, {
  summary: "Withdraw an invitation",
  request: { params: IdParamSchema },
  ok: jsonContent(InvitationDeletedSchema, "Deleted"),
});
