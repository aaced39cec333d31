import { BLOG_STATUSES } from "@common/options";

/** The blog manager's words (spec 2 §8: generic content toasts). */
export const BLOG_COPY = {
  description:
    "Articles for the public blog, written in Markdown. A post is shown once it is published and its publish date has come.",
  add: "New Post",
  addTitle: "New Blog Post",
  editTitle: "Edit Blog Post",
  searchLabel: "Search blog posts",
  searchPlaceholder: "Search by title, slug, excerpt or author...",
  empty: "No blog posts yet",
  emptyFiltered: "No blog posts match your search or filter.",
  loadFailed: "Error loading blog posts",
  added: "Blog post added",
  updated: "Blog post updated",
  deleted: "Blog post deleted",
  addFailed: "Error adding",
  updateFailed: "Error updating",
  deleteFailed: "Error deleting",
  tryAgain: "Please try again.",
  confirmDeleteTitle: "Delete blog post",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"?`,
  previewFailed: "The preview could not be loaded. Please try again.",
  previewEmpty: "Nothing to preview yet.",
} as const;

export const STATUS_LABELS: Record<(typeof BLOG_STATUSES)[number], string> = {
  draft: "Draft",
  published: "Published",
};

export const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
