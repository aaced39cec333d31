import { hasPermission } from "@common/auth";
import { type PermissionAction, type RevisionedResource, tableOf } from "@common/resources";
import { createRouter } from "@server/api/openapi";
import { actorOf, permissionsOf } from "@server/auth/guards";
import type { AppEnv } from "@server/context";
import { forbidden } from "@server/lib/errors";
import { wire } from "@server/lib/wire";
import { getRevision, listRevisions, restoreRevision } from "@server/services/revisions";
import type { Context } from "hono";
import { listRevisionsRoute, restoreRevisionRoute } from "./revisions.routes";

/** Revisions (issue 16): listed in each revisioned resource's edit dialog, restored from there. */
export const revisionsRouter = createRouter();

async function requireOn(c: Context<AppEnv>, resource: RevisionedResource, action: PermissionAction) {
  if (!hasPermission(await permissionsOf(c), tableOf(resource), action)) throw forbidden();
}

revisionsRouter.openapi(listRevisionsRoute, async (c) => {
  const { resource, entity_id } = c.req.valid("query");
  await requireOn(c, resource, "read");
  const rows = await listRevisions(c.var.deps.db, resource, entity_id);
  return c.json({ items: rows.map((r) => ({ ...wire(r), resource })) }, 200);
});

revisionsRouter.openapi(restoreRevisionRoute, async (c) => {
  const { id } = c.req.valid("param");
  const db = c.var.deps.db;
  await requireOn(c, (await getRevision(db, id)).resource as RevisionedResource, "update");
  const { resource, row } = await restoreRevision(db, actorOf(c), id);
  return c.json({ resource, row: wire(row) }, 200);
});
