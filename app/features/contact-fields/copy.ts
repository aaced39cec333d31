/** The builder's words (spec 3 §2, §5, §8; spec 2 §8 "Success stories and fields"). */
export const FIELDS_COPY = {
  description: "Choose the fields of the public contact form, their order and which are required.",
  add: "Add Field",
  addFirst: "Add First Field",
  addTitle: "Add Field",
  editTitle: "Edit Contact Form Field",
  empty: "No fields configured",
  dragHint: "Drag and drop to reorder fields",
  savingOrder: "Saving new order...",
  confirmDeleteTitle: "Delete field",
  confirmDelete: (label: string) => `Are you sure you want to delete the field "${label}"?`,
  loadFailed: { title: "Error loading fields", description: "Failed to load contact form fields." },
  added: "Field added",
  updated: "Field updated",
  deleted: "Field deleted",
  enabled: "Field enabled",
  disabled: "Field disabled",
  duplicated: "Field duplicated",
  addFailed: { title: "Error adding field", description: "Failed to add the field." },
  updateFailed: { title: "Error updating field", description: "Failed to update the field." },
  deleteFailed: { title: "Error deleting field", description: "Failed to delete the field." },
  statusFailed: { title: "Error updating field status", description: "Failed to update the field status." },
  duplicateFailed: { title: "Error duplicating field", description: "Failed to duplicate the field." },
  reordered: {
    title: "Fields reordered",
    description: "Contact form fields have been reordered successfully.",
  },
  reorderFailed: { title: "Error", description: "Failed to reorder fields. Please try again." },
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
