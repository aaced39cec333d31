import { createRouter } from "@server/api/openapi";
import { updateProfile } from "@server/services/account";
import { listOwnQuoteRequests } from "@server/services/quote-requests";
import { listOwnQuoteRequestsRoute, updateProfileRoute } from "./account.routes";

export const accountRouter = createRouter();

accountRouter.openapi(listOwnQuoteRequestsRoute, async (c) => {
  const page = await listOwnQuoteRequests(c.var.deps.db, c.var.user!.id, c.req.valid("query"));
  return c.json(
    {
      ...page,
      items: page.items.map((row) => ({
        id: row.id,
        project_title: row.project_title,
        project_type: row.project_type,
        status: row.status,
        created_at: row.created_at.toISOString(),
        budget_range: row.budget_range,
        timeline: row.timeline,
      })),
    },
    200,
  );
});

accountRouter.openapi(updateProfileRoute, async (c) => {
  const profile = await updateProfile(c.var.deps.db, c.var.user!.id, c.req.valid("json"));
  return c.json(profile, 200);
});
