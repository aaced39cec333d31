import { iconLabel, PUBLIC_ICONS } from "@common/public-icons";
import type { WhatWeDo } from "@common/schemas/what-we-do";
import {
  CONTENT_DIALOG_WORDS,
  CONTENT_WORDS,
  type ShownInOrderWords,
  shownInOrderWords,
} from "~/features/admin-kit";

/** The "What We Do" manager's words (issue 16; the spec gives none for this section). */
export const WHAT_WE_DO_COPY = {
  ...CONTENT_WORDS,
  description:
    'The home page\'s "What we do" section, in the order shown. Only active entries appear; with none, the section is left out.',
  add: "Add Entry",
  searchLabel: "Search entries",
  searchPlaceholder: "Search entries...",
  listLabel: "What we do",
  empty: "No entries yet",
  emptyFiltered: "No entries match your search.",
  emptyHint: "Without entries the home page leaves the section out.",
  loadFailed: "Error loading entries",
  deleted: "Entry deleted",
  confirmDeleteTitle: "Delete entry",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"?`,
  ...shownInOrderWords<WhatWeDo>({ one: "entry", many: "entries", where: "the home page" }),
} satisfies ShownInOrderWords<WhatWeDo>;

export const WHAT_WE_DO_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Add Entry",
  editTitle: "Edit Entry",
  addSave: "Add Entry",
  added: "Entry added",
  updated: "Entry updated",
  activeHint: "Shown on the home page.",
} as const;

export const ICON_OPTIONS = [
  { value: "", label: "No icon" },
  ...PUBLIC_ICONS.map((name) => ({ value: name, label: iconLabel(name) })),
];
