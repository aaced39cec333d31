import { RECENT_UPDATES_LIMIT } from "@common/overview";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const when = { id: z.string(), created_at: z.string() };

/** One Recent Updates entry: the parts of its sentence (common/overview.ts builds the words). */
const RecentUpdateSchema = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.literal("activity"),
      ...when,
      actor: z
        .string()
        .nullable()
        .describe("The admin's first name, else e-mail; null when none is recorded"),
      action: z.string().describe("create, update, delete, reorder, upload, duplicate…"),
      entity_type: z.string().describe("The record type, e.g. services, requirement_forms"),
      label: z.string().nullable().describe("The record's name or title, when known"),
      fields: z.array(z.string()).describe("For an update: the fields that changed"),
      status: z.string().nullable().describe("For an update: the new status, when it changed"),
      priority: z.string().nullable().describe("For an update: the new priority, when it changed"),
    }),
    z.object({ kind: z.literal("quote_request"), ...when, name: z.string(), project_type: z.string() }),
    z.object({ kind: z.literal("contact_message"), ...when, name: z.string() }),
  ])
  .openapi("RecentUpdate");

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
    recent_updates: z
      .array(RecentUpdateSchema)
      .describe(
        `Up to ${RECENT_UPDATES_LIMIT} audited admin writes and new leads (quote requests, contact messages), newest first`,
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
  summary: "The Overview: live counts, recent updates and system status",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("dashboard", "read")] as const,
  responses: {
    200: { description: "Live figures", content: { "application/json": { schema: OverviewSchema } } },
    ...errorResponses(401, 403),
  },
});
