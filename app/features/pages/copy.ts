import type { Page } from "@common/schemas/pages";
import { CONTENT_DIALOG_WORDS, CONTENT_WORDS, type SectionWords } from "~/features/admin-kit";

/** The Pages manager's words (issue 16). */
export const PAGES_COPY = {
  ...CONTENT_WORDS,
  description:
    "The site's standing pages: about, FAQ, industries, careers, support and the legal pages. Edit their words, search titles and descriptions, and publish or keep a page as a draft.",
  tabsLabel: "Pages manager",
  tabs: { pages: "Pages", redirects: "Redirects" },
  searchLabel: "Search pages",
  searchPlaceholder: "Search pages...",
  listLabel: "Pages",
  empty: "No pages yet",
  emptyFiltered: "No pages match your search.",
  loadFailed: "Error loading pages",
  // Standing pages are never deleted; the section offers no delete.
  deleted: "Page deleted",
  deletedMessage: (row) => `${row.title} was deleted.`,
  confirmDeleteTitle: "Delete page",
  confirmDelete: (row) => `Delete "${row.title}"?`,
  redirectsIntro:
    "Old addresses that lead to new ones. A redirect is recorded when a published page, post, project or service changes its address; add your own for links from elsewhere.",
} satisfies SectionWords<Page> & Record<string, unknown>;

export const PAGE_DIALOG_COPY = {
  ...CONTENT_DIALOG_WORDS,
  addTitle: "Edit Page",
  editTitle: "Edit Page",
  addSave: "Save Page",
  added: "Page saved",
  updated: "Page saved",
  placeholders:
    "{site}, {email}, {phone}, {address}, {jurisdiction} and {response} are filled from the website settings.",
  aboutSections: "The about page's sections (story, mission, values…) are edited in About Content.",
  aboutLink: "Open About Content",
  faqLegend: "Questions and answers",
  faqHint: "Shown in this order on the FAQ page; answers may use Markdown.",
  addQuestion: "Add Question",
  draftHint: "A draft is hidden from visitors (its address answers 404); signed-in staff can preview it.",
} as const;

export const STATUS_LABELS = { published: "Published", draft: "Draft" } as const;
