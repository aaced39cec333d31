import type { Testimonial } from "@common/schemas/testimonials";
import type { SectionWords } from "~/features/admin-kit";

/** The testimonial manager's words (spec 2 §2, §8: generic content toasts). */
export const TESTIMONIALS_COPY = {
  description: "Quotes from clients. Featured testimonials are shown on the home page.",
  add: "Add Testimonial",
  searchLabel: "Search testimonials",
  searchPlaceholder: "Search by name, role, company or text...",
  listLabel: "Testimonials",
  empty: "No testimonials yet",
  emptyFiltered: "No testimonials match your search.",
  loadFailed: "Error loading testimonials",
  tryAgain: "Please try again.",
  deleted: "Testimonial deleted",
  deletedMessage: (row) => `The testimonial from ${row.name} was deleted.`,
  deleteFailed: "Error deleting",
  confirmDeleteTitle: "Delete testimonial",
  confirmDelete: (row) => `Are you sure you want to delete the testimonial from "${row.name}"?`,
} satisfies SectionWords<Testimonial>;

export const TESTIMONIAL_DIALOG_COPY = {
  addTitle: "Add Testimonial",
  editTitle: "Edit Testimonial",
  addSave: "Add Testimonial",
  save: "Save Changes",
  added: "Testimonial added",
  updated: "Testimonial updated",
  addFailed: "Error adding",
  updateFailed: "Error updating",
  featuredHint: "Featured testimonials are shown on the home page.",
} as const;
