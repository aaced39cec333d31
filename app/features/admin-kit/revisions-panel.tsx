import type { RevisionedResource } from "@common/resources";
import { RestoredSchema, type Revision, RevisionListSchema } from "@common/schemas/revisions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, History } from "lucide-react";
import { useId, useState } from "react";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Spinner } from "~/components/ui/spinner";
import { api } from "~/lib/api";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format-date";
import { adminKey } from "./resource";
import { diffRows, type FieldChange } from "./revision-diff";
import { showToast } from "./toasts";

export const REVISIONS_TEXT = {
  heading: "History",
  intro: "Each save keeps the version before it. Compare one with the current version, or restore it.",
  loading: "Loading the history",
  empty: "No earlier versions yet. Each save from now on keeps the one before it.",
  loadFailed: "The history could not be loaded.",
  retry: "Try Again",
  compare: "Compare",
  hide: "Hide changes",
  restore: "Restore",
  noChanges: "This version is the same as the current one.",
  confirmTitle: "Restore this version?",
  confirmMessage:
    "Its fields replace the current ones, which are kept in the history so you can go back to them.",
  restored: "Version restored",
  restoredText: "The item is back as it was then. The version it replaced is in the history.",
  restoreFailed: "The version could not be restored",
  was: "Was",
  now: "Now",
} as const;

const CurrentRowSchema = z.record(z.string(), z.unknown());

type PanelProps = {
  resource: RevisionedResource;
  /** The row being edited. */
  id: string;
  /** After a restore, with the row as it now is (the dialog resets its form to it). */
  onRestored?: (row: Record<string, unknown>) => void;
};

/**
 * The earlier versions of one row, for its edit dialog (issue 16): who saved over each one and
 * when, what differs from the current row (changed fields only, long texts as a word diff), and
 * Restore (which saves the old version as a new save, so it can be undone in turn). Collapsed
 * until opened; nothing is loaded before.
 */
export function RevisionsPanel({ resource, id, onRestored }: PanelProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <section className="rounded-lg border border-border" aria-label={REVISIONS_TEXT.heading}>
      <h3 className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10"
        >
          <History aria-hidden="true" className="h-4 w-4" />
          <span className="flex-1">{REVISIONS_TEXT.heading}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
          />
        </button>
      </h3>
      <div id={regionId} hidden={!open} className="border-t border-border px-4 py-3">
        {open ? <RevisionList resource={resource} id={id} onRestored={onRestored} /> : null}
      </div>
    </section>
  );
}

function RevisionList({ resource, id, onRestored }: PanelProps) {
  const client = useQueryClient();
  // Under the resource's key: its saves and realtime events reload the history too.
  const key = adminKey(resource);
  const revisions = useQuery({
    queryKey: [...key, "revisions", id],
    queryFn: ({ signal }) =>
      api(`/api/v1/admin/revisions?resource=${resource}&entity_id=${id}`, {
        signal,
        schema: RevisionListSchema,
      }),
  });
  const current = useQuery({
    queryKey: [...key, "item", id, "as-stored"],
    queryFn: ({ signal }) => api(`/api/v1/admin/${resource}/${id}`, { signal, schema: CurrentRowSchema }),
  });
  const [comparing, setComparing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Revision | null>(null);
  const restore = useMutation({
    mutationFn: (revision: Revision) =>
      api(`/api/v1/admin/revisions/${revision.id}/restore`, {
        method: "POST",
        body: {},
        schema: RestoredSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });

  if (revisions.isPending || current.isPending) {
    return (
      <div className="flex items-center gap-2 py-2 text-sm text-muted">
        <Spinner label={REVISIONS_TEXT.loading} />
        <span aria-hidden="true">{REVISIONS_TEXT.loading}</span>
      </div>
    );
  }
  if (revisions.isError || current.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{REVISIONS_TEXT.loadFailed}</span>
        <Button
          variant="secondary"
          onClick={() => {
            void revisions.refetch();
            void current.refetch();
          }}
        >
          {REVISIONS_TEXT.retry}
        </Button>
      </div>
    );
  }
  const items = revisions.data.items;
  if (items.length === 0) return <p className="text-sm text-muted">{REVISIONS_TEXT.empty}</p>;

  const confirm = async () => {
    const revision = confirming;
    if (!revision) return;
    try {
      const { row } = await restore.mutateAsync(revision);
      showToast("success", { title: REVISIONS_TEXT.restored, description: REVISIONS_TEXT.restoredText });
      setConfirming(null);
      setComparing(null);
      onRestored?.(row);
    } catch (err) {
      showToast("error", {
        title: REVISIONS_TEXT.restoreFailed,
        description: err instanceof Error ? err.message : "Please try again.",
      });
      setConfirming(null);
    }
  };

  return (
    <>
      <p className="mb-3 text-sm text-muted">{REVISIONS_TEXT.intro}</p>
      <ol className="space-y-2" aria-label="Earlier versions, newest first">
        {items.map((revision) => {
          const open = comparing === revision.id;
          const savedAt = typeof revision.row.updated_at === "string" ? revision.row.updated_at : null;
          const changesId = `changes-${revision.id}`;
          return (
            <li key={revision.id} className="rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center gap-2">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-fg">
                    {savedAt ? `Version of ${formatDateTime(savedAt)}` : "Earlier version"}
                  </p>
                  <p className="text-muted">
                    Replaced <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
                    {revision.actor_email ? ` by ${revision.actor_email}` : ""}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  aria-expanded={open}
                  aria-controls={changesId}
                  onClick={() => setComparing(open ? null : revision.id)}
                >
                  {open ? REVISIONS_TEXT.hide : REVISIONS_TEXT.compare}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(revision)}>
                  {REVISIONS_TEXT.restore}
                </Button>
              </div>
              {open ? (
                <div id={changesId} className="mt-3">
                  <Changes changes={diffRows(revision.row, current.data)} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => (o ? undefined : setConfirming(null))}
        title={REVISIONS_TEXT.confirmTitle}
        message={REVISIONS_TEXT.confirmMessage}
        confirmLabel={REVISIONS_TEXT.restore}
        pending={restore.isPending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}

/** The changed fields: the version's value, then the current one; long texts as one word diff. */
function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-muted">{REVISIONS_TEXT.noChanges}</p>;
  return (
    <dl className="space-y-3 text-sm">
      {changes.map((change) => (
        <div key={change.field}>
          <dt className="font-medium text-fg">{change.label}</dt>
          {change.kind === "text" ? (
            <dd className="mt-1 whitespace-pre-wrap break-words rounded border border-border bg-black/[0.02] p-2 dark:bg-white/5">
              {change.parts.map((part, i) =>
                part.change === "removed" ? (
                  <del key={i} className="bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200">
                    <span className="sr-only">[this version: </span>
                    {part.text}
                    <span className="sr-only">]</span>
                  </del>
                ) : part.change === "added" ? (
                  <ins
                    key={i}
                    className="bg-green-100 text-green-900 no-underline dark:bg-green-950 dark:text-green-200"
                  >
                    <span className="sr-only">[now: </span>
                    {part.text}
                    <span className="sr-only">]</span>
                  </ins>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
            </dd>
          ) : (
            <dd className="mt-1 grid gap-1 sm:grid-cols-2">
              <p className="break-words rounded bg-red-50 p-2 text-red-900 dark:bg-red-950 dark:text-red-200">
                <span className="font-medium">{REVISIONS_TEXT.was}: </span>
                {change.before}
              </p>
              <p className="break-words rounded bg-green-50 p-2 text-green-900 dark:bg-green-950 dark:text-green-200">
                <span className="font-medium">{REVISIONS_TEXT.now}: </span>
                {change.after}
              </p>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

/**
 * An edit dialog's row, replaced by the row as restored from its history: pass the first to the
 * ResourceDialog (which resets its form to it) and the second as the panel's `onRestored`.
 */
export function useRestorableRow<Row>(row: Row | null) {
  const [shown, setShown] = useState(row);
  return [shown, (restored: Record<string, unknown>) => setShown(restored as Row)] as const;
}
