import type { Redirect } from "@common/schemas/redirects";
import { CONTENT_DIALOG_WORDS, CONTENT_WORDS, type SectionWords } from "~/features/admin-kit";

/** The redirects list's words (issue 16). */
export const REDIRECTS_COPY = {
  ...CONTENT_WORDS,
  description:
    "Old addresses of the site and where they now lead. A published project's or page's changed address is added here by itself, so links and search rankings keep working.",
  add: "Add Redirect",
  searchLabel: "Search redirects",
  searchPlaceholder: "Search by address...",
  listLabel: "Redirects",
  empty: "No redirects yet",
  emptyHint: "Changing the address of something published adds one here.",
  emptyFiltered: "No redirects match your search.",
  loadFailed: "Error loading redirects",
  deleted: "Redirect deleted",
  deletedMessage: (row) => `${row.from_path} no longer redirects.`,
  confirmDeleteTitle: "Delete redirect",
  confirmDelete: (row) =>
    `Are you sure you want to delete the redirect from "${row.from_path}"? Visitors following old links to it will get "page not found".`,
} satisfies SectionWords<Redirect>;

export const REDIRECT_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Add Redirect",
  editTitle: "Edit Redirect",
  addSave: "Add Redirect",
  added: "Redirect added",
  updated: "Redirect updated",
  fromHint: "The old address, a path on this site without the domain, e.g. /our-work/old-name",
  toHint: "Where visitors go instead, e.g. /our-work/new-name",
} as const;
