import { OverviewSchema } from "@common/schemas/overview";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

export const getOverviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  tags: ["Dashboard"],
  summary: "The Overview: live counts, recent updates and system status",
  ...adminGuard("dashboard", "read"),
  responses: {
    200: jsonContent(OverviewSchema, "Live figures"),
    ...errorResponses(401, 403),
  },
});
