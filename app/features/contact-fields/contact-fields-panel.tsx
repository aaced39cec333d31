import type { ContactFormField } from "@common/schemas/contact-form-fields";
import { arrayMove } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { ReorderStatus, SortableList } from "~/components/ui/sortable-list";
import { EmptyState, ListSkeleton, LoadFailed, SectionToolbar, useCan } from "~/features/admin-kit";
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

type Field = ContactFormField;
const RESOURCE = "contact_form_fields";

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

  function onMove(from: number, to: number) {
    if (locked) return;
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
            <ReorderStatus saving={locked} hint={FIELDS_COPY.dragHint} savingText={FIELDS_COPY.savingOrder} />
          ) : null}
          <SortableList
            items={fields}
            idOf={(f) => f.id}
            labelOf={(f) => f.field_label}
            noun="field"
            label="Contact form fields"
            busy={locked}
            onMove={onMove}
            className="space-y-2"
          >
            {(field) => (
              <FieldCard
                key={field.id}
                field={field}
                locked={locked}
                canReorder={allowed.update && fields.length > 1}
                can={allowed}
                actions={actions}
              />
            )}
          </SortableList>
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
