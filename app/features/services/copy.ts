import { SERVICE_TEXT, type Service } from "@common/schemas/services";
import { CONTENT_WORDS, type SectionWords } from "~/features/admin-kit";

/** The Services manager's words (spec 2 §2, §5, §6, §8). */
export const SERVICES_COPY = {
  ...CONTENT_WORDS,
  description:
    "Manage the services listed on the website. Each service has its own page at /services/{slug}.",
  add: "Add Service",
  searchLabel: "Search services",
  searchPlaceholder: "Search services...",
  listLabel: "Service list",
  empty: "No services found",
  emptyFiltered: "No services match your search.",
  emptyHint: "Add your first service to list it on the website.",
  loadFailed: "Error loading services",
  deleted: "Service deleted",
  confirmDeleteTitle: "Delete service",
  confirmDelete: (row) => `Are you sure you want to delete "${row.title}"? This cannot be undone.`,
} satisfies SectionWords<Service>;

export const SERVICE_DIALOG_COPY = {
  addTitle: "Add New Service",
  editTitle: "Edit Service",
  addSave: "Add Service",
  save: "Update Service",
  generate: "Generate",
  generateLabel: "Generate slug from title",
  added: "Service added",
  updated: "Service updated",
  addFailed: SERVICE_TEXT.saveFailed,
  updateFailed: SERVICE_TEXT.saveFailed,
  authRequired: SERVICE_TEXT.authRequired,
  featured: "Featured service (shown on the home page)",
  hidden: "Hidden",
  hiddenHint: "Out of the menu, the footer and the lists; its page answers Not Found to visitors.",
  tabsLabel: "Service sections",
  tabs: { card: "Card", page: "Page", seo: "SEO", revisions: "Revisions" },
  processHint: "Left empty, the page shows a general four-step process.",
  categories: "Related project categories",
  categoriesHint: "The page shows published projects of these categories as related work.",
  seoHint: "Left empty, search engines are given the title and the description.",
} as const;
