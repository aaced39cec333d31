import { ABOUT_SECTION_TYPES } from "@common/options";
import type { AboutContent } from "@common/schemas/about-content";
import { CONTENT_DIALOG_WORDS, CONTENT_WORDS, type SectionWords } from "~/features/admin-kit";

/** The about-content manager's words (spec 2 §2, §8: generic content toasts). */
export const ABOUT_COPY = {
  ...CONTENT_WORDS,
  description: "The sections of the About page. Active sections are shown on the site, in display order.",
  add: "Add Section",
  searchLabel: "Search about content",
  searchPlaceholder: "Search by title, type, year or text...",
  listLabel: "About sections",
  empty: "No about content yet",
  emptyFiltered: "No about content matches your search.",
  loadFailed: "Error loading about content",
  deleted: "About content deleted",
  confirmDeleteTitle: "Delete section",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"?`,
} satisfies SectionWords<AboutContent>;

export const ABOUT_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Add About Section",
  editTitle: "Edit About Section",
  addSave: "Add Section",
  added: "About content added",
  updated: "About content updated",
  activeHint: "Active sections are shown on the About page.",
  jsonInvalid: "This is not a valid JSON object yet; it cannot be saved like this.",
  jsonHelp:
    'A JSON object. A list under "items", "values", "milestones" or "awards" is shown on the About page, e.g. {"items": [{"title": "2019", "description": "Founded"}]}.',
} as const;

export const SECTION_TYPE_OPTIONS = ABOUT_SECTION_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

export const sectionTypeLabel = (type: string) =>
  SECTION_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
