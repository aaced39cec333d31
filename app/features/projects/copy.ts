import type { BadgeTone } from "~/components/ui/badge";

/** The Portfolio manager's words (spec 2 §2, §5, §8). */
export const PROJECTS_COPY = {
  description: "Manage the projects shown on Our Work. Only published projects appear on the website.",
  add: "Add Project",
  addTitle: "Add New Project",
  editTitle: "Edit Project",
  empty: "No projects found",
  emptyFiltered: "No projects match your search or filters.",
  emptyHint: "Add your first project to show it on Our Work.",
  loadFailed: "Error loading projects",
  added: "Project added",
  updated: "Project updated",
  deleted: "Project deleted",
  addFailed: "Error adding",
  updateFailed: "Error updating",
  deleteFailed: "Error deleting",
  tryAgain: "Please try again.",
  confirmDeleteTitle: "Delete project",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"? This cannot be undone.`,
} as const;

/** Spec 2 §2: draft yellow, published green, archived grey. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  draft: "yellow",
  published: "green",
  archived: "gray",
};

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
