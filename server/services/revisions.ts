import { type RevisionedResource, tableOf } from "@common/resources";
import { REVISION_TEXT } from "@common/schemas/revisions";
import { SLUG_MESSAGES } from "@common/slug";
import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Database } from "../db/client";
import { revisions } from "../db/schema";
import { ApiError, notFound } from "../lib/errors";
import type { Actor } from "./audit";
import { isUniqueViolation, updateAudited } from "./content-crud";
import { CONTENT_HOOKS, REVISIONED_TABLES } from "./content-hooks";

export { writeRevision } from "./content-history";

/**
 * Revisions (issue 16): every save of a service, project, blog post, page, testimonial or hero
 * slide keeps the row as it was before, written in the save's own transaction by content-crud.
 * Listing them and restoring one are in this module too.
 */

export type RevisionRow = typeof revisions.$inferSelect;

/** One row's earlier versions, newest first. */
export function listRevisions(db: Database, resource: RevisionedResource, entityId: string) {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.resource, resource), eq(revisions.entity_id, entityId)))
    .orderBy(desc(revisions.created_at), desc(revisions.id));
}

export async function getRevision(db: Database, id: string): Promise<RevisionRow> {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
  if (!row) throw notFound("The version");
  return row;
}

/** Never restored: the row's identity and its own timestamps. */
const KEPT_AS_IS = new Set(["id", "created_at", "updated_at"]);

/**
 * The stored row's fields as an update sets them: only the table's current columns, dates (kept
 * as ISO strings in JSON) back to dates.
 */
export function restorableFields(
  resource: RevisionedResource,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const columns = getTableColumns(REVISIONED_TABLES[resource]) as Record<string, { dataType: string }>;
  const fields: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    if (KEPT_AS_IS.has(key) || !(key in stored)) continue;
    const value = stored[key];
    fields[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
  }
  return fields;
}

/**
 * Saves the revision's version as a new save of its row (audited as the resource's own update),
 * so the current version becomes a revision in turn and a slug change records its redirect.
 * A deleted row is a 404; a slug another row has taken since is a 409.
 */
export async function restoreRevision(
  db: Database,
  actor: Actor,
  id: string,
): Promise<{ resource: RevisionedResource; row: Record<string, unknown> }> {
  const revision = await getRevision(db, id);
  const resource = revision.resource as RevisionedResource;
  const table = REVISIONED_TABLES[resource];
  const fields = restorableFields(resource, revision.row);
  // Audited under the entity type its own service uses: the table's name.
  const row = await updateAudited(
    db,
    actor,
    table as never,
    tableOf(resource),
    revision.entity_id,
    fields as never,
    CONTENT_HOOKS[resource] as never,
  ).catch((err: unknown) => {
    if (isUniqueViolation(err)) {
      throw new ApiError(409, "duplicate_slug", SLUG_MESSAGES.duplicate, { slug: SLUG_MESSAGES.duplicate });
    }
    throw err;
  });
  if (!row) throw new ApiError(404, "not_found", `${REVISION_TEXT.gone}.`);
  return { resource, row: row as Record<string, unknown> };
}
