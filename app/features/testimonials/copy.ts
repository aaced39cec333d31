import type { Testimonial } from "@common/schemas/testimonials";
import { CONTENT_DIALOG_WORDS, CONTENT_WORDS, type SectionWords } from "~/features/admin-kit";

/** The testimonial manager's words (spec 2 §2, §8: generic content toasts). */
export const TESTIMONIALS_COPY = {
  ...CONTENT_WORDS,
  description: "Quotes from clients. Featured testimonials are shown on the home page.",
  add: "Add Testimonial",
  searchLabel: "Search testimonials",
  searchPlaceholder: "Search by name, role, company or text...",
  listLabel: "Testimonials",
  empty: "No testimonials yet",
  emptyFiltered: "No testimonials match your search.",
  loadFailed: "Error loading testimonials",
  deleted: "Testimonial deleted",
  deletedMessage: (row) => `The testimonial from ${row.name} was deleted.`,
  confirmDeleteTitle: "Delete testimonial",
  confirmDelete: (row) => `Are you sure you want to delete the testimonial from "${row.name}"?`,
} satisfies SectionWords<Testimonial>;

export const TESTIMONIAL_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Add Testimonial",
  editTitle: "Edit Testimonial",
  addSave: "Add Testimonial",
  added: "Testimonial added",
  updated: "Testimonial updated",
  featuredHint: "Featured testimonials are shown on the home page.",
} as const;
