import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import { cn } from "~/lib/cn";
import { useClampedPage, useLoadErrorToast } from "./list-effects";
import { EmptyState, ListStates } from "./list-states";
import { type AdminResource, useResourceDelete, useResourceList } from "./resource";
import { SectionToolbar } from "./section-toolbar";
import { useCan } from "./session";
import { useCreateLink } from "./use-create-link";
import { type ListParams, useListParams } from "./use-list-params";

/** A section's words: the spec's where it gives them. */
export type SectionWords<Row> = {
  description: string;
  /** The add button (and the empty list's call to action). */
  add?: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's accessible name. */
  listLabel: string;
  empty: string;
  emptyFiltered: string;
  /** Under the empty state, with the add button, when nothing exists yet. */
  emptyHint?: string;
  /**
   * The empty state's own add button (e.g. "Add First Field"); while nothing exists it takes the
   * place of the toolbar's.
   */
  addFirst?: string;
  loadFailed: string;
  /** A failed load's text, under its toast's title and in the list's place (default: tryAgain, loadFailed). */
  loadFailedMessage?: string;
  tryAgain: string;
  deleted: string;
  deletedMessage: (row: Row) => string;
  deleteFailed: string;
  /** A failed delete's toast text (default: tryAgain). */
  deleteFailedMessage?: string;
  confirmDeleteTitle: string;
  confirmDelete: (row: Row) => string;
};

export type SectionFilter = {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
};

/** What a card may do, by the admin's permissions. */
export type ItemActions = {
  canUpdate: boolean;
  canDelete: boolean;
  edit: () => void;
  remove: () => void;
};

type Props<Row extends { id: string }> = {
  resource: AdminResource<Row>;
  words: SectionWords<Row>;
  pageSize: number;
  filters?: readonly SectionFilter[];
  /** The search box (default on); off for a list shown whole, e.g. one reordered by dragging. */
  search?: boolean;
  /** The API query for the URL's params; by default q, the filters, sort, page and pageSize. */
  toQuery?: (params: ListParams<string>) => string;
  layout?: "grid" | "list";
  /** Above the toolbar's search: stat cards and the like. */
  header?: ReactNode;
  /** Beside the add button: further actions (export…). */
  actions?: ReactNode;
  /** One card, as an <li> (not needed when renderList draws the list). */
  renderItem?: (row: Row, actions: ItemActions) => ReactNode;
  /** The add (row null) or edit dialog. */
  renderDialog?: (row: Row | null, close: () => void) => ReactNode;
  /** Replaces the default list (e.g. a sortable one); given the loaded page's rows. */
  renderList?: (rows: Row[], actions: (row: Row) => ItemActions, queryKey: readonly unknown[]) => ReactNode;
  /** A failed delete closes its confirmation too (the toast says so); by default it stays to try again. */
  closeOnDeleteError?: boolean;
};

const LAYOUTS = { grid: "grid gap-4 sm:grid-cols-2 xl:grid-cols-3", list: "space-y-3" } as const;

/**
 * A back-office list section: toolbar with the add button, search and filters kept in the URL
 * (answered by the server), the list's loading, empty and failed states, cards, pagination, the
 * add/edit dialog (also opened by the Overview's `?new=1`) and delete with confirmation, each
 * control shown only with the permission the server will ask for.
 */
export function ResourceSection<Row extends { id: string }>({
  resource,
  words,
  pageSize,
  filters = [],
  search = true,
  toQuery,
  layout = "grid",
  header,
  actions,
  renderItem,
  renderDialog,
  renderList,
  closeOnDeleteError = false,
}: Props<Row>) {
  const can = useCan();
  const allowed = {
    create: Boolean(renderDialog) && can(resource.table, "create"),
    update: can(resource.table, "update"),
    delete: can(resource.table, "delete"),
  };
  const params = useListParams(filters.map((f) => f.key));
  const list = useResourceList(resource, toQuery ? toQuery(params) : params.toQuery({ pageSize }));
  const remove = useResourceDelete(resource);
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const openAdd = () => setDialog({ row: null });
  useCreateLink(allowed.create, openAdd);
  useLoadErrorToast(list.isError, words.loadFailed, words.loadFailedMessage ?? words.tryAgain);
  useClampedPage(params, list.data?.total, pageSize);

  const actionsFor = (row: Row): ItemActions => ({
    canUpdate: allowed.update,
    canDelete: allowed.delete,
    edit: () => setDialog({ row }),
    remove: () => setDeleting(row),
  });

  function confirmDelete() {
    const row = deleting;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(words.deleted, { description: words.deletedMessage(row) });
      },
      onError: () => {
        if (closeOnDeleteError) setDeleting(null);
        toast.error(words.deleteFailed, { description: words.deleteFailedMessage ?? words.tryAgain });
      },
    });
  }

  const filtered = Boolean(params.q) || filters.some((f) => params.filters[f.key]);
  const addButton = (label: string | undefined) =>
    allowed.create && label ? (
      <Button onClick={openAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" /> {label}
      </Button>
    ) : null;
  const nothingYet = !filtered && list.data?.total === 0;
  const firstAdd = addButton(words.addFirst ?? (words.emptyHint ? words.add : undefined));

  return (
    <div className="space-y-4">
      <SectionToolbar description={words.description}>
        {actions}
        {nothingYet && words.addFirst ? null : addButton(words.add)}
      </SectionToolbar>
      {header}
      <section aria-label={words.listLabel} className="space-y-4">
        <div
          className={cn(
            "grid gap-3 empty:hidden",
            filters.length > 0 && "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_repeat(var(--filters),auto)]",
          )}
          style={{ "--filters": filters.length } as React.CSSProperties}
        >
          {search ? (
            <div className={cn(filters.length > 0 && "sm:col-span-2 lg:col-span-1")}>
              <SearchInput
                label={words.searchLabel}
                placeholder={words.searchPlaceholder}
                value={params.q}
                onSearch={(q) => params.set({ q })}
              />
            </div>
          ) : null}
          {filters.map((filter) => (
            <SelectField
              key={filter.key}
              label={filter.label}
              hideLabel
              options={filter.options}
              value={params.filters[filter.key] ?? ""}
              onChange={(e) => params.set({ [filter.key]: e.target.value })}
            />
          ))}
        </div>
        <ListStates
          query={list}
          loadFailed={words.loadFailedMessage ?? words.loadFailed}
          skeletonRows={3}
          empty={
            <EmptyState title={filtered ? words.emptyFiltered : words.empty}>
              {!filtered && firstAdd ? (
                <>
                  {words.emptyHint ? <p className="text-sm text-muted">{words.emptyHint}</p> : null}
                  {firstAdd}
                </>
              ) : null}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              {renderList ? (
                renderList(data.items, actionsFor, list.queryKey)
              ) : (
                <ul
                  aria-label={words.listLabel}
                  aria-busy={list.isFetching || undefined}
                  className={LAYOUTS[layout]}
                >
                  {data.items.map((row) => renderItem?.(row, actionsFor(row)))}
                </ul>
              )}
              <Pagination
                page={params.page}
                pageSize={pageSize}
                total={data.total}
                onPage={(page) => params.set({ page })}
              />
            </>
          )}
        </ListStates>
      </section>
      {dialog && renderDialog ? renderDialog(dialog.row, () => setDialog(null)) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={words.confirmDeleteTitle}
        message={deleting ? words.confirmDelete(deleting) : ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
