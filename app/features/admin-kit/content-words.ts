/**
 * Spec 2 §8's generic content words, which most sections share: spread into a section's or a
 * dialog's words, then give what differs.
 */
export const CONTENT_WORDS = {
  tryAgain: "Please try again.",
  deleteFailed: "Error deleting",
  deletedMessage: (row: { title: string }) => `"${row.title}" was deleted.`,
} as const;

export const CONTENT_DIALOG_WORDS = {
  save: "Save Changes",
  addFailed: "Error adding",
  updateFailed: "Error updating",
} as const;

/** What every form dialog says around its fields, and when unsaved changes would be lost. */
export const DIALOG_TEXT = {
  saving: "Saving...",
  cancel: "Cancel",
  discardTitle: "Discard unsaved changes?",
  discardMessage: "What you changed in this form has not been saved.",
  discard: "Discard changes",
  keepEditing: "Keep editing",
} as const;
