/**
 * The Success Stories panel's words. Titles and toasts are spec 2 §2 and §8 verbatim; the
 * reorder toasts, hints and descriptions are ours (the spec gives none for stories).
 */
export const STORIES_COPY = {
  description:
    "Client success stories: active ones appear on the Case Studies page, featured ones also on the contact page.",
  add: "Add Success Story",
  addTitle: "Add Success Story",
  editTitle: "Edit Success Story",
  empty: "No success stories yet",
  noMatch: "No success stories match your search or filters.",
  dragHint: "Drag and drop to reorder stories",
  filteredHint: "Clear the search and filters to reorder stories.",
  savingOrder: "Saving new order...",
  confirmDeleteTitle: "Delete success story",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
  loadFailed: { title: "Error loading stories", description: "Failed to load success stories." },
  added: "Success story added",
  updated: "Success story updated",
  deleted: "Success story deleted",
  featured: "Added to featured",
  unfeatured: "Removed from featured",
  enabled: "Story enabled",
  disabled: "Story disabled",
  addFailed: { title: "Error adding story", description: "Failed to add the success story." },
  updateFailed: { title: "Error updating story", description: "Failed to update the success story." },
  deleteFailed: { title: "Error deleting story", description: "Failed to delete the success story." },
  featureFailed: { title: "Error updating story", description: "Failed to update featured status." },
  statusFailed: { title: "Error updating story", description: "Failed to update story status." },
  reordered: { title: "Stories reordered", description: "Success stories have been reordered successfully." },
  reorderFailed: { title: "Error", description: "Failed to reorder stories. Please try again." },
} as const;
