import { ListQuerySchema, pageSchema } from "@common/pagination";
import { ActivityEntrySchema, ActivityFacetsSchema } from "@common/schemas/activity-log";
import { createRoute, z } from "@hono/zod-openapi";
import { adminGuard, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const readLog = { tags: ["Activity log"], ...adminGuard("activity_log", "read") };

export const listActivityRoute = createRoute({
  method: "get",
  path: "/admin/activity-log",
  ...readLog,
  summary: "The audit trail of admin writes, newest first",
  request: {
    query: ListQuerySchema.extend({
      user_id: z.string().uuid().optional(),
      entity_type: z.string().max(100).optional(),
    }),
  },
  responses: {
    200: jsonContent(pageSchema(ActivityEntrySchema), "A page of entries"),
    ...errorResponses(400, 401, 403),
  },
});

export const activityFacetsRoute = createRoute({
  method: "get",
  path: "/admin/activity-log/facets",
  ...readLog,
  summary: "The users and record types the log can be filtered by",
  responses: {
    200: jsonContent(ActivityFacetsSchema, "Filter values"),
    ...errorResponses(401, 403),
  },
});
