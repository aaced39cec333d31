import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { notFound } from "@server/lib/errors";
import { wire } from "@server/lib/wire";
import { createInvitation, deleteInvitation, listInvitations } from "@server/services/admin-invitations";
import * as routes from "./admin-invitations.routes";

/** Invitations of new administrators (ARCHITECTURE.md decision 2). */
export const adminInvitationsRouter = createRouter();

adminInvitationsRouter.openapi(routes.listInvitationsRoute, async (c) => {
  return c.json({ items: (await listInvitations(c.var.deps.db)).map(wire) }, 200);
});

adminInvitationsRouter.openapi(routes.createInvitationRoute, async (c) => {
  const { invitation, token } = await createInvitation(c.var.deps.db, actorOf(c), c.req.valid("json"));
  const signupUrl = new URL(`/admin/signup?invitation=${encodeURIComponent(token)}`, c.req.url).toString();
  return c.json({ invitation: wire(invitation), token, signupUrl }, 201);
});

adminInvitationsRouter.openapi(routes.deleteInvitationRoute, async (c) => {
  const deleted = await deleteInvitation(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  if (!deleted) throw notFound("The invitation");
  return c.json({ success: true as const }, 200);
});
