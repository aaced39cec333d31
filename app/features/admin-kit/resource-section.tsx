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
  loadFailed: string;
  tryAgain: string;
  deleted: string;
  deletedMessage: (row: Row) => string;
  deleteFailed: string;
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
  /** The API query for the URL's params; by default q, the filters, sort, page and pageSize. */
  toQuery?: (params: ListParams<string>) => string;
  layout?: "grid" | "list";
  /** Above the toolbar's search: stat cards and the like. */
  header?: ReactNode;
  /** Beside the add button: further actions (export…). */
  actions?: ReactNode;
  /** One card, as an <li>. */
  renderItem: (row: Row, actions: ItemActions) => ReactNode;
  /** The add (row null) or edit dialog. */
  renderDialog?: (row: Row | null, close: () => void) => ReactNode;
  /** Replaces the default list (e.g. a sortable one); given the loaded page's rows. */
  renderList?: (rows: Row[], actions: (row: Row) => ItemActions, queryKey: readonly unknown[]) => ReactNode;
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
  toQuery,
  layout = "grid",
  header,
  actions,
  renderItem,
  renderDialog,
  renderList,
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
  useLoadErrorToast(list.isError, words.loadFailed, words.tryAgain);
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
      onError: () => toast.error(words.deleteFailed, { description: words.tryAgain }),
    });
  }

  const filtered = Boolean(params.q) || filters.some((f) => params.filters[f.key]);
  const addButton =
    allowed.create && words.add ? (
      <Button onClick={openAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" /> {words.add}
      </Button>
    ) : null;

  return (
    <div className="space-y-4">
      <SectionToolbar description={words.description}>
        {actions}
        {addButton}
      </SectionToolbar>
      {header}
      <section aria-label={words.listLabel} className="space-y-4">
        <div
          className={cn(
            "grid gap-3",
            filters.length > 0 && "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_repeat(var(--filters),auto)]",
          )}
          style={{ "--filters": filters.length } as React.CSSProperties}
        >
          <div className={cn(filters.length > 0 && "sm:col-span-2 lg:col-span-1")}>
            <SearchInput
              label={words.searchLabel}
              placeholder={words.searchPlaceholder}
              value={params.q}
              onSearch={(q) => params.set({ q })}
            />
          </div>
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
          loadFailed={words.loadFailed}
          skeletonRows={3}
          empty={
            <EmptyState title={filtered ? words.emptyFiltered : words.empty}>
              {!filtered && words.emptyHint && addButton ? (
                <>
                  <p className="text-sm text-muted">{words.emptyHint}</p>
                  {addButton}
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
                  {data.items.map((row) => renderItem(row, actionsFor(row)))}
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
