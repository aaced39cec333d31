import type { ContactFormField } from "@common/schemas/contact-form-fields";
import {
  ResourceSection,
  type ShownRows,
  SortableRows,
  sectionOf,
  useCan,
  useResourceToggle,
} from "~/features/admin-kit";
import { toast } from "~/lib/toast";
import { FIELD_COPY as C, FIELDS_COPY as F } from "./copy";
import { FieldCard } from "./field-card";
import { FieldDialog } from "./field-dialog";
import { contactFormFields, useDuplicateField } from "./resource";

const section = sectionOf(contactFormFields, F, FieldDialog);

/** Spec 3 §2: the contact form field builder, every field on one page so all can be reordered. */
export function ContactFormFieldsManager() {
  return (
    <ResourceSection
      {...section}
      search={false}
      layout="list"
      closeOnDeleteError
      renderList={(shown) => <FieldList shown={shown} />}
    />
  );
}

/** The API takes the new order as positions (spec 3 §4, field_updates). */
const orderBody = (fields: ContactFormField[]) => ({
  items: fields.map((f) => ({ id: f.id, order_index: f.order_index })),
});

/** The fields in order, dragged to reorder; each can also be enabled, disabled or duplicated. */
function FieldList({ shown }: { shown: ShownRows<ContactFormField> }) {
  const can = useCan();
  const toggle = useResourceToggle(contactFormFields);
  const duplicate = useDuplicateField();

  const onToggle = (field: ContactFormField) =>
    toggle.mutate(
      { id: field.id, patch: { is_active: !field.is_active } },
      {
        onSuccess: (saved) =>
          toast.success(saved.is_active ? C.enabled : C.disabled, {
            description: `"${saved.field_label}" is ${saved.is_active ? "shown on" : "hidden from"} the contact form.`,
          }),
        onError: () => toast.error(C.statusFailed.title, { description: C.statusFailed.description }),
      },
    );

  const onDuplicate = (field: ContactFormField) =>
    duplicate.mutate(field.id, {
      onSuccess: (copy) =>
        toast.success(C.duplicated, {
          description: `"${copy.field_label}" was added after "${field.field_label}", inactive.`,
        }),
      onError: () => toast.error(C.duplicateFailed.title, { description: C.duplicateFailed.description }),
    });

  return (
    <SortableRows
      resource={contactFormFields}
      shown={shown}
      toBody={orderBody}
      words={C.reorder}
      noun="field"
      labelOf={(f) => f.field_label}
    >
      {(field, state) => (
        <FieldCard
          key={field.id}
          field={field}
          {...state}
          onToggle={() => onToggle(field)}
          onDuplicate={can(contactFormFields.table, "create") ? () => onDuplicate(field) : undefined}
        />
      )}
    </SortableRows>
  );
}
