import { arrayMove } from "@dnd-kit/sortable";
import type { QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { ReorderStatus, SortableList } from "~/components/ui/sortable-list";
import { type AdminResource, useResourceReorder } from "./resource";

type Toast = { title: string; description: string };

/** A sortable list's words: the banner above it and the toasts after a save. */
export type ReorderWords = { hint: string; saving: string; reordered: Toast; reorderFailed: Toast };

/**
 * A ResourceSection's list reordered by dragging (mouse, touch or keyboard), for `renderList`: the
 * new order (order_index 1…n) shows at once and is saved; if the save fails the old order comes
 * back. Each item renders itself with `useSortableRow`; `locked` says a save is under way, while
 * which nothing else should change.
 */
export function SortableResourceList<Row extends { id: string; order_index: number }>({
  resource,
  rows,
  queryKey,
  toBody,
  canReorder,
  words,
  noun,
  label,
  labelOf,
  children,
}: {
  resource: AdminResource<Row>;
  /** The rows and the query key renderList is given. */
  rows: Row[];
  queryKey: QueryKey;
  /** The PUT …/order body, when the API does not take `{ ids }`. */
  toBody?: (rows: Row[]) => unknown;
  /** Reordering is offered (the banner and the handles) only when true. */
  canReorder: boolean;
  words: ReorderWords;
  /** What an item is ("field"), and the list's accessible name. */
  noun: string;
  label: string;
  labelOf: (row: Row) => string;
  children: (row: Row, locked: boolean) => ReactNode;
}) {
  const reorder = useResourceReorder(resource, toBody);
  const locked = reorder.isPending;

  function onMove(from: number, to: number) {
    if (locked) return;
    const items = arrayMove(rows, from, to).map((row, i) => ({ ...row, order_index: i + 1 }));
    reorder.mutate(
      { queryKey, items },
      {
        onSuccess: () => toast.success(words.reordered.title, { description: words.reordered.description }),
        onError: () =>
          toast.error(words.reorderFailed.title, { description: words.reorderFailed.description }),
      },
    );
  }

  return (
    <>
      {canReorder ? <ReorderStatus saving={locked} hint={words.hint} savingText={words.saving} /> : null}
      <SortableList
        items={rows}
        idOf={(row) => row.id}
        labelOf={labelOf}
        noun={noun}
        label={label}
        busy={locked}
        onMove={onMove}
        className="space-y-2"
      >
        {(row) => children(row, locked)}
      </SortableList>
    </>
  );
}
