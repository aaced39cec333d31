import { RestoredSchema, RevisionListSchema, RevisionsQuerySchema } from "@common/schemas/revisions";
import { createRoute } from "@hono/zod-openapi";
import { jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "@server/api/openapi";
import { requireAdmin } from "@server/auth/guards";

/**
 * The revisions of one item (issue 16). The permission depends on the resource asked for (its
 * table's `read` to list, `update` to restore), so the handlers check it once they know it.
 */
const revisionsGuard = { tags: ["Revisions"], security: ADMIN_SECURITY, middleware: requireAdmin };

export const listRevisionsRoute = createRoute({
  method: "get",
  path: "/admin/revisions",
  ...revisionsGuard,
  summary: "One item's earlier versions, newest first (needs the resource's read permission)",
  request: { query: RevisionsQuerySchema },
  responses: {
    200: jsonContent(RevisionListSchema, "Who saved over each version, when, and the version itself"),
    ...errorResponses(400, 401, 403),
  },
});

export const restoreRevisionRoute = createRoute({
  method: "post",
  path: "/admin/revisions/{id}/restore",
  ...revisionsGuard,
  summary: "Save an earlier version again (needs the resource's update permission)",
  description:
    "The version's fields are saved as a new update of the item, so the current version becomes a revision in turn and a changed public address records its redirect.",
  request: { params: IdParamSchema },
  responses: {
    200: jsonContent(RestoredSchema, "The item as it now is"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});
