import { ListQuerySchema } from "@common/pagination";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

export const ActivityEntrySchema = z
  .object({
    id: z.string(),
    user_id: z.string().nullable(),
    user_email: z.string().nullable(),
    action: z.string(),
    entity_type: z.string(),
    entity_id: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()).nullable(),
    ip_address: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("ActivityEntry");

export const listActivityRoute = createRoute({
  method: "get",
  path: "/admin/activity-log",
  tags: ["Activity log"],
  summary: "The audit trail of admin writes, newest first",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("activity_log", "read")] as const,
  request: {
    query: ListQuerySchema.extend({
      user_id: z.string().uuid().optional(),
      entity_type: z.string().max(100).optional(),
    }),
  },
  responses: {
    200: {
      description: "A page of entries",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(ActivityEntrySchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const activityFacetsRoute = createRoute({
  method: "get",
  path: "/admin/activity-log/facets",
  tags: ["Activity log"],
  summary: "The users and record types the log can be filtered by",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("activity_log", "read")] as const,
  responses: {
    200: {
      description: "Filter values",
      content: {
        "application/json": {
          schema: z.object({
            users: z.array(z.object({ id: z.string(), email: z.string() })),
            entity_types: z.array(z.string()),
          }),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});
