import { BLOG_STATUSES } from "@common/options";
import type { BlogPost } from "@common/schemas/blog-posts";
import { CONTENT_DIALOG_WORDS, CONTENT_WORDS, type SectionWords } from "~/features/admin-kit";

/** The blog manager's words (spec 2 §8: generic content toasts). */
export const BLOG_COPY = {
  ...CONTENT_WORDS,
  description:
    "Articles for the public blog, written in Markdown. A post is shown once it is published and its publish date has come.",
  add: "New Post",
  searchLabel: "Search blog posts",
  searchPlaceholder: "Search by title, slug, excerpt or author...",
  listLabel: "Blog posts",
  empty: "No blog posts yet",
  emptyFiltered: "No blog posts match your search or filter.",
  loadFailed: "Error loading blog posts",
  deleted: "Blog post deleted",
  confirmDeleteTitle: "Delete blog post",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"?`,
} satisfies SectionWords<BlogPost>;

export const BLOG_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "New Blog Post",
  editTitle: "Edit Blog Post",
  addSave: "Save Post",
  added: "Blog post added",
  updated: "Blog post updated",
  publishesNow: "Without a publish date the post is published now.",
} as const;

export const STATUS_LABELS: Record<(typeof BLOG_STATUSES)[number], string> = {
  draft: "Draft",
  published: "Published",
};

export const STATUS_OPTIONS = BLOG_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** The list's status filter. */
export const STATUS_FILTER = {
  key: "status",
  label: "Filter by status",
  options: [{ value: "", label: "All statuses" }, ...STATUS_OPTIONS],
} as const;
