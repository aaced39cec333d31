import { RestoredSchema, RevisionListSchema, RevisionsQuerySchema } from "@common/schemas/revisions";
import { apiRoute, jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, IdParamSchema } from "@server/api/openapi";
import { requireAdmin } from "@server/auth/guards";

/**
 * The revisions of one item (issue 16). The permission depends on the resource asked for (its
 * table's `read` to list, `update` to restore), so the handlers check it once they know it.
 */
const tags = ["Revisions"];
const anyAdmin = { security: ADMIN_SECURITY, middleware: requireAdmin };

export const listRevisionsRoute = apiRoute(
  tags,
  "get",
  "/admin/revisions",
  {
    summary: "One item's earlier versions, newest first (needs the resource's read permission)",
    request: { query: RevisionsQuerySchema },
    ok: jsonContent(RevisionListSchema, "Who saved over each version, when, and the version itself"),
    errors: [400, 401, 403],
  },
  anyAdmin,
);

export const restoreRevisionRoute = apiRoute(
  tags,
  "post",
  "/admin/revisions/{id}/restore",
  {
    summary: "Save an earlier version again (needs the resource's update permission)",
    description:
      "The version's fields are saved as a new update of the item, so the current version becomes a revision in turn and a changed public address records its redirect.",
    request: { params: IdParamSchema },
    ok: jsonContent(RestoredSchema, "The item as it now is"),
    errors: [400, 401, 403, 404, 409],
  },
  anyAdmin,
);
