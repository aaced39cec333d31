import { z } from "zod";
import { REVISIONED_RESOURCES } from "../resources";

/**
 * Revisions (issue 16): every save of a service, project, blog post, page, testimonial or hero
 * slide keeps the row as it was before; the edit dialog lists them, compares and restores.
 */

export const REVISIONS_KEPT = 50;

export const REVISION_TEXT = {
  resource: `Choose one of: ${REVISIONED_RESOURCES.join(", ")}`,
  entity: "Give the id of the item whose history you want",
  gone: "The item this version belongs to has been deleted",
} as const;

/** GET /admin/revisions: one item's versions. */
export const RevisionsQuerySchema = z.object({
  resource: z.enum(REVISIONED_RESOURCES, { error: REVISION_TEXT.resource }),
  entity_id: z.uuid({ error: REVISION_TEXT.entity }),
});
export type RevisionsQuery = z.output<typeof RevisionsQuerySchema>;

/** One earlier version: who saved over it, when, and the whole row as it was. */
export const RevisionSchema = z
  .object({
    id: z.uuid(),
    resource: z.enum(REVISIONED_RESOURCES),
    entity_id: z.uuid(),
    row: z.record(z.string(), z.unknown()).meta({ description: "The whole row before that save, as stored" }),
    actor_id: z.string().nullable(),
    actor_email: z.string().nullable().meta({ description: "Who made the save that replaced this version" }),
    created_at: z.string().meta({ description: "When this version was replaced" }),
  })
  .meta({ id: "Revision" });
export type Revision = z.infer<typeof RevisionSchema>;

export const RevisionListSchema = z.object({ items: z.array(RevisionSchema) }).meta({ id: "RevisionList" });
export type RevisionList = z.infer<typeof RevisionListSchema>;

/** POST /admin/revisions/{id}/restore answers the row as it now is. */
export const RestoredSchema = z
  .object({ resource: z.enum(REVISIONED_RESOURCES), row: z.record(z.string(), z.unknown()) })
  .meta({ id: "RestoredRevision" });
export type Restored = z.infer<typeof RestoredSchema>;
