import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical, LoaderCircle } from "lucide-react";
import { type ButtonHTMLAttributes, forwardRef, type ReactNode, useRef } from "react";

/**
 * A vertical list reordered by dragging a handle with the mouse, touch or keyboard (Space lifts,
 * arrows move, Space drops, Escape cancels), with each step announced to screen readers. The
 * contact form builder and the success stories panel share it; each item renders itself and
 * calls useSortableRow for its row and handle.
 */
export function SortableList<T>({
  items,
  idOf,
  labelOf,
  noun,
  label,
  busy,
  onMove,
  className,
  children,
}: {
  items: T[];
  idOf: (item: T) => string;
  /** How an item is named in announcements, e.g. its title. */
  labelOf: (item: T) => string;
  /** What an item is, for the instructions: "field", "story". */
  noun: string;
  /** The list's accessible name. */
  label: string;
  busy?: boolean;
  /** A drop at another position: from and to are indexes into `items`. */
  onMove: (from: number, to: number) => void;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const indexOf = (id: unknown) => items.findIndex((item) => idOf(item) === id);
  const nameOf = (id: unknown) => {
    const item = items[indexOf(id)];
    return item === undefined ? noun : labelOf(item);
  };
  const positionOf = (id: unknown) => indexOf(id) + 1;
  const of = items.length;
  // The pick-up message is not to be drowned by a "moved" message before anything moved.
  const lastOver = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${of}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${of}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${of}.` : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled. ${nameOf(active.id)} was not moved.`,
  };
  const instructions = {
    draggable:
      `To pick up a ${noun}, press Space or Enter. Use the up and down arrow keys to move it, ` +
      "Space or Enter to drop it in its new position, or Escape to cancel.",
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id || busy) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
    >
      <SortableContext items={items.map(idOf)} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} aria-busy={busy || undefined} className={className}>
          {items.map(children)}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** One row of a SortableList: props for the row element and for its drag handle. */
export function useSortableRow(id: string, disabled: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return {
    isDragging,
    row: { ref: setNodeRef, style: { transform: CSS.Transform.toString(transform), transition } },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

/** The grip a row is dragged by; give it the row's `handle` props and a label naming the item. */
export const DragHandle = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(
  function DragHandle(props, ref) {
    return (
      <button
        ref={ref}
        type="button"
        // Not `disabled` while locked: the handle keeps focus after a keyboard drop.
        className="cursor-grab touch-none rounded-md p-2 text-muted hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary aria-disabled:cursor-not-allowed dark:hover:bg-white/10"
        {...props}
      >
        <GripVertical aria-hidden="true" className="h-5 w-5" />
      </button>
    );
  },
);

/** The line above a sortable list: how to reorder, or that the new order is being saved. */
export function ReorderStatus({
  saving,
  hint,
  savingText,
}: {
  saving: boolean;
  hint: string;
  savingText: string;
}) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
    >
      {saving ? (
        <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
      ) : (
        <GripVertical aria-hidden="true" className="h-4 w-4" />
      )}
      {saving ? savingText : hint}
    </p>
  );
}
