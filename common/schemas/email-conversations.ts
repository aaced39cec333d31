import { z } from "zod";
import { CONVERSATION_STATUSES, EMAIL_DIRECTIONS, EMAIL_MESSAGE_STATUSES, PRIORITIES } from "../options";
import { ListQuerySchema } from "../pagination";
import { storedRow } from "./fields";

/**
 * E-mail conversations and their messages (spec 3 §3 email_conversations / email_messages, §4
 * Conversations and Email message status), and the figures of the Email Management area.
 */

/**
 * What a conversation is about, as the API names it: a quote request, a contact message, or
 * nothing in particular. (The table keeps the spec's `requirement_form` for a quote request.)
 */
export const EMAIL_RELATED_TYPES = ["quote_request", "contact_message", "general"] as const;
export type EmailRelatedType = (typeof EMAIL_RELATED_TYPES)[number];

export const EmailAttachmentSchema = z.object({
  filename: z.string(),
  size: z.number().int(),
  content_type: z.string(),
});

/** One message of a conversation, inbound or outbound. */
export const EmailMessageSchema = z
  .object({
    id: z.string(),
    conversation_id: z.string(),
    message_id: z.string().nullable().meta({ description: "RFC 5322 Message-ID, with its angle brackets" }),
    in_reply_to: z.string().nullable(),
    reference_ids: z.array(z.string()),
    thread_id: z.string().nullable(),
    direction: z.enum(EMAIL_DIRECTIONS),
    from_email: z.string(),
    from_name: z.string().nullable(),
    to_emails: z.array(z.string()),
    cc_emails: z.array(z.string()),
    bcc_emails: z.array(z.string()),
    subject: z.string(),
    /** Sanitised HTML (scripts, handlers and remote-loading attributes removed). */
    body_html: z.string().nullable(),
    body_text: z.string().nullable(),
    template_id: z.string().nullable(),
    template_variables: z.record(z.string(), z.string()).nullable(),
    status: z.enum(EMAIL_MESSAGE_STATUSES),
    error_message: z.string().nullable(),
    attachments: z.array(EmailAttachmentSchema),
    sent_at: z.string().nullable(),
    delivered_at: z.string().nullable(),
    opened_at: z.string().nullable(),
    clicked_at: z.string().nullable(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "EmailMessage" });
export type EmailMessage = z.infer<typeof EmailMessageSchema>;

/** A conversation as lists show it. */
export const EmailConversationSchema = storedRow({
  thread_id: z.string(),
  subject: z.string(),
  related_type: z.enum(EMAIL_RELATED_TYPES),
  related_id: z.string().nullable(),
  participants: z.array(z.string()),
  status: z.enum(CONVERSATION_STATUSES),
  priority: z.enum(PRIORITIES),
  message_count: z.number().int(),
  /** Inbound messages nobody has opened yet. */
  unread_count: z.number().int(),
  last_message_at: z.string().nullable(),
  last_message_by: z.string().nullable(),
}).meta({ id: "EmailConversation" });
export type EmailConversation = z.infer<typeof EmailConversationSchema>;

/** GET /admin/email-conversations/{id}: the conversation and its messages, oldest first. */
export const EmailConversationDetailSchema = EmailConversationSchema.extend({
  messages: z.array(EmailMessageSchema),
}).meta({ id: "EmailConversationDetail" });
export type EmailConversationDetail = z.infer<typeof EmailConversationDetailSchema>;

/**
 * GET /admin/email-conversations: newest last message first; q searches subject and
 * participants; related_type + related_id find a record's conversation.
 */
export const EmailConversationListQuerySchema = ListQuerySchema.extend({
  status: z.enum(CONVERSATION_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
  related_type: z.enum(EMAIL_RELATED_TYPES).optional(),
  related_id: z.uuid().optional(),
});

/** PATCH /admin/email-conversations/{id}: the status selector and priority. */
export const EmailConversationUpdateSchema = z
  .object({ status: z.enum(CONVERSATION_STATUSES), priority: z.enum(PRIORITIES) })
  .partial();
export type EmailConversationUpdate = z.infer<typeof EmailConversationUpdateSchema>;

/**
 * PATCH /admin/email-messages/{id}: spec 3 §4 "an outbound message with status sent can be
 * manually marked delivered" (delivered_at is stamped).
 */
export const EmailMessageUpdateSchema = z.object({ status: z.literal("delivered") });
export const EMAIL_MESSAGE_TEXT = {
  onlySent: "Only a sent message can be marked delivered.",
  markedDelivered: "Message marked as delivered",
} as const;

/** Spec 3 §3 Email stats, computed in SQL; unread_replies also feeds the Overview. */
export const EmailStatsSchema = z
  .object({
    total_conversations: z.number().int(),
    active_conversations: z.number().int(),
    sent_messages: z.number().int(),
    messages_today: z.number().int(),
    /** Mean hours from an inbound message to the next outbound one; null when none answered. */
    avg_response_time_hours: z.number().nullable(),
    templates_count: z.number().int(),
    unread_replies: z.number().int(),
  })
  .meta({ id: "EmailStats" });
export type EmailStats = z.infer<typeof EmailStatsSchema>;

/** POST /admin/email-conversations/test-emails ("Create Test Emails"): the sample conversations made. */
export const TestEmailsResultSchema = z
  .object({ conversations: z.array(EmailConversationSchema) })
  .meta({ id: "TestEmailsResult" });
export type TestEmailsResult = z.infer<typeof TestEmailsResultSchema>;

/** POST /inbound-email: what became of the message. */
export const InboundEmailResultSchema = z
  .object({
    status: z.enum(["stored", "duplicate"]).meta({
      description: "duplicate: a message with this Message-ID was stored before; nothing changed",
    }),
    conversation_id: z.string(),
    email_message_id: z.string(),
    message_id: z.string(),
  })
  .meta({ id: "InboundEmailResult" });
