import type { RevisionedResource } from "@common/resources";
import type { Database } from "../db/client";
import { revisions } from "../db/schema";
import type { Actor } from "./audit";

/**
 * Revisions (issue 16): every save of a service, project, blog post, page, testimonial or hero
 * slide keeps the row as it was before, written in the save's own transaction by content-crud.
 * Listing them and restoring one are in this module too.
 */

/** Keeps `before` (the whole stored row) as a revision of its resource. */
export async function writeRevision(
  tx: Pick<Database, "insert">,
  actor: Actor,
  resource: RevisionedResource,
  entityId: string,
  before: Record<string, unknown>,
): Promise<void> {
  await tx.insert(revisions).values({
    resource,
    entity_id: entityId,
    row: before,
    actor_id: actor.id,
    actor_email: actor.email,
  });
}
