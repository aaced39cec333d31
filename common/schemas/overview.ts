import { z } from "zod";

/**
 * The dashboard's Overview (spec 2 §2): live counts, Recent Updates and system status, as
 * GET /admin/overview answers them. The sentences of the updates are built from these parts by
 * common/overview.ts.
 */

/** How many entries the Overview lists. */
export const RECENT_UPDATES_LIMIT = 8;

const when = { id: z.string(), created_at: z.string() };

/** An admin write from activity_log, with what the sentence needs already looked up. */
export const ActivityUpdateSchema = z.object({
  kind: z.literal("activity"),
  ...when,
  actor: z
    .string()
    .nullable()
    .meta({ description: "The admin's first name, else e-mail; null when none is recorded" }),
  action: z.string().meta({ description: "create, update, delete, reorder, upload, duplicate…" }),
  entity_type: z.string().meta({ description: "The record type, e.g. services, requirement_forms" }),
  label: z
    .string()
    .nullable()
    .meta({ description: "The record's name or title (as it is now, or as the log kept it), when known" }),
  fields: z
    .array(z.string())
    .meta({ description: "For an update: the fields that changed (values derived from others left out)" }),
  status: z.string().nullable().meta({ description: "For an update: the new status, when it changed" }),
  priority: z.string().nullable().meta({ description: "For an update: the new priority, when it changed" }),
});
export type ActivityUpdate = z.infer<typeof ActivityUpdateSchema>;

export const QuoteRequestLeadSchema = z.object({
  kind: z.literal("quote_request"),
  ...when,
  name: z.string(),
  project_type: z.string(),
});
export type QuoteRequestLead = z.infer<typeof QuoteRequestLeadSchema>;

export const ContactMessageLeadSchema = z.object({
  kind: z.literal("contact_message"),
  ...when,
  name: z.string(),
});
export type ContactMessageLead = z.infer<typeof ContactMessageLeadSchema>;

/** One Recent Updates entry: an audited admin write or a new lead. */
export const RecentUpdateSchema = z
  .discriminatedUnion("kind", [ActivityUpdateSchema, QuoteRequestLeadSchema, ContactMessageLeadSchema])
  .meta({ id: "RecentUpdate" });
export type RecentUpdate = z.infer<typeof RecentUpdateSchema>;

export const OverviewCountsSchema = z.object({
  projects: z.number(),
  services: z.number(),
  testimonials: z.number(),
  team_members: z.number(),
  new_quote_requests_week: z.number().meta({ description: "Created in the last 7 days" }),
  unread_messages: z.number().meta({ description: "Contact messages still in status new" }),
  unread_replies: z.number().meta({ description: "E-mail replies received that nobody has opened yet" }),
});
export type OverviewCounts = z.infer<typeof OverviewCountsSchema>;

/** The volume the data directory (database, secret, uploads) lives on. */
export const DiskUsageSchema = z.object({
  used_bytes: z.number(),
  total_bytes: z.number(),
  used_percent: z.number(),
});
export type DiskUsage = z.infer<typeof DiskUsageSchema>;

export const SystemStatusSchema = z.object({
  database: z.object({
    ok: z.boolean(),
    latency_ms: z.number().nullable(),
    size_bytes: z.number().nullable(),
  }),
  storage: DiskUsageSchema.nullable().meta({ description: "Null when the disk cannot be read" }),
  email_configured: z.boolean(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const OverviewSchema = z
  .object({
    counts: OverviewCountsSchema,
    recent_updates: z.array(RecentUpdateSchema).meta({
      description: `Up to ${RECENT_UPDATES_LIMIT} audited admin writes and new leads (quote requests, contact messages), newest first`,
    }),
    system: SystemStatusSchema,
  })
  .meta({ id: "Overview" });
export type OverviewData = z.infer<typeof OverviewSchema>;
