import { SEND_EMAIL_TEXT } from "@common/schemas/emails";

/** The composer's words (spec 3 §2 Email composer, §5, §8); validation texts are SEND_EMAIL_TEXT. */
export const COMPOSER_COPY = {
  tabsLabel: "Composer view",
  tabs: { compose: "Compose", preview: "Preview" },
  template: "Template",
  noTemplate: "No template",
  suggested: (type: string) => `Suggested: ${type}`,
  variablesHeading: "Template variables",
  missingTitle: "Missing template variables",
  to: "To",
  cc: "CC",
  bcc: "BCC",
  subject: "Subject",
  addressesHint: "Separate several addresses with commas.",
  format: "Format",
  html: "HTML",
  text: "Text",
  htmlBody: "HTML content",
  textBody: "Text content",
  saveDraft: "Save Draft",
  cancel: "Cancel",
  send: "Send Email",
  sending: "Sending...",
  draftSaved: SEND_EMAIL_TEXT.draftSaved,
  draftFailed: "The draft could not be saved in this browser.",
  draftRestored: (when: string) => `Draft from ${when} restored.`,
  discardDraft: "Discard draft",
  sent: SEND_EMAIL_TEXT.sent,
  failed: SEND_EMAIL_TEXT.failed,
  tryAgain: "Please try again.",
  queued: "Email queued",
  queuedMessage: "The provider could not take it yet; it will be retried automatically.",
  previewLabel: "Email preview",
  previewEmpty: "Nothing to preview yet.",
  previewSubject: "Subject:",
  templatesFailed: "Templates could not be loaded; you can still write the e-mail yourself.",
} as const;

/** "Title: description" texts of the spec, split for a toast. */
export function splitMessage(text: string): { title: string; description?: string } {
  const at = text.indexOf(": ");
  return at < 0 ? { title: text } : { title: text.slice(0, at), description: text.slice(at + 2) };
}
