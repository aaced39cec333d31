/**
 * Spam protection shared by the quote wizard and the contact form (ARCHITECTURE.md §13):
 * a hidden honeypot field people never fill, the time the form was opened, and a per-address
 * limit. None of it is visible to a person.
 */
export const HONEYPOT_FIELD = "website_url_confirm";
export const STARTED_AT_FIELD = "form_started_at";
/** A person needs at least this long to fill a form; scripts are faster. */
export const MIN_FILL_MS = 2500;
export const FORM_RATE_LIMIT = { max: 5, windowSeconds: 600 } as const;

export const SPAM_TEXT = {
  rejected: "Your submission could not be accepted. Please try again.",
  tooMany: "Too many submissions from your connection. Please wait a few minutes and try again.",
} as const;
