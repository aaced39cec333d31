import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { GripVertical, LoaderCircle, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { EmptyState, ListSkeleton, LoadFailed } from "~/features/dashboard/section-error";
import { SectionToolbar } from "~/features/dashboard/section-header";
import { useCan } from "~/features/dashboard/use-dashboard-session";
import type { AdminContactFormField } from "../../../common/schemas/contact-form-fields";
import { FIELDS_COPY } from "./copy";
import { type FieldActions, FieldCard } from "./field-card";
import { FieldDialog } from "./field-dialog";
import {
  useContactFields,
  useDeleteField,
  useDuplicateField,
  useReorderFields,
  useUpdateField,
} from "./queries";

type Field = AdminContactFormField;
const RESOURCE = "contact_form_fields";

const instructions: ScreenReaderInstructions = {
  draggable:
    "To pick up a field, press Space or Enter. Use the up and down arrow keys to move it, " +
    "Space or Enter to drop it in its new position, or Escape to cancel.",
};

/** Spec 3 §2: the contact form field builder. */
export function ContactFieldsPanel() {
  const can = useCan();
  const allowed = {
    create: can(RESOURCE, "create"),
    update: can(RESOURCE, "update"),
    delete: can(RESOURCE, "delete"),
  };
  const query = useContactFields();
  const reorder = useReorderFields();
  const toggle = useUpdateField();
  const duplicate = useDuplicateField();
  const remove = useDeleteField();
  const [dialog, setDialog] = useState<{ field: Field | null } | null>(null);
  const [deleting, setDeleting] = useState<Field | null>(null);

  const fields = query.data ?? [];
  const locked = reorder.isPending;
  const loadFailed = query.isError && !query.data;

  useEffect(() => {
    if (loadFailed)
      toast.error(FIELDS_COPY.loadFailed.title, { description: FIELDS_COPY.loadFailed.description });
  }, [loadFailed]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const labelOf = (id: unknown) => fields.find((f) => f.id === id)?.field_label ?? "field";
  const positionOf = (id: unknown) => fields.findIndex((f) => f.id === id) + 1;
  // The pick-up message is not to be drowned by a "moved" message before anything moved.
  const lastOver = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)} of ${fields.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${labelOf(active.id)} moved to position ${positionOf(over.id)} of ${fields.length}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)} of ${fields.length}.`
        : undefined,
    onDragCancel: ({ active }) => `Reordering cancelled. ${labelOf(active.id)} was not moved.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id || locked) return;
    const from = fields.findIndex((f) => f.id === active.id);
    const to = fields.findIndex((f) => f.id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(fields, from, to).map((f, i) => ({ ...f, order_index: i + 1 }));
    reorder.mutate(next, {
      onSuccess: () =>
        toast.success(FIELDS_COPY.reordered.title, { description: FIELDS_COPY.reordered.description }),
      onError: () =>
        toast.error(FIELDS_COPY.reorderFailed.title, { description: FIELDS_COPY.reorderFailed.description }),
    });
  }

  const actions: FieldActions = {
    onEdit: (field) => setDialog({ field }),
    onToggle: (field) =>
      toggle.mutate(
        { id: field.id, patch: { is_active: !field.is_active } },
        {
          onSuccess: (saved) =>
            toast.success(saved.is_active ? FIELDS_COPY.enabled : FIELDS_COPY.disabled, {
              description: `"${saved.field_label}" is ${saved.is_active ? "shown on" : "hidden from"} the contact form.`,
            }),
          onError: () =>
            toast.error(FIELDS_COPY.statusFailed.title, {
              description: FIELDS_COPY.statusFailed.description,
            }),
        },
      ),
    onDuplicate: (field) =>
      duplicate.mutate(field.id, {
        onSuccess: (copy) =>
          toast.success(FIELDS_COPY.duplicated, {
            description: `"${copy.field_label}" was added after "${field.field_label}", inactive.`,
          }),
        onError: () =>
          toast.error(FIELDS_COPY.duplicateFailed.title, {
            description: FIELDS_COPY.duplicateFailed.description,
          }),
      }),
    onDelete: (field) => setDeleting(field),
  };

  function confirmDelete() {
    if (!deleting) return;
    const field = deleting;
    remove.mutate(field.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(FIELDS_COPY.deleted, {
          description: `"${field.field_label}" was removed from the form.`,
        });
      },
      onError: () => {
        setDeleting(null);
        toast.error(FIELDS_COPY.deleteFailed.title, { description: FIELDS_COPY.deleteFailed.description });
      },
    });
  }

  const addButton = (text: string) =>
    allowed.create ? (
      <Button onClick={() => setDialog({ field: null })} disabled={locked}>
        <Plus aria-hidden="true" className="h-4 w-4" /> {text}
      </Button>
    ) : null;

  return (
    <div className="space-y-4">
      <SectionToolbar description={FIELDS_COPY.description}>
        {fields.length > 0 ? addButton(FIELDS_COPY.add) : null}
      </SectionToolbar>

      {loadFailed ? (
        <LoadFailed message={FIELDS_COPY.loadFailed.description} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <ListSkeleton rows={4} />
      ) : fields.length === 0 ? (
        <EmptyState title={FIELDS_COPY.empty}>{addButton(FIELDS_COPY.addFirst)}</EmptyState>
      ) : (
        <>
          {fields.length > 1 && allowed.update ? (
            <p
              role="status"
              className="flex items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100"
            >
              {locked ? (
                <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <GripVertical aria-hidden="true" className="h-4 w-4" />
              )}
              {locked ? FIELDS_COPY.savingOrder : FIELDS_COPY.dragHint}
            </p>
          ) : null}
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: instructions }}
          >
            <SortableContext items={fields.map((f) => f.id)} strategy={verticalListSortingStrategy}>
              <ul aria-label="Contact form fields" aria-busy={locked || undefined} className="space-y-2">
                {fields.map((field) => (
                  <FieldCard
                    key={field.id}
                    field={field}
                    locked={locked}
                    canReorder={allowed.update && fields.length > 1}
                    can={allowed}
                    actions={actions}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      )}

      {dialog ? <FieldDialog field={dialog.field} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={FIELDS_COPY.confirmDeleteTitle}
        message={deleting ? FIELDS_COPY.confirmDelete(deleting.field_label) : ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
