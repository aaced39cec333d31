import { ApiClientError } from "~/lib/api";

/** Spec 2 §8 "Requirement forms": the generic failure of each operation. */
export const QUOTE_FAILURE = {
  load: "Failed to load requirement forms.",
  status: "Failed to update form status.",
  priority: "Failed to update form priority.",
  delete: "Failed to delete requirement form.",
  update: "Failed to update requirement form.",
} as const;

/** Success toasts: the spec gives none for this manager, so short ones of our own. */
export const QUOTE_SUCCESS = {
  status: "Status updated",
  priority: "Priority updated",
  delete: "Quote request deleted",
  update: "Quote request updated",
} as const;

/**
 * Spec 2 §8: failures are mapped by their message ("table not found", "Access denied",
 * "connection"), else the operation's generic text. A refused permission (403) is "access denied",
 * an unreachable server (network) a connection issue.
 */
export function quoteErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : "";
  const status = error instanceof ApiClientError ? error.status : undefined;
  if (/table not found/i.test(message)) {
    return "Database table not found. Please create the requirement_forms table first.";
  }
  if (status === 401 || status === 403 || /access denied/i.test(message)) {
    return "Access denied. Please check your authentication.";
  }
  if (status === 0 || /connection/i.test(message)) return "Database connection issue. Please try again.";
  return fallback;
}
