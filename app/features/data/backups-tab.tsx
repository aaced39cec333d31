import { formatBytes } from "@common/format-bytes";
import type { Backup, ImportResult } from "@common/schemas/data";
import { ArchiveRestore, DatabaseBackup, Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import {
  EmptyState,
  ListSkeleton,
  LoadFailed,
  showToast,
  useCan,
  useLoadErrorToast,
} from "~/features/admin-kit";
import { formatDateTime } from "~/lib/format-date";
import { DATA_COPY } from "./copy";
import { ImportResultPanel } from "./import-result";
import { backupPath, useBackUpNow, useBackups, useDeleteBackup, useRestoreBackup } from "./resource";
import { importToast } from "./use-data-import";

const T = DATA_COPY.backups;

/**
 * The daily backups in DATA_DIR/backups: "Back up now", and per backup download, restore (an
 * import in replace mode, after a confirmation) and delete.
 */
export function BackupsTab() {
  const can = useCan();
  const backups = useBackups();
  const backUp = useBackUpNow();
  const restore = useRestoreBackup();
  const remove = useDeleteBackup();
  const [restoring, setRestoring] = useState<Backup | null>(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const [restored, setRestored] = useState<{ name: string; result: ImportResult } | null>(null);
  useLoadErrorToast(backups.isError, T.loadFailed, backups.error?.message ?? "");

  const onBackUp = () =>
    backUp.mutate(undefined, {
      onSuccess: (backup) =>
        showToast("success", {
          title: T.created,
          description: `${backup.name} (${formatBytes(backup.size)})`,
        }),
      onError: (error) => showToast("error", { title: T.createFailed, description: error.message }),
    });

  const onRestore = (backup: Backup) =>
    restore.mutate(backup.name, {
      onSuccess: (result) => {
        setRestoring(null);
        setRestored({ name: backup.name, result });
        importToast(result, T.restored);
      },
      onError: (error) => {
        setRestoring(null);
        showToast("error", { title: T.restoreFailed, description: error.message });
      },
    });

  const onDelete = (backup: Backup) =>
    remove.mutate(backup.name, {
      onSuccess: () => {
        setDeleting(null);
        showToast("success", { title: T.deleted, description: backup.name });
      },
      onError: (error) => {
        setDeleting(null);
        showToast("error", { title: T.deleteFailed, description: error.message });
      },
    });

  const list = backups.data;
  return (
    <section aria-labelledby="data-backups-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id="data-backups-title" className="text-lg font-semibold">
            {T.title}
          </h2>
          {list ? <p className="text-muted break-words">{T.intro(list.keep, list.directory)}</p> : null}
        </div>
        {can("data", "update") ? (
          <Button onClick={onBackUp} disabled={backUp.isPending}>
            <DatabaseBackup aria-hidden="true" className="h-4 w-4" />
            {backUp.isPending ? T.busy : T.now}
          </Button>
        ) : null}
      </div>

      {restored ? <ImportResultPanel result={restored.result} title={T.restoredFrom(restored.name)} /> : null}

      {backups.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void backups.refetch()} />
      ) : !list ? (
        <ListSkeleton rows={3} />
      ) : list.backups.length === 0 ? (
        <EmptyState title={T.empty}>
          <p className="text-sm text-muted">{T.emptyHint}</p>
        </EmptyState>
      ) : (
        <ul aria-label={T.title} className="divide-y divide-border rounded-lg border border-border bg-card">
          {list.backups.map((backup) => (
            <li
              key={backup.name}
              aria-label={backup.name}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium break-all">{backup.name}</p>
                <p className="text-sm text-muted">
                  {formatDateTime(backup.created_at)} · {formatBytes(backup.size)}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-1">
                <a
                  href={backupPath(backup.name)}
                  download={backup.name}
                  aria-label={T.download(backup.name)}
                  className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {T.downloadShort}
                </a>
                {can("data", "update") ? (
                  <Button
                    variant="ghost"
                    aria-label={T.restoreLabel(backup.name)}
                    disabled={restore.isPending}
                    onClick={() => setRestoring(backup)}
                  >
                    <ArchiveRestore aria-hidden="true" className="h-4 w-4" />
                    {restore.isPending && restore.variables === backup.name ? T.restoring : T.restore}
                  </Button>
                ) : null}
                {can("data", "delete") ? (
                  <Button
                    variant="ghost"
                    aria-label={T.deleteLabel(backup.name)}
                    className="text-red-700 dark:text-red-300"
                    onClick={() => setDeleting(backup)}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {T.delete}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (open ? null : setRestoring(null))}
        title={T.restoreTitle}
        message={restoring ? T.restoreMessage(formatDateTime(restoring.created_at)) : ""}
        acknowledge={T.restoreAcknowledge}
        confirmLabel={T.restore}
        pending={restore.isPending}
        onConfirm={() => restoring && onRestore(restoring)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={T.deleteTitle}
        message={deleting ? T.deleteMessage(deleting.name) : ""}
        pending={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </section>
  );
}
