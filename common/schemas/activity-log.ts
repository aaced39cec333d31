import { z } from "zod";

/** The activity log (spec 2 §2): the audit trail of back-office writes, read-only. */

/** One audited write as `GET /api/v1/admin/activity-log` answers it. */
export const ActivityEntrySchema = z
  .object({
    id: z.string(),
    user_id: z.string().nullable(),
    user_email: z.string().nullable().meta({ description: "Who made the change; null for the system" }),
    action: z.string().meta({ description: "e.g. create, update, delete" }),
    entity_type: z.string().meta({ description: "The kind of record, by its table, e.g. requirement_forms" }),
    entity_id: z.string().nullable(),
    changes: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "What changed: { field: { from, to } } for updates, the record for deletes" }),
    ip_address: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "ActivityEntry" });
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** `GET /api/v1/admin/activity-log/facets`: the users and record types the log can be filtered by. */
export const ActivityFacetsSchema = z
  .object({
    users: z.array(z.object({ id: z.string(), email: z.string() })),
    entity_types: z.array(z.string()),
  })
  .meta({ id: "ActivityFacets" });
export type ActivityFacets = z.infer<typeof ActivityFacetsSchema>;
