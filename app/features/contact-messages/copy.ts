import { CONTACT_STATUSES, PRIORITIES } from "@common/options";
import { type ContactMessage, CONTACT_INBOX_TEXT as T } from "@common/schemas/contact-messages";
import type { SectionFilter, SectionWords } from "~/features/admin-kit";
import { PRIORITY_LABELS, STATUS_LABELS } from "./message-badges";

/** The inbox's words (spec 3 §2, §8); the toasts' texts are in common/schemas/contact-messages.ts. */
export const INBOX_COPY = {
  description: "Messages sent through the contact form. New ones are highlighted.",
  searchLabel: "Search messages",
  searchPlaceholder: "Search by name, email, company or message...",
  listLabel: "Message list",
  empty: T.empty,
  emptyFiltered: T.empty,
  loadFailed: T.loadFailed.message,
  loadFailedToast: { title: T.loadFailed.title, description: T.loadFailed.message },
  tryAgain: "Please try again.",
  deleted: T.success.deleted,
  deletedMessage: () => "",
  deleteFailed: T.errorTitle,
  deleteFailedMessage: T.failure.delete,
  confirmDeleteTitle: "Delete Message",
  confirmDelete: () => T.deleteConfirm,
} satisfies SectionWords<ContactMessage>;

/** "all" is each filter's empty choice (the URL then leaves it out). */
export const INBOX_FILTERS: SectionFilter[] = [
  {
    key: "status",
    label: "Filter by status",
    options: [
      { value: "all", label: "All Statuses" },
      ...CONTACT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
    ],
  },
  {
    key: "priority",
    label: "Filter by priority",
    options: [
      { value: "all", label: "All Priorities" },
      ...PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
    ],
  },
];
