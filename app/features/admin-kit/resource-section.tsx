import type { QueryKey } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type ComponentType, type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import { cn } from "~/lib/cn";
import { toast } from "~/lib/toast";
import { useClampedPage, useLoadErrorToast } from "./list-effects";
import { EmptyState, ListStates } from "./list-states";
import { type AdminResource, useResourceDelete, useResourceList } from "./resource";
import { SectionToolbar } from "./section-toolbar";
import { useCan } from "./session";
import { useCreateLink } from "./use-create-link";
import { type ListParams, useListParams } from "./use-list-params";

/** The words of a list: what every section says, a read-only one included. */
export type ListWords = {
  description: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The list's accessible name. */
  listLabel: string;
  empty: string;
  emptyFiltered: string;
  /** Under `empty` for a list nobody adds to here: where its rows come from. */
  emptyNote?: string;
  /** Under `emptyFiltered`, e.g. "Try another search or filter." */
  emptyFilteredHint?: string;
  loadFailed: string;
  tryAgain: string;
  /**
   * A failure in the section's own words, where its spec maps them (e.g. "Access denied…");
   * given the operation's text (`loadFailed`, `deleteFailed`) to fall back on.
   */
  errorText?: (error: unknown, fallback: string) => string;
  /** A heading over the list, given the number of rows once loaded: "Team Members (12)". */
  heading?: (total: number | undefined) => string;
  /** The failed load's toast, when it is not `loadFailed` / `tryAgain` (the list still says `loadFailed`). */
  loadFailedToast?: { title: string; description?: string };
};

/** A section's words: the spec's where it gives them. */
export type SectionWords<Row> = ListWords & {
  /** The add button (and the empty list's call to action). Without it the section offers no add. */
  add?: string;
  /** Under the empty state, with the add button, when nothing exists yet. */
  emptyHint?: string;
  /**
   * The empty state's own add button (e.g. "Add First Field"); while nothing exists it takes the
   * place of the toolbar's.
   */
  addFirst?: string;
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

/** A sort choice beside the filters, kept in the URL's `sort` (option values are API sort keys). */
export type SectionSort = Omit<SectionFilter, "key">;

/** What a card may do, by the admin's permissions. */
export type ItemActions = {
  canUpdate: boolean;
  canDelete: boolean;
  edit: () => void;
  remove: () => void;
};

/** A section's card: one row (an <li>) and what the admin may do with it. */
export type CardProps<Row> = { row: Row; actions: ItemActions };
/** A section's add (row null) or edit dialog. */
export type DialogProps<Row> = { row: Row | null; onClose: () => void };

/** What a custom list draws: the loaded page's rows. */
export type ShownRows<Row> = {
  rows: Row[];
  actionsFor: (row: Row) => ItemActions;
  /** The list's query key, to show a new order at once. */
  queryKey: QueryKey;
  /** Whether the rows are the whole list (unfiltered, on one page). */
  wholeList: boolean;
  /** The list's accessible name. */
  label: string;
};

type Props<Row extends { id: string }> = {
  resource: AdminResource<Row>;
  filters?: readonly SectionFilter[];
  sort?: SectionSort;
  /** The search box (default on); off for a list shown whole, e.g. one reordered by dragging. */
  search?: boolean;
  /** The API query for the URL's params; by default q, the filters, sort, page and pageSize. */
  toQuery?: (params: ListParams<string>) => string;
  layout?: "grid" | "list";
  /** Above the toolbar's search: stat cards and the like. */
  header?: ReactNode;
  /** Beside the add button: further actions (export…). */
  actions?: ReactNode;
  /** One card (not needed when renderList draws the list). */
  card?: ComponentType<CardProps<Row>>;
  /** Instead of `card`, for a card that needs the section's own state (e.g. a details dialog it opens). */
  renderItem?: (row: Row, actions: ItemActions) => ReactNode;
  /** The add and edit dialog. */
  dialog?: ComponentType<DialogProps<Row>>;
  /** Replaces the default list (e.g. a sortable one: SortableRows). */
  renderList?: (shown: ShownRows<Row>) => ReactNode;
  /** A failed delete closes its confirmation too (the toast says so); by default it stays to try again. */
  closeOnDeleteError?: boolean;
} & (
  | { readOnly?: false; words: SectionWords<Row> }
  /** A list to read only (a log): no add, edit or delete, whatever the admin's permissions. */
  | { readOnly: true; words: ListWords }
);

/**
 * What a section is built around (its resource, its words, its add/edit dialog), made once per
 * resource and spread into ResourceSection or ShownInOrderSection, so a manager passes only what differs.
 */
export function sectionOf<Row extends { id: string }, Words>(
  resource: AdminResource<Row>,
  words: Words,
  dialog: ComponentType<DialogProps<Row>>,
) {
  return { resource, words, dialog };
}

const LAYOUTS = { grid: "grid gap-4 sm:grid-cols-2 xl:grid-cols-3", list: "space-y-3" } as const;

/**
 * A back-office list section: toolbar with the add button, search, filters and sort kept in the
 * URL (answered by the server), the list's loading, empty and failed states, cards, pagination,
 * the add/edit dialog (also opened by the Overview's `?new=1`) and delete with confirmation, each
 * control shown only with the permission the server will ask for. `readOnly` keeps it to reading
 * (a log).
 */
export function ResourceSection<Row extends { id: string }>(props: Props<Row>) {
  const {
    resource,
    filters = [],
    sort,
    search = true,
    toQuery,
    layout = "grid",
    header,
    actions,
    card: Card,
    renderItem = Card ? (row, actions) => <Card key={row.id} row={row} actions={actions} /> : undefined,
    dialog: Dialog,
    renderList,
    closeOnDeleteError = false,
  } = props;
  const words: ListWords & Pick<SectionWords<Row>, "add" | "emptyHint" | "addFirst"> = props.words;
  // A read-only section has no words for deleting: it never deletes.
  const deleteWords = props.readOnly ? null : props.words;
  const can = useCan();
  const writable = !props.readOnly;
  const allowed = {
    create: writable && Boolean(Dialog && words.add) && can(resource.table, "create"),
    update: writable && can(resource.table, "update"),
    delete: writable && can(resource.table, "delete"),
  };
  const params = useListParams(filters.map((f) => f.key));
  const { pageSize } = resource;
  const list = useResourceList(resource, toQuery ? toQuery(params) : params.toQuery({ pageSize }));
  const remove = useResourceDelete(resource);
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const openAdd = () => setDialog({ row: null });
  useCreateLink(allowed.create, openAdd);
  const errorText = (error: unknown, fallback: string) => words.errorText?.(error, fallback) ?? fallback;
  const loadFailed = list.isError ? errorText(list.error, words.loadFailed) : words.loadFailed;
  const loadToast = words.loadFailedToast ?? { title: loadFailed, description: words.tryAgain };
  useLoadErrorToast(list.isError, loadToast.title, loadToast.description);
  useClampedPage(params, list.data?.total, pageSize);

  const actionsFor = (row: Row): ItemActions => ({
    canUpdate: allowed.update,
    canDelete: allowed.delete,
    edit: () => setDialog({ row }),
    remove: () => setDeleting(row),
  });

  function confirmDelete() {
    const row = deleting;
    if (!row || !deleteWords) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(deleteWords.deleted, { description: deleteWords.deletedMessage(row) });
      },
      onError: (error) => {
        if (closeOnDeleteError) setDeleting(null);
        toast.error(errorText(error, deleteWords.deleteFailed), {
          description: deleteWords.deleteFailedMessage ?? words.tryAgain,
        });
      },
    });
  }

  const filtered = Boolean(params.q) || filters.some((f) => params.filters[f.key]);
  const selects = filters.length + (sort ? 1 : 0);
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
            selects > 0 && "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_repeat(var(--filters),auto)]",
          )}
          style={{ "--filters": selects } as React.CSSProperties}
        >
          {search ? (
            <div className={cn(selects > 0 && "sm:col-span-2 lg:col-span-1")}>
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
          {sort ? (
            <SelectField
              label={sort.label}
              hideLabel
              options={sort.options}
              value={params.sort}
              onChange={(e) => params.set({ sort: e.target.value })}
            />
          ) : null}
        </div>
        {words.heading ? <h2 className="text-lg font-semibold">{words.heading(list.data?.total)}</h2> : null}
        <ListStates
          query={list}
          loadFailed={loadFailed}
          skeletonRows={3}
          empty={
            <EmptyState title={filtered ? words.emptyFiltered : words.empty}>
              {!filtered && firstAdd ? (
                <>
                  <EmptyNote text={words.emptyHint} />
                  {firstAdd}
                </>
              ) : (
                <EmptyNote text={filtered ? words.emptyFilteredHint : words.emptyNote} />
              )}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              {renderList ? (
                renderList({
                  rows: data.items,
                  actionsFor,
                  queryKey: list.queryKey,
                  wholeList: !filtered && data.items.length >= data.total,
                  label: words.listLabel,
                })
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
      {dialog && Dialog ? <Dialog row={dialog.row} onClose={() => setDialog(null)} /> : null}
      {deleteWords ? (
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          title={deleteWords.confirmDeleteTitle}
          message={deleting ? deleteWords.confirmDelete(deleting) : ""}
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      ) : null}
    </div>
  );
}

function EmptyNote({ text }: { text: string | undefined }) {
  return text ? <p className="text-sm text-muted">{text}</p> : null;
}
