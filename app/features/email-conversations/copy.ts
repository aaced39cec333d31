import { CONVERSATION_STATUSES, PRIORITIES } from "@common/options";
import { EMAIL_MESSAGE_TEXT } from "@common/schemas/email-conversations";
import type { SectionFilter } from "~/features/admin-kit";

/** Words of the inbox and conversation lists and of a conversation's detail (spec 3 §2, §8). */
export const STATUS_LABELS = { active: "Active", closed: "Closed", archived: "Archived" } as const;
export const PRIORITY_LABELS = { low: "Low", normal: "Normal", high: "High", urgent: "Urgent" } as const;

const statusFilter: SectionFilter = {
  key: "status",
  label: "Filter by status",
  options: [
    { value: "all", label: "All Statuses" },
    ...CONVERSATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
  ],
};
const priorityFilter: SectionFilter = {
  key: "priority",
  label: "Filter by priority",
  options: [
    { value: "all", label: "All Priorities" },
    ...PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] })),
  ],
};

/** The inbox filters by status; the conversations tab by status and priority (spec 3 §2). */
export const INBOX_FILTERS = [statusFilter] as const;
export const CONVERSATION_FILTERS = [statusFilter, priorityFilter] as const;

const LIST_WORDS = {
  searchLabel: "Search conversations",
  searchPlaceholder: "Search by subject or address...",
  empty: "No conversations yet",
  emptyFiltered: "No conversations match your search.",
  emptyFilteredHint: "Try another search or filter.",
  emptyNote: "Replies you send and e-mails that arrive are gathered here.",
  loadFailed: "Failed to load conversations",
  tryAgain: "Please try again.",
};

export const INBOX_WORDS = {
  ...LIST_WORDS,
  description: "E-mails that arrived and replies sent, newest first. Unread ones stand out.",
  listLabel: "Inbox",
  loadFailed: "Failed to load inbox",
};

export const CONVERSATIONS_WORDS = {
  ...LIST_WORDS,
  description: "Every e-mail conversation, by status and priority.",
  listLabel: "Conversations",
};

export const DETAIL_COPY = {
  select: "Select a conversation to read its messages.",
  loadFailed: "Failed to load messages",
  empty: "No messages in this conversation yet.",
  refresh: "Refresh",
  compose: "Compose",
  reply: "Reply",
  replyTitle: "Reply",
  status: "Status",
  priority: "Priority",
  back: "Back to the list",
  details: "Details",
  detailsTitle: "Message Details",
  markDelivered: "Mark as Delivered",
  markedDelivered: EMAIL_MESSAGE_TEXT.markedDelivered,
  markDeliveredFailed: { title: "Error", description: "Failed to update message status." },
  statusUpdated: "Conversation updated",
  statusFailed: { title: "Error", description: "Failed to update conversation status." },
  unread: (n: number) => `${n} unread`,
  messages: (n: number) => `${n} ${n === 1 ? "message" : "messages"}`,
  inbound: "Received",
  outbound: "Sent",
  attachments: "Attachments",
  related: { quote_request: "Quote request", contact_message: "Contact message", general: "General" },
} as const;
