import { Readable } from "node:stream";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import type { AppDeps } from "@server/context";
import { user } from "@server/db/schema";
import { type Actor, writeAudit, writeSystemAudit } from "@server/services/audit";
import {
  backupsDirectory,
  createBackup,
  deleteBackup,
  listBackups,
  openBackup,
  restoreBackup,
} from "@server/services/data/backups";
import { eq } from "drizzle-orm";
import {
  createBackupRoute,
  deleteBackupRoute,
  downloadBackupRoute,
  listBackupsRoute,
  restoreBackupRoute,
} from "./data-backups.routes";

/** Backups of the whole database (issue 14): list, back up now, download, restore, delete. */
export const dataBackupsRouter = createRouter();

const ENTITY = "backup";

dataBackupsRouter.openapi(listBackupsRoute, async (c) => {
  const { env } = c.var.deps;
  return c.json(
    { backups: await listBackups({ env }), keep: env.BACKUP_KEEP, directory: backupsDirectory(env) },
    200,
  );
});

dataBackupsRouter.openapi(createBackupRoute, async (c) => {
  const { db } = c.var.deps;
  const { backup, removed } = await createBackup(c.var.deps);
  await writeAudit(db, actorOf(c), {
    action: "create",
    entityType: ENTITY,
    entityId: backup.name,
    changes: { size: backup.size, ...(removed.length ? { removed } : {}) },
  });
  return c.json(backup, 201);
});

dataBackupsRouter.openapi(downloadBackupRoute, async (c) => {
  const { name } = c.req.valid("param");
  const { stream, size } = await openBackup(c.var.deps, name);
  return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
    "content-type": "application/gzip",
    "content-length": String(size),
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "no-store",
  });
});

dataBackupsRouter.openapi(restoreBackupRoute, async (c) => {
  const { name } = c.req.valid("param");
  const actor = actorOf(c);
  const result = await restoreBackup(c.var.deps, name, { actor });
  await auditAfterRestore(c.var.deps, actor, {
    action: "restore",
    entityType: ENTITY,
    entityId: name,
    changes: { status: result.status, imported: result.imported, failed_tables: result.failed_tables },
  });
  return c.json(result, 200);
});

dataBackupsRouter.openapi(deleteBackupRoute, async (c) => {
  const { name } = c.req.valid("param");
  await deleteBackup(c.var.deps, name);
  await writeAudit(c.var.deps.db, actorOf(c), { action: "delete", entityType: ENTITY, entityId: name });
  return c.body(null, 204);
});

/**
 * Recorded in the restored log, after the restore (a replace would delete it otherwise). An admin
 * whose account is not in the backup is gone now: the entry then names them without linking.
 */
async function auditAfterRestore(
  deps: Pick<AppDeps, "db">,
  actor: Actor,
  entry: Parameters<typeof writeAudit>[2],
) {
  const [stillThere] = await deps.db.select({ id: user.id }).from(user).where(eq(user.id, actor.id));
  if (stillThere) await writeAudit(deps.db, actor, entry);
  else await writeSystemAudit(deps.db, { ...entry, changes: { ...entry.changes, by: actor.email } });
}
