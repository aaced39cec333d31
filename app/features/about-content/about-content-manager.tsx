import type { AboutContent } from "@common/schemas/about-content";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import {
  EmptyState,
  ListStates,
  SectionToolbar,
  useCan,
  useClampedPage,
  useListParams,
  useLoadErrorToast,
} from "~/features/admin-kit";
import { cn } from "~/lib/cn";
import { AboutContentDialog } from "./about-content-dialog";
import { sectionTypeLabel, ABOUT_COPY as T } from "./copy";
import { ABOUT_PAGE_SIZE, useAboutContentList, useDeleteAboutContent, useToggleAboutActive } from "./queries";

const NO_FILTERS = [] as const;
const RESOURCE = "about_content";

/** Spec 2 §2 About-content manager: search (server-side, in the URL), list, add/edit, show/hide, delete. */
export function AboutContentManager() {
  const can = useCan();
  const params = useListParams(NO_FILTERS);
  const list = useAboutContentList(params.toQuery({ pageSize: ABOUT_PAGE_SIZE }));
  const toggle = useToggleAboutActive();
  const remove = useDeleteAboutContent();
  const [editing, setEditing] = useState<{ row: AboutContent | null } | null>(null);
  const [deleting, setDeleting] = useState<AboutContent | null>(null);

  useLoadErrorToast(list.isError, T.loadFailed, T.tryAgain);

  useClampedPage(params, list.data?.total, ABOUT_PAGE_SIZE);

  function confirmDelete() {
    const row = deleting;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(T.deleted, { description: `"${row.title}" was deleted.` });
      },
      onError: () => toast.error(T.deleteFailed, { description: T.tryAgain }),
    });
  }

  const onToggle = (row: AboutContent) =>
    toggle.mutate(row, {
      onSuccess: (saved) =>
        toast.success(T.updated, {
          description: `"${saved.title}" is ${saved.is_active ? "shown on" : "hidden from"} the About page.`,
        }),
      onError: () => toast.error(T.updateFailed, { description: T.tryAgain }),
    });

  return (
    <div className="space-y-4">
      <SectionToolbar description={T.description}>
        {can(RESOURCE, "create") ? (
          <Button onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {T.add}
          </Button>
        ) : null}
      </SectionToolbar>

      <section aria-label="About content list" className="space-y-4">
        <SearchInput
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={params.q}
          onSearch={(q) => params.set({ q })}
        />
        <ListStates
          query={list}
          loadFailed={T.loadFailed}
          skeletonRows={3}
          empty={<EmptyState title={params.q ? T.emptyFiltered : T.empty} />}
        >
          {(data) => (
            <>
              <ul aria-label="About sections" aria-busy={list.isFetching || undefined} className="space-y-3">
                {data.items.map((row) => (
                  <AboutCard
                    key={row.id}
                    row={row}
                    canUpdate={can(RESOURCE, "update")}
                    canDelete={can(RESOURCE, "delete")}
                    onToggle={() => onToggle(row)}
                    onEdit={() => setEditing({ row })}
                    onDelete={() => setDeleting(row)}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pageSize={ABOUT_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {editing ? <AboutContentDialog row={editing.row} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={T.confirmDeleteTitle}
        message={deleting ? T.confirmDelete(deleting.title) : ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** How much the section's content_data holds, in a few words. */
function dataSummary(data: Record<string, unknown>): string | null {
  const keys = Object.keys(data);
  if (keys.length === 0) return null;
  const list = keys.map((k) => data[k]).find(Array.isArray);
  return list ? `${list.length} ${list.length === 1 ? "item" : "items"}` : `${keys.length} data fields`;
}

function AboutCard({
  row,
  canUpdate,
  canDelete,
  onToggle,
  onEdit,
  onDelete,
}: {
  row: AboutContent;
  canUpdate: boolean;
  canDelete: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const summary = dataSummary(row.content_data);
  return (
    <li
      aria-label={row.title}
      // Hidden sections get a dashed border (not dimmed text, which would lose contrast).
      className={cn(
        "flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start",
        !row.is_active && "border-dashed",
      )}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{sectionTypeLabel(row.section_type)}</Badge>
          {row.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Hidden</Badge>}
          {row.year ? <span className="text-sm text-muted">{row.year}</span> : null}
        </div>
        <h3 className="font-semibold break-words">{row.title}</h3>
        {row.description ? (
          <p className="line-clamp-3 text-sm break-words text-muted">{row.description}</p>
        ) : null}
        <p className="text-xs text-muted">
          Order {row.order_index}
          {summary ? ` · ${summary}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {canUpdate ? (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              aria-checked={row.is_active}
              checked={row.is_active}
              onChange={onToggle}
              className="h-4 w-4 accent-[var(--color-primary)]"
            />
            Visible<span className="sr-only"> on the About page: {row.title}</span>
          </label>
        ) : null}
        {canUpdate ? (
          <Button variant="secondary" className="px-3 py-1.5" onClick={onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> {row.title}</span>
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-red-700 dark:text-red-300"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete<span className="sr-only"> {row.title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
