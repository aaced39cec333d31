import { PROJECT_CATEGORIES, PROJECT_STATUSES } from "@common/options";
import type { Project } from "@common/schemas/projects";
import type { BadgeTone } from "~/components/ui/badge";
import {
  CONTENT_DIALOG_WORDS,
  CONTENT_WORDS,
  type SectionFilter,
  type SectionWords,
} from "~/features/admin-kit";

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The Portfolio manager's words (spec 2 §2, §5, §8). */
export const PROJECTS_COPY = {
  ...CONTENT_WORDS,
  description: "Manage the projects shown on Our Work. Only published projects appear on the website.",
  add: "Add Project",
  searchLabel: "Search projects",
  searchPlaceholder: "Search projects...",
  listLabel: "Project list",
  empty: "No projects found",
  emptyFiltered: "No projects match your search or filters.",
  emptyHint: "Add your first project to show it on Our Work.",
  loadFailed: "Error loading projects",
  deleted: "Project deleted",
  confirmDeleteTitle: "Delete project",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"? This cannot be undone.`,
} satisfies SectionWords<Project>;

export const PROJECT_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Add New Project",
  editTitle: "Edit Project",
  addSave: "Add Project",
  save: "Update Project",
  added: "Project added",
  updated: "Project updated",
} as const;

/** Spec 2 §2: search, status filter and category filter. */
export const PROJECT_FILTERS: readonly SectionFilter[] = [
  {
    key: "status",
    label: "Filter by status",
    options: [
      { value: "", label: "All statuses" },
      ...PROJECT_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
    ],
  },
  {
    key: "category",
    label: "Filter by category",
    options: [
      { value: "", label: "All categories" },
      ...PROJECT_CATEGORIES.map((c) => ({ value: c, label: c })),
    ],
  },
];

/** Spec 2 §2: draft yellow, published green, archived grey. */
export const STATUS_TONES: Record<Project["status"], BadgeTone> = {
  draft: "yellow",
  published: "green",
  archived: "gray",
};
