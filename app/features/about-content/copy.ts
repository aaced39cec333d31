import { ABOUT_SECTION_TYPES } from "@common/options";

/** The about-content manager's words (spec 2 §2, §8: generic content toasts). */
export const ABOUT_COPY = {
  description: "The sections of the About page. Active sections are shown on the site, in display order.",
  add: "Add Section",
  addTitle: "Add About Section",
  editTitle: "Edit About Section",
  searchLabel: "Search about content",
  searchPlaceholder: "Search by title, type, year or text...",
  empty: "No about content yet",
  emptyFiltered: "No about content matches your search.",
  loadFailed: "Error loading about content",
  added: "About content added",
  updated: "About content updated",
  deleted: "About content deleted",
  addFailed: "Error adding",
  updateFailed: "Error updating",
  deleteFailed: "Error deleting",
  tryAgain: "Please try again.",
  confirmDeleteTitle: "Delete section",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
  jsonIgnored: "This is not a valid JSON object yet, so it is ignored; the last valid content is kept.",
  jsonHelp:
    'A JSON object. A list under "items", "values", "milestones" or "awards" is shown on the About page, e.g. {"items": [{"title": "2019", "description": "Founded"}]}.',
} as const;

export const SECTION_TYPE_OPTIONS = ABOUT_SECTION_TYPES.map((type) => ({
  value: type,
  label: type.charAt(0).toUpperCase() + type.slice(1),
}));

export const sectionTypeLabel = (type: string) =>
  SECTION_TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;
