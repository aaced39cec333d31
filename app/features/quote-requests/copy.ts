import { PRIORITIES, REQUIREMENT_STATUSES } from "@common/options";
import type { QuoteRequest } from "@common/schemas/quote-requests";
import type { SectionFilter, SectionSort, SectionWords } from "~/features/admin-kit";
import { capitalise } from "./badges";
import { QUOTE_FAILURE, QUOTE_SUCCESS, quoteErrorMessage } from "./messages";

/** The Requirement Forms manager's words (spec 2 §2; §8's failures are in messages.ts). */
export const QUOTE_REQUESTS_COPY = {
  description: "Review, prioritise and annotate the quote requests sent through the website.",
  searchLabel: "Search quote requests",
  searchPlaceholder: "Search by name, email, company or project...",
  listLabel: "Quote requests",
  empty: "No quote requests found",
  emptyFiltered: "No quote requests found",
  emptyNote: "Requests sent through the Get a Quote form appear here.",
  emptyFilteredHint: "Try another search or filter.",
  loadFailed: QUOTE_FAILURE.load,
  tryAgain: "Please try again.",
  errorText: quoteErrorMessage,
  deleted: QUOTE_SUCCESS.delete,
  deletedMessage: (row) => `The request from ${row.name} was deleted.`,
  deleteFailed: QUOTE_FAILURE.delete,
  confirmDeleteTitle: "Delete quote request",
  confirmDelete: (row) =>
    `Are you sure you want to delete the request from "${row.name}"? This cannot be undone.`,
} satisfies SectionWords<QuoteRequest>;

export const QUOTE_FILTERS: readonly SectionFilter[] = [
  {
    key: "status",
    label: "Filter by status",
    options: [
      { value: "", label: "All statuses" },
      ...REQUIREMENT_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
    ],
  },
  {
    key: "priority",
    label: "Filter by priority",
    options: [
      { value: "", label: "All priorities" },
      ...PRIORITIES.map((p) => ({ value: p, label: capitalise(p) })),
    ],
  },
];

export const QUOTE_SORT: SectionSort = {
  label: "Sort",
  options: [
    { value: "", label: "Newest first" },
    { value: "created_at", label: "Oldest first" },
    { value: "name", label: "Name (A–Z)" },
  ],
};

/** Spec 2 §4: the actions menu sets reviewing, quoted, accepted or archived, and priority high or urgent. */
export const STATUS_ACTIONS = [
  { status: "reviewing", label: "Set Reviewing" },
  { status: "quoted", label: "Set Quoted" },
  { status: "accepted", label: "Set Accepted" },
  { status: "archived", label: "Archive" },
] as const;
export const PRIORITY_ACTIONS = [
  { priority: "high", label: "Priority High" },
  { priority: "urgent", label: "Priority Urgent" },
] as const;
