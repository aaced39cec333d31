import { createRouter } from "@server/api/openapi";
import { wirePage } from "@server/lib/wire";
import { updateProfile } from "@server/services/account";
import { listOwnQuoteRequests } from "@server/services/quote-requests";
import { listOwnQuoteRequestsRoute, updateProfileRoute } from "./account.routes";

/** The client area's endpoints: a user's own quote requests and profile. */
export const accountRouter = createRouter();

accountRouter.openapi(listOwnQuoteRequestsRoute, async (c) => {
  const page = await listOwnQuoteRequests(c.var.deps.db, c.var.user!.id, c.req.valid("query"));
  return c.json(wirePage(page), 200);
});

accountRouter.openapi(updateProfileRoute, async (c) => {
  const profile = await updateProfile(c.var.deps.db, c.var.user!.id, c.req.valid("json"));
  return c.json(profile, 200);
});
