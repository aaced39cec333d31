import type { ContactFormField } from "@common/schemas/contact-form-fields";
import type { SectionWords } from "~/features/admin-kit";

/** The builder's words (spec 3 §2, §5, §8; spec 2 §8 "Success stories and fields"). */
export const FIELDS_COPY = {
  description: "Choose the fields of the public contact form, their order and which are required.",
  add: "Add Field",
  addFirst: "Add First Field",
  // The builder shows every field (no search), so that it can reorder all of them.
  searchLabel: "Search fields",
  searchPlaceholder: "Search by name or label...",
  listLabel: "Contact form fields",
  empty: "No fields configured",
  emptyFiltered: "No fields match your search.",
  loadFailed: "Failed to load contact form fields.",
  loadFailedToast: { title: "Error loading fields", description: "Failed to load contact form fields." },
  tryAgain: "Please try again.",
  deleted: "Field deleted",
  deletedMessage: (row) => `"${row.field_label}" was removed from the form.`,
  deleteFailed: "Error deleting field",
  deleteFailedMessage: "Failed to delete the field.",
  confirmDeleteTitle: "Delete field",
  confirmDelete: (row) => `Are you sure you want to delete the field "${row.field_label}"?`,
} satisfies SectionWords<ContactFormField>;

export const FIELD_COPY = {
  addTitle: "Add Field",
  editTitle: "Edit Contact Form Field",
  addSave: "Save Field",
  save: "Save Changes",
  added: "Field added",
  updated: "Field updated",
  enabled: "Field enabled",
  disabled: "Field disabled",
  duplicated: "Field duplicated",
  addFailed: { title: "Error adding field", description: "Failed to add the field." },
  updateFailed: { title: "Error updating field", description: "Failed to update the field." },
  statusFailed: { title: "Error updating field status", description: "Failed to update the field status." },
  duplicateFailed: { title: "Error duplicating field", description: "Failed to duplicate the field." },
  reorder: {
    dragHint: "Drag and drop to reorder fields",
    savingOrder: "Saving new order...",
    notWholeList: "Show every field on one page to reorder them.",
    reordered: {
      title: "Fields reordered",
      description: "Contact form fields have been reordered successfully.",
    },
    reorderFailed: { title: "Error", description: "Failed to reorder fields. Please try again." },
  },
} as const;

/** The type select's options, in the spec's order (spec 3 §2). */
export const FIELD_TYPE_LABELS: Record<string, string> = {
  text: "Text",
  email: "Email",
  tel: "Phone",
  textarea: "Text area",
  select: "Select",
  checkbox: "Checkbox",
  radio: "Radio",
};
