import { OverviewSchema } from "@common/schemas/overview";
import { adminRoute, jsonContent, type RouteOwner } from "@server/api/content-routes";

const owner: RouteOwner = { resource: "dashboard", tags: ["Dashboard"] };

export const getOverviewRoute = adminRoute(owner, "read", "get", "/admin/overview", {
  summary: "The Overview: live counts, recent updates and system status",
  ok: jsonContent(OverviewSchema, "Live figures"),
});
