import {
  CONVERSATION_RELATED_TYPES,
  CONVERSATION_STATUSES,
  EMAIL_DIRECTIONS,
  EMAIL_MESSAGE_STATUSES,
  PRIORITIES,
  TEMPLATE_TYPES,
} from "@common/options";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { belongsTo, createdAt, id, oneOf, timestamps } from "./columns";

export const emailTemplates = pgTable(
  "email_templates",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    subject: text("subject").notNull(),
    body_html: text("body_html").notNull(),
    body_text: text("body_text"),
    template_type: text("template_type").notNull().default("custom"),
    category: text("category").notNull().default("general"),
    variables: jsonb("variables").$type<string[]>().notNull().default([]),
    is_active: boolean("is_active").notNull().default(true),
    is_default: boolean("is_default").notNull().default(false),
    usage_count: integer("usage_count").notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check("email_templates_type_check", oneOf("template_type", TEMPLATE_TYPES)),
    // At most one default per type.
    uniqueIndex("email_templates_one_default").on(t.template_type).where(sql`${t.is_default}`),
  ],
);

export const emailConversations = pgTable(
  "email_conversations",
  {
    id: id(),
    thread_id: text("thread_id").notNull().unique(),
    subject: text("subject").notNull(),
    related_type: text("related_type").notNull().default("general"),
    related_id: uuid("related_id"),
    participants: jsonb("participants").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("active"),
    priority: text("priority").notNull().default("normal"),
    message_count: integer("message_count").notNull().default(0),
    last_message_at: timestamp("last_message_at", { withTimezone: true }),
    last_message_by: text("last_message_by"),
    ...timestamps(),
  },
  (t) => [
    check("email_conversations_status_check", oneOf("status", CONVERSATION_STATUSES)),
    check("email_conversations_priority_check", oneOf("priority", PRIORITIES)),
    check("email_conversations_related_check", oneOf("related_type", CONVERSATION_RELATED_TYPES)),
    index("email_conversations_related_idx").on(t.related_type, t.related_id),
    index("email_conversations_last_idx").on(t.last_message_at),
  ],
);

export const emailMessages = pgTable(
  "email_messages",
  {
    id: id(),
    conversation_id: belongsTo("conversation_id", () => emailConversations.id),
    /** RFC 5322 Message-ID, used with In-Reply-To / References to thread replies. */
    message_id: text("message_id"),
    in_reply_to: text("in_reply_to"),
    /** The References header's Message-IDs, oldest first. */
    reference_ids: jsonb("reference_ids").$type<string[]>().notNull().default([]),
    thread_id: text("thread_id"),
    direction: text("direction").notNull().default("outbound"),
    from_email: text("from_email").notNull(),
    from_name: text("from_name"),
    to_emails: jsonb("to_emails").$type<string[]>().notNull().default([]),
    cc_emails: jsonb("cc_emails").$type<string[]>().notNull().default([]),
    bcc_emails: jsonb("bcc_emails").$type<string[]>().notNull().default([]),
    subject: text("subject").notNull(),
    body_html: text("body_html"),
    body_text: text("body_text"),
    template_id: uuid("template_id").references(() => emailTemplates.id, { onDelete: "set null" }),
    template_variables: jsonb("template_variables").$type<Record<string, string>>(),
    status: text("status").notNull().default("pending"),
    error_message: text("error_message"),
    sent_at: timestamp("sent_at", { withTimezone: true }),
    delivered_at: timestamp("delivered_at", { withTimezone: true }),
    opened_at: timestamp("opened_at", { withTimezone: true }),
    clicked_at: timestamp("clicked_at", { withTimezone: true }),
    /** An inbound message's attachments: names and sizes only (the files are not kept). */
    attachments: jsonb("attachments").$type<EmailAttachmentInfo[]>().notNull().default([]),
    /** When staff opened an inbound message; unread replies are counted on the Overview. */
    read_at: timestamp("read_at", { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    check("email_messages_direction_check", oneOf("direction", EMAIL_DIRECTIONS)),
    check("email_messages_status_check", oneOf("status", EMAIL_MESSAGE_STATUSES)),
    index("email_messages_conversation_idx").on(t.conversation_id, t.created_at),
    // One stored copy per Message-ID and direction: a webhook retried, or a mailbox fetched again,
    // cannot store a reply twice.
    uniqueIndex("email_messages_message_id_unique").on(t.message_id, t.direction),
    index("email_messages_sent_idx").on(t.direction, t.created_at),
  ],
);

export type EmailAttachmentInfo = { filename: string; size: number; content_type: string };

/**
 * Outbound messages waiting to be sent (or re-sent after a transient failure). A row is claimed
 * by setting locked_until, so several processes never send the same message; it is deleted once
 * the message is sent or has failed for good.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    email_message_id: uuid("email_message_id")
      .notNull()
      .unique()
      .references(() => emailMessages.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp("locked_until", { withTimezone: true }),
    last_error: text("last_error"),
    /**
     * The administrator who sent it from the back office; when it is sent, the record it is about
     * is marked answered by them (a contact message replied, a new quote request reviewing).
     * Null for notifications and acknowledgements, which answer nothing.
     */
    sent_by: uuid("sent_by").references(() => user.id, { onDelete: "set null" }),
    created_at: createdAt(),
  },
  (t) => [index("email_outbox_due_idx").on(t.next_attempt_at)],
);

/** How far a mailbox has been read: the last UID fetched under its UIDVALIDITY. */
export const imapMailboxState = pgTable("imap_mailbox_state", {
  /** "user@host/mailbox". */
  mailbox: text("mailbox").primaryKey(),
  uid_validity: bigint("uid_validity", { mode: "number" }).notNull(),
  last_uid: bigint("last_uid", { mode: "number" }).notNull().default(0),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
