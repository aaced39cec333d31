import {
  AdminInvitationCreatedSchema,
  AdminInvitationListSchema,
  InvitationCreateSchema,
  InvitationDeletedSchema,
} from "@common/schemas/admin-invitations";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

const tags = ["Admin invitations"];

// Only an admin holding manage_users (or an equivalent wildcard) may invite other admins.
const guard = adminGuard("admin_users", "manage");

export const listInvitationsRoute = createRoute({
  method: "get",
  path: "/admin/invitations",
  tags,
  summary: "Admin invitations, newest first",
  ...guard,
  responses: {
    200: jsonContent(AdminInvitationListSchema, "Invitations"),
    ...errorResponses(401, 403),
  },
});

export const createInvitationRoute = createRoute({
  method: "post",
  path: "/admin/invitations",
  tags,
  summary: "Invite a new administrator; the token is shown once",
  ...guard,
  request: jsonBody(InvitationCreateSchema),
  responses: {
    201: jsonContent(AdminInvitationCreatedSchema, "Created"),
    ...errorResponses(400, 401, 403),
  },
});

export const deleteInvitationRoute = createRoute({
  method: "delete",
  path: "/admin/invitations/{id}",
  tags,
  summary: "Withdraw an invitation",
  ...guard,
  request: { params: IdParamSchema },
  responses: {
    200: jsonContent(InvitationDeletedSchema, "Deleted"),
    ...errorResponses(400, 401, 403, 404),
  },
});
