import { TEMPLATE_TYPES } from "@common/options";
import { EMAIL_TEMPLATE_TEXT, type EmailTemplate, templateTypeLabel } from "@common/schemas/email-templates";
import type { DialogWords, SectionFilter, SectionWords } from "~/features/admin-kit";

/** The templates grid's words (spec 3 §2 Templates, §8: toasts for failed saves, duplicates, deletes). */
export const TEMPLATES_COPY = {
  description: "Reusable e-mails with {{variable}} placeholders, filled in when they are sent.",
  add: "New Template",
  emptyHint: "Create one to answer quote requests and messages in a few clicks.",
  searchLabel: "Search templates",
  searchPlaceholder: "Search by name, subject or description...",
  listLabel: "Email templates",
  empty: "No templates yet",
  emptyFiltered: "No templates match your search.",
  emptyFilteredHint: "Try another search or type.",
  loadFailed: "Failed to load templates",
  tryAgain: "Please try again.",
  deleted: "Template deleted",
  deletedMessage: (row) => `"${row.name}" was deleted.`,
  deleteFailed: "Failed to delete template",
  confirmDeleteTitle: "Delete template",
  confirmDelete: (row) =>
    `Are you sure you want to delete the template "${row.name}"? This cannot be undone.`,
} satisfies SectionWords<EmailTemplate>;

export const TEMPLATE_FILTERS: SectionFilter[] = [
  {
    key: "template_type",
    label: "Filter by type",
    options: [
      { value: "all", label: "All Types" },
      ...TEMPLATE_TYPES.map((t) => ({ value: t, label: templateTypeLabel(t) })),
    ],
  },
];

export const TEMPLATE_DIALOG_COPY = {
  addTitle: "New Template",
  editTitle: "Edit Template",
  addSave: "Create Template",
  save: "Save Template",
  added: "Template created",
  updated: "Template saved",
  addFailed: "Failed to save template",
  updateFailed: "Failed to save template",
  required: EMAIL_TEMPLATE_TEXT.required,
  extract: "Extract from placeholders",
  variables: "Variables",
  variablesHint: "Type a name and press Add, or extract the {{names}} used in the subject and bodies.",
} satisfies DialogWords & Record<string, string>;

export const TEMPLATE_CARD_COPY = {
  preview: "Preview",
  duplicate: "Duplicate",
  duplicated: "Template duplicated",
  duplicateFailed: { title: "Failed to duplicate template", description: "Please try again." },
  toggled: (on: boolean) => (on ? "Template activated" : "Template deactivated"),
  toggleFailed: { title: "Failed to update template status", description: "Please try again." },
  default: "Default",
  inactive: "Inactive",
  used: (n: number) => `Used ${n} ${n === 1 ? "time" : "times"}`,
} as const;

export const PREVIEW_COPY = {
  title: (name: string) => `Preview: ${name}`,
  devices: "Preview width",
  desktop: "Desktop",
  tablet: "Tablet (768px)",
  mobile: "Mobile (375px)",
  sample: "Sample values",
  subject: "Subject:",
  text: "Text version",
  close: "Close",
} as const;

/** Sample values of the preview (spec 3 §2: "the preview uses sample values"). */
export const SAMPLE_VALUES: Record<string, string> = {
  name: "Jane Smith",
  company: "Acme Corp",
  project_title: "E-commerce Platform",
  project_type: "Web Application",
  budget_range: "$10,000 - $25,000",
  timeline: "2-3 months",
  estimated_cost: "$18,500",
  quote_details: "Design, development, testing and launch support.",
  last_contact_date: "March 4",
  update_details: "The checkout flow is finished and in testing.",
  next_steps: "Review the staging site and send us your feedback.",
};

export const sampleValue = (name: string) => SAMPLE_VALUES[name] ?? `[${name}]`;
