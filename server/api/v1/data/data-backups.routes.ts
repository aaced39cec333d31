import { BackupListSchema, BackupNameSchema, BackupSchema, ImportResultSchema } from "@common/schemas/data";
import { z } from "@hono/zod-openapi";
import { adminRoute, jsonContent, type RouteOwner } from "@server/api/content-routes";

const tags = ["Data"];
const owner: RouteOwner = { resource: "data", tags };
const base = "/admin/data/backups";
const one = `${base}/{name}`;

export const listBackupsRoute = adminRoute(owner, "read", "get", base, {
  summary: "The backups in DATA_DIR/backups, newest first",
  description:
    "Each backup is the JSON export, gzipped (`atrium_backup_{time}.json.gz`). One is made each day " +
    "unless BACKUP_SCHEDULE=off; the newest BACKUP_KEEP are kept.",
  ok: jsonContent(BackupListSchema, "The backups, how many are kept and where they are"),
});

export const createBackupRoute = adminRoute(owner, "update", "post", base, {
  summary: "Back up now",
  description:
    "Writes a backup of the whole database (the JSON export, gzipped), then deletes the backups " +
    "beyond BACKUP_KEEP, oldest first.",
  ok: jsonContent(BackupSchema, "The new backup"),
  status: 201,
});

export const downloadBackupRoute = adminRoute(owner, "read", "get", one, {
  summary: "Download a backup",
  description: "The backup file as it is (gzipped JSON export), streamed.",
  request: { params: BackupNameSchema },
  ok: {
    description: "atrium_backup_{time}.json.gz",
    content: { "application/gzip": { schema: z.string().meta({ format: "binary" }) } },
  },
});

export const restoreBackupRoute = adminRoute(owner, "update", "post", `${one}/restore`, {
  summary: "Restore a backup",
  description:
    "Imports the backup in replace mode: the database becomes exactly the backup, or, when the " +
    "import fails, stays as it was. Sessions are not in backups: whoever is signed in stays signed " +
    "in while their account is in the backup.",
  request: { params: BackupNameSchema },
  ok: jsonContent(ImportResultSchema, "What was imported, table by table"),
});

export const deleteBackupRoute = adminRoute(owner, "delete", "delete", one, {
  summary: "Delete a backup",
  request: { params: BackupNameSchema },
  ok: { description: "Deleted" },
  status: 204,
});
