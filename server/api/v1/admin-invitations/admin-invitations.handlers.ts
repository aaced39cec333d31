import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { notFound } from "@server/lib/errors";
import { createInvitation, deleteInvitation, listInvitations } from "@server/services/admins";
import {
  createInvitationRoute,
  deleteInvitationRoute,
  listInvitationsRoute,
} from "./admin-invitations.routes";

export const adminInvitationsRouter = createRouter();

type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

const serialise = (row: InvitationRow) => ({
  ...row,
  expires_at: row.expires_at.toISOString(),
  accepted_at: row.accepted_at?.toISOString() ?? null,
  created_at: row.created_at.toISOString(),
});

adminInvitationsRouter.openapi(listInvitationsRoute, async (c) => {
  const rows = await listInvitations(c.var.deps.db);
  return c.json({ items: rows.map(serialise) }, 200);
});

adminInvitationsRouter.openapi(createInvitationRoute, async (c) => {
  const { invitation, token } = await createInvitation(c.var.deps.db, actorOf(c), c.req.valid("json"));
  const signupUrl = new URL(`/admin/signup?invitation=${encodeURIComponent(token)}`, c.req.url).toString();
  return c.json({ invitation: serialise(invitation), token, signupUrl }, 201);
});

adminInvitationsRouter.openapi(deleteInvitationRoute, async (c) => {
  const deleted = await deleteInvitation(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  if (!deleted) throw notFound("The invitation");
  return c.json({ success: true as const }, 200);
});
