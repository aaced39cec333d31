import { SERVICE_TEXT } from "@common/schemas/services";

/** The Services manager's words (spec 2 §2, §5, §6, §8). */
export const SERVICES_COPY = {
  description:
    "Manage the services listed on the website. Each service has its own page at /services/{slug}.",
  add: "Add Service",
  addTitle: "Add New Service",
  editTitle: "Edit Service",
  generate: "Generate",
  empty: "No services found",
  emptyFiltered: "No services match your search.",
  emptyHint: "Add your first service to list it on the website.",
  loadFailed: "Error loading services",
  added: "Service added",
  updated: "Service updated",
  deleted: "Service deleted",
  deleteFailed: "Error deleting",
  tryAgain: "Please try again.",
  saveFailed: SERVICE_TEXT.saveFailed,
  authRequired: SERVICE_TEXT.authRequired,
  confirmDeleteTitle: "Delete service",
  confirmDelete: (title: string) => `Are you sure you want to delete "${title}"? This cannot be undone.`,
} as const;
