import type { ListWords } from "~/features/admin-kit";

/** The activity log's words. */
export const ACTIVITY_COPY = {
  description: "Every change made in the back office, newest first.",
  searchLabel: "Search the activity log",
  searchPlaceholder: "Search action, record or user",
  listLabel: "Activity",
  empty: "No activity found",
  emptyFiltered: "No activity found",
  loadFailed: "Failed to load the activity log.",
  tryAgain: "Please try again.",
} satisfies ListWords;
