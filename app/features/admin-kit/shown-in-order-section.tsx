import type { ComponentType, ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { DragHandle, useSortableRow } from "~/components/ui/sortable-list";
import { cn } from "~/lib/cn";
import { CardActions } from "./card-actions";
import { CONTENT_DIALOG_WORDS, CONTENT_WORDS } from "./content-words";
import type { AdminResource } from "./resource";
import type { DialogProps, ItemActions, SectionWords } from "./resource-section";
import { ResourceSection } from "./resource-section";
import { type ReorderWords, SortableRows } from "./sortable-rows";
import type { ToastText } from "./toasts";
import { TOGGLES, ToggleAction } from "./toggle-action";
import { useToggleField } from "./use-toggle-field";

/** A row shown on the site in an order staff choose, and only while active. */
type ShownRow = { id: string; title: string; order_index: number; is_active: boolean };

/** The words of a list shown in order: the section's, its reordering's, and its show / hide toasts. */
export type ShownInOrderWords<Row> = SectionWords<Row> &
  ReorderWords & {
    /** What a row is, for the drag announcements: "slide". */
    noun: string;
    /** The badge of a row visitors do not see. */
    hiddenBadge: string;
    toggled: (row: Row, on: boolean) => ToastText;
    toggleFailed: ToastText;
  };

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The reorder and show / hide words of a list shown in order, from what a row is ("slide",
 * "slides") and where visitors see it ("the home page").
 */
export function shownInOrderWords<Row extends { title: string }>({
  one,
  many,
  where,
}: {
  one: string;
  many: string;
  where: string;
}): Omit<ShownInOrderWords<Row>, keyof SectionWords<Row>> {
  return {
    noun: one,
    hiddenBadge: "Hidden",
    dragHint: `Drag and drop to reorder the ${many}`,
    savingOrder: "Saving new order...",
    notWholeList: `Show the whole list to reorder the ${many}.`,
    reordered: {
      title: `${capital(many)} reordered`,
      description: `${capital(where)} shows the ${many} in the new order.`,
    },
    reorderFailed: { title: "Error", description: `Failed to reorder the ${many}. Please try again.` },
    toggled: (row, on) => ({
      title: `${capital(one)} ${on ? "shown" : "hidden"}`,
      description: `"${row.title}" is ${on ? "shown on" : "hidden from"} ${where}.`,
    }),
    toggleFailed: { title: `Error updating ${one}`, description: "Please try again." },
  };
}

/** What a shown-in-order list is about: what a row is, where visitors see it, and its own sentences. */
type ShownInOrderTopic = {
  one: string;
  many: string;
  where: string;
  /** The list's accessible name: "Hero slides". */
  listLabel: string;
  description: string;
  emptyHint: string;
};

/**
 * The whole words of a shown-in-order section and of its dialog, from what a row is ("slide",
 * "slides", on "the home page") and the few sentences of its own; a section adds what else it says.
 */
export function shownInOrderCopy<Row extends { title: string }>(topic: ShownInOrderTopic) {
  const { one, many, listLabel, description, emptyHint } = topic;
  const add = `Add ${capital(one)}`;
  const section = {
    ...CONTENT_WORDS,
    description,
    add,
    searchLabel: `Search ${many}`,
    searchPlaceholder: `Search ${many}...`,
    listLabel,
    empty: `No ${many} yet`,
    emptyFiltered: `No ${many} match your search.`,
    emptyHint,
    loadFailed: `Error loading ${many}`,
    deleted: `${capital(one)} deleted`,
    confirmDeleteTitle: `Delete ${one}`,
    confirmDelete: (row) => `Are you sure you want to delete "${row.title}"?`,
    ...shownInOrderWords<Row>(topic),
  } satisfies ShownInOrderWords<Row>;
  const dialog = {
    ...CONTENT_DIALOG_WORDS,
    addTitle: add,
    editTitle: `Edit ${capital(one)}`,
    addSave: add,
    added: `${capital(one)} added`,
    updated: `${capital(one)} updated`,
    activeHint: `Shown on ${topic.where}.`,
  };
  return { section, dialog };
}

/**
 * A section of rows the site shows in a chosen order (the home page's hero slides, "what we do"):
 * the whole list, reordered by drag or keyboard, each row a card with its picture (`media`), its
 * title and `details`, shown / hidden at a click (Activate / Deactivate), edited in `dialog`.
 */
export function ShownInOrderSection<Row extends ShownRow>({
  resource,
  words,
  dialog,
  media,
  details,
}: {
  resource: AdminResource<Row>;
  words: ShownInOrderWords<Row>;
  dialog: ComponentType<DialogProps<Row>>;
  /** The card's picture or icon, at the start. */
  media: (row: Row) => ReactNode;
  /** Under the title. */
  details: (row: Row) => ReactNode;
}) {
  const toggle = useToggleField<Row, "is_active">(resource, (row, _field, on) => ({
    done: words.toggled(row, on),
    failed: words.toggleFailed,
  }));
  return (
    <ResourceSection
      resource={resource}
      words={words}
      search={false}
      layout="list"
      dialog={dialog}
      renderList={(shown) => (
        <SortableRows
          resource={resource}
          shown={shown}
          noun={words.noun}
          labelOf={(row) => row.title}
          words={words}
        >
          {(row, state) => (
            <ShownInOrderCard
              key={row.id}
              row={row}
              {...state}
              hiddenBadge={words.hiddenBadge}
              onToggle={() => toggle(row, "is_active")}
              media={media(row)}
              details={details(row)}
            />
          )}
        </SortableRows>
      )}
    />
  );
}

function ShownInOrderCard({
  row,
  actions,
  locked,
  canReorder,
  hiddenBadge,
  onToggle,
  media,
  details,
}: {
  row: ShownRow;
  actions: ItemActions;
  locked: boolean;
  canReorder: boolean;
  hiddenBadge: string;
  onToggle: () => void;
  media: ReactNode;
  details: ReactNode;
}) {
  const { row: sortable, handle, isDragging } = useSortableRow(row.id, locked || !canReorder);
  const { title } = row;
  return (
    <li
      {...sortable}
      aria-label={title}
      className={cn(
        "flex flex-wrap items-start gap-3 rounded-lg border border-border bg-card p-3 sm:flex-nowrap",
        // Dimmed without opacity, so the text keeps AA contrast.
        !row.is_active && "border-dashed bg-bg",
        isDragging && "relative z-10 shadow-lg ring-2 ring-primary",
      )}
    >
      {canReorder ? <DragHandle aria-label={`Reorder ${title}`} {...handle} /> : null}
      {media}
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-2">
          <p className={cn("font-medium break-words", !row.is_active && "text-muted")}>{title}</p>
          {row.is_active ? null : <Badge tone="gray">{hiddenBadge}</Badge>}
        </div>
        {details}
      </div>
      <CardActions name={title} actions={actions} disabled={locked}>
        {actions.canUpdate ? (
          <ToggleAction
            toggle={TOGGLES.activate}
            on={row.is_active}
            name={title}
            disabled={locked}
            onClick={onToggle}
          />
        ) : null}
      </CardActions>
    </li>
  );
}
