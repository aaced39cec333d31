import { z } from "zod";
import { EMAIL_RELATED_TYPES } from "./email-conversations";

/**
 * Sending (spec 3 §5 Email composer, §7 Sending): POST /admin/emails. The message is stored, goes
 * through the outbox and is answered with its status: sent, pending (a transient failure, retried
 * with backoff) or failed with the provider's error.
 */

export const SEND_EMAIL_TEXT = {
  to: "Recipient required: Please enter a recipient email address.",
  subject: "Subject required: Please enter an email subject.",
  content: "Content required: Please enter email content.",
  missingVariables: (names: readonly string[]) =>
    `Missing template variables: Please fill in: ${names.join(", ")}`,
  templateOrMessage: "Either templateId with variables or customMessage must be provided",
  invalidAddress: (address: string) => `"${address}" is not a valid email address`,
  relatedId: "related_id is required with related_type",
  sent: "Email sent successfully",
  draftSaved: "Draft saved",
  failed: "Failed to send email",
} as const;

/** Spec 3 §7 default reply subjects. */
export const DEFAULT_REPLY_SUBJECTS = {
  quote_request: "Re: Your Project Inquiry",
  contact_message: "Re: Your Message",
} as const;

/** Spec 3 §5: CC and BCC are comma-separated lists, trimmed. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const address = z.string().trim().max(254).pipe(z.email());
const addresses = z.array(address).max(50);

export const SendEmailRequestSchema = z
  .object({
    to: z.array(address, { error: SEND_EMAIL_TEXT.to }).min(1, SEND_EMAIL_TEXT.to).max(50),
    cc: addresses.default([]),
    bcc: addresses.default([]),
    /** Optional with a template (its subject is used). */
    subject: z.string({ error: SEND_EMAIL_TEXT.subject }).trim().max(300).default(""),
    html: z.string().max(500_000).optional(),
    text: z.string().max(500_000).optional(),
    template_id: z.uuid().optional(),
    variables: z.record(z.string(), z.string().max(10_000)).default({}),
    related_type: z.enum(EMAIL_RELATED_TYPES).optional(),
    related_id: z.uuid().optional(),
    /** Reply within this conversation (threaded with In-Reply-To / References). */
    conversation_id: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const hasBody = Boolean(v.html?.trim() || v.text?.trim());
    if (!hasBody && !v.template_id) {
      ctx.addIssue({ code: "custom", path: ["html"], message: SEND_EMAIL_TEXT.content });
    }
    if (!v.subject && !v.template_id) {
      ctx.addIssue({ code: "custom", path: ["subject"], message: SEND_EMAIL_TEXT.subject });
    }
    if (v.related_type && v.related_type !== "general" && !v.related_id) {
      ctx.addIssue({ code: "custom", path: ["related_id"], message: SEND_EMAIL_TEXT.relatedId });
    }
  });
export type SendEmailRequest = z.output<typeof SendEmailRequestSchema>;
