import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses } from "../../openapi";

export const OverviewSchema = z
  .object({
    counts: z.object({
      projects: z.number(),
      services: z.number(),
      testimonials: z.number(),
      team_members: z.number(),
      new_quote_requests_week: z.number(),
      unread_messages: z.number(),
    }),
    recent_activity: z.array(
      z.object({
        id: z.string(),
        user_email: z.string().nullable(),
        action: z.string(),
        entity_type: z.string(),
        entity_id: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    system: z.object({
      database: z.object({
        ok: z.boolean(),
        latency_ms: z.number().nullable(),
        size_bytes: z.number().nullable(),
      }),
      storage: z
        .object({ used_bytes: z.number(), total_bytes: z.number(), used_percent: z.number() })
        .nullable(),
      email_configured: z.boolean(),
    }),
  })
  .openapi("Overview");

export const getOverviewRoute = createRoute({
  method: "get",
  path: "/admin/overview",
  tags: ["Dashboard"],
  summary: "The Overview: live counts, recent activity and system status",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("dashboard", "read")] as const,
  responses: {
    200: { description: "Live figures", content: { "application/json": { schema: OverviewSchema } } },
    ...errorResponses(401, 403),
  },
});
