import { OverviewSchema } from "@common/schemas/overview";
import { createRoute } from "@hono/zod-openapi";
import { jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

export const getOverviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  tags: ["Dashboard"],
  summary: "The Overview: live counts, recent updates and system status",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("dashboard", "read")] as const,
  responses: {
    200: jsonContent(OverviewSchema, "Live figures"),
    ...errorResponses(401, 403),
  },
});
