import { BackupListSchema, BackupNameSchema, BackupSchema, ImportResultSchema } from "@common/schemas/data";
import { createRoute, z } from "@hono/zod-openapi";
import { adminGuard, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const tags = ["Data"];
const base = "/admin/data/backups";
const one = `${base}/{name}`;

export const listBackupsRoute = createRoute({
  method: "get",
  path: base,
  tags,
  summary: "The backups in DATA_DIR/backups, newest first",
  description:
    "Each backup is the JSON export, gzipped (`atrium_backup_{time}.json.gz`). One is made each day " +
    "unless BACKUP_SCHEDULE=off; the newest BACKUP_KEEP are kept.",
  ...adminGuard("data", "read"),
  responses: {
    200: jsonContent(BackupListSchema, "The backups, how many are kept and where they are"),
    ...errorResponses(401, 403),
  },
});

export const createBackupRoute = createRoute({
  method: "post",
  path: base,
  tags,
  summary: "Back up now",
  description:
    "Writes a backup of the whole database (the JSON export, gzipped), then deletes the backups " +
    "beyond BACKUP_KEEP, oldest first.",
  ...adminGuard("data", "update"),
  responses: {
    201: jsonContent(BackupSchema, "The new backup"),
    ...errorResponses(401, 403),
  },
});

export const downloadBackupRoute = createRoute({
  method: "get",
  path: one,
  tags,
  summary: "Download a backup",
  description: "The backup file as it is (gzipped JSON export), streamed.",
  ...adminGuard("data", "read"),
  request: { params: BackupNameSchema },
  responses: {
    200: {
      description: "atrium_backup_{time}.json.gz",
      content: { "application/gzip": { schema: z.string().meta({ format: "binary" }) } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const restoreBackupRoute = createRoute({
  method: "post",
  path: `${one}/restore`,
  tags,
  summary: "Restore a backup",
  description:
    "Imports the backup in replace mode: the database becomes exactly the backup, or, when the " +
    "import fails, stays as it was. Sessions are not in backups: whoever is signed in stays signed " +
    "in while their account is in the backup.",
  ...adminGuard("data", "update"),
  request: { params: BackupNameSchema },
  responses: {
    200: jsonContent(ImportResultSchema, "What was imported, table by table"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deleteBackupRoute = createRoute({
  method: "delete",
  path: one,
  tags,
  summary: "Delete a backup",
  ...adminGuard("data", "delete"),
  request: { params: BackupNameSchema },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
});
