import { arrayMove } from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import { ReorderStatus, SortableList } from "~/components/ui/sortable-list";
import { type AdminResource, useResourceReorder } from "./resource";
import type { ItemActions, ShownRows } from "./resource-section";
import { useCan } from "./session";
import { showToast, type ToastText } from "./toasts";

/** A reorderable list's words (spec 2 §4). */
export type ReorderWords = {
  dragHint: string;
  savingOrder: string;
  /** Instead of the hint when the rows shown are not the whole list (filtered or paged). */
  notWholeList: string;
  reordered: ToastText;
  reorderFailed: ToastText;
};

/**
 * A section's rows reordered by drag or keyboard (spec 2 §4), for ResourceSection's `renderList`:
 * the new order shows at once, is saved for the whole list (`PUT <base>/order`, renumbered from 1),
 * locks the rows while saving and comes back as it was on failure. The API saves an order of every
 * row, so only the whole list can be reordered.
 */
export function SortableRows<Row extends { id: string; order_index: number }>({
  resource,
  shown: { rows, actionsFor, queryKey, wholeList, label },
  toBody,
  noun,
  labelOf,
  words,
  children,
}: {
  resource: AdminResource<Row>;
  /** What ResourceSection's renderList is given. */
  shown: ShownRows<Row>;
  /** The PUT …/order body, when the API does not take `{ ids }`. */
  toBody?: (rows: Row[]) => unknown;
  /** What a row is, for the announcements: "story", "field". */
  noun: string;
  labelOf: (row: Row) => string;
  words: ReorderWords;
  /** One row, as an <li> using useSortableRow; `locked` while an order saves. */
  children: (row: Row, state: { actions: ItemActions; locked: boolean; canReorder: boolean }) => ReactNode;
}) {
  const canUpdate = useCan()(resource.table, "update");
  const reorder = useResourceReorder(resource, toBody);
  const locked = reorder.isPending;
  const canReorder = canUpdate && wholeList && rows.length > 1;

  function onMove(from: number, to: number) {
    if (locked) return;
    const items = arrayMove(rows, from, to).map((row, i) => ({ ...row, order_index: i + 1 }));
    reorder.mutate(
      { queryKey, items },
      {
        onSuccess: () => showToast("success", words.reordered),
        onError: () => showToast("error", words.reorderFailed),
      },
    );
  }

  return (
    <>
      {canUpdate && rows.length > 1 ? (
        canReorder ? (
          <ReorderStatus saving={locked} hint={words.dragHint} savingText={words.savingOrder} />
        ) : (
          <p className="text-sm text-muted">{words.notWholeList}</p>
        )
      ) : null}
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
        {(row) => children(row, { actions: actionsFor(row), locked, canReorder })}
      </SortableList>
    </>
  );
}
