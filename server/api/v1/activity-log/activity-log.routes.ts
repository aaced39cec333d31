import { ListQuerySchema, pageSchema } from "@common/pagination";
import { ActivityEntrySchema, ActivityFacetsSchema } from "@common/schemas/activity-log";
import { z } from "@hono/zod-openapi";
import { adminRoute, jsonContent, type RouteOwner } from "@server/api/content-routes";

const owner: RouteOwner = { resource: "activity_log", tags: ["Activity log"] };

export const listActivityRoute = adminRoute(owner, "read", "get", "/admin/activity-log", {
  summary: "The audit trail of admin writes, newest first",
  request: {
    query: ListQuerySchema.extend({
      user_id: z.string().uuid().optional(),
      entity_type: z.string().max(100).optional(),
    }),
  },
  ok: jsonContent(pageSchema(ActivityEntrySchema), "A page of entries"),
});

export const activityFacetsRoute = adminRoute(owner, "read", "get", "/admin/activity-log/facets", {
  summary: "The users and record types the log can be filtered by",
  ok: jsonContent(ActivityFacetsSchema, "Filter values"),
});
