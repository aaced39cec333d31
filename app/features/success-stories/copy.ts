import { STORY_CATEGORIES } from "@common/options";
import { STORY_CATEGORY_LABELS, type SuccessStory } from "@common/schemas/success-stories";
import {
  CONTENT_WORDS,
  type ReorderWords,
  type SectionFilter,
  type SectionWords,
  type ToastText,
} from "~/features/admin-kit";

/**
 * The Success Stories panel's words. Titles and toasts are spec 2 §2 and §8 verbatim; the
 * reorder toasts, hints and descriptions are ours (the spec gives none for stories).
 */
export const STORIES_COPY = {
  ...CONTENT_WORDS,
  description:
    "Client success stories: active ones appear on the Case Studies page, featured ones also on the contact page.",
  add: "Add Success Story",
  searchLabel: "Search stories",
  searchPlaceholder: "Search stories...",
  listLabel: "Success stories",
  empty: "No success stories yet",
  emptyFiltered: "No success stories match your search or filters.",
  emptyHint: "Active stories appear on the Case Studies page.",
  loadFailed: "Failed to load success stories.",
  loadFailedToast: { title: "Error loading stories", description: "Failed to load success stories." },
  deleted: "Success story deleted",
  deleteFailed: "Error deleting story",
  deleteFailedMessage: "Failed to delete the success story.",
  confirmDeleteTitle: "Delete success story",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"?`,
} satisfies SectionWords<SuccessStory>;

export const REORDER_COPY = {
  dragHint: "Drag and drop to reorder stories",
  savingOrder: "Saving new order...",
  notWholeList: "Clear the search and filters to reorder stories.",
  reordered: { title: "Stories reordered", description: "Success stories have been reordered successfully." },
  reorderFailed: { title: "Error", description: "Failed to reorder stories. Please try again." },
} satisfies ReorderWords;

const FAILED_TOGGLE = "Error updating story";

/** The toasts for a card's toggle (spec 2 §8), by the field and its new value. */
export function toggleToasts(
  story: SuccessStory,
  field: "is_active" | "is_featured",
  on: boolean,
): { done: ToastText; failed: ToastText } {
  return field === "is_active"
    ? {
        done: {
          title: on ? "Story enabled" : "Story disabled",
          description: `"${story.title}" is ${on ? "shown on" : "hidden from"} the website.`,
        },
        failed: { title: FAILED_TOGGLE, description: "Failed to update story status." },
      }
    : {
        done: { title: on ? "Added to featured" : "Removed from featured", description: `"${story.title}"` },
        failed: { title: FAILED_TOGGLE, description: "Failed to update featured status." },
      };
}

export const DIALOG_COPY = {
  addTitle: "Add Success Story",
  editTitle: "Edit Success Story",
  save: "Save Changes",
  addSave: "Save Story",
  added: "Success story added",
  updated: "Success story updated",
  addFailed: { title: "Error adding story", description: "Failed to add the success story." },
  updateFailed: { title: "Error updating story", description: "Failed to update the success story." },
  technologiesHint: "Separate technologies with commas.",
} as const;

export const CATEGORY_OPTIONS = STORY_CATEGORIES.map((c) => ({ value: c, label: STORY_CATEGORY_LABELS[c] }));

export const STORY_FILTERS = [
  {
    key: "category",
    label: "Filter by category",
    options: [{ value: "", label: "All Categories" }, ...CATEGORY_OPTIONS],
  },
  {
    key: "status",
    label: "Filter by status",
    options: [
      { value: "", label: "All Status" },
      { value: "active", label: "Active" },
      { value: "inactive", label: "Inactive" },
      { value: "featured", label: "Featured" },
    ],
  },
] as const satisfies readonly SectionFilter[];
