import { createHash } from "node:crypto";
import type { EmailAttachmentInfo } from "@server/db/schema";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type AddressObject, simpleParser } from "mailparser";
import type { Database } from "../../db/client";
import { emailConversations, emailMessages } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { sanitizeEmailHtml } from "../../lib/sanitize-html";
import { isUniqueViolation } from "../content-crud";
import { appendMessage, type ConversationRow, createConversation } from "./conversation-store";

/**
 * Mail that comes back (issue 13; spec 3 §4 Conversations, incoming mail handling), by the
 * webhook or from the IMAP mailbox: raw RFC 822 parsed with mailparser, its HTML sanitised, filed
 * in the conversation it answers, stored inbound with status delivered. Only the attachments'
 * names, sizes and types are kept.
 *
 * Threading: In-Reply-To, then References (newest first), against the Message-IDs we stored;
 * then the spec's rule — an active conversation with the sender as a participant whose subject,
 * without Re:/Fwd: prefixes, contains or is contained by the new one, else the sender's latest
 * active conversation; else a new general conversation.
 *
 * A message is stored once per Message-ID (the unique (message_id, direction) index): the same
 * mail delivered again is acknowledged as a duplicate and nothing changes.
 */

export type ParsedInbound = {
  message_id: string;
  in_reply_to: string | null;
  reference_ids: string[];
  from_email: string;
  from_name: string | null;
  to_emails: string[];
  cc_emails: string[];
  subject: string;
  body_html: string | null;
  body_text: string | null;
  attachments: EmailAttachmentInfo[];
};

export type InboundResult = {
  /** "duplicate": this Message-ID was stored before; nothing was stored now. */
  status: "stored" | "duplicate";
  conversation_id: string;
  email_message_id: string;
  message_id: string;
};

export const INBOUND_TEXT = {
  unreadable: "The message could not be read as an e-mail (RFC 822).",
  noSender: "The message has no sender address.",
  noSubject: "(no subject)",
} as const;

/** Re:, Fwd:, Fw: and their common translations, repeated, with an optional [n] counter. */
const REPLY_PREFIX = /^\s*((re|fwd?|aw|sv|wg|tr|antw)(\[\d+\])?\s*:\s*)+/i;

/** The subject as the spec's rule compares it: without reply/forward prefixes, lower case, spaces collapsed. */
export const bareSubject = (subject: string) =>
  subject.replace(REPLY_PREFIX, "").replace(/\s+/g, " ").trim().toLowerCase();

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((a) => a.value)
    .flatMap((a) => (a.group ? a.group : [a]))
    .map((a) => a.address?.trim().toLowerCase() ?? "")
    .filter(Boolean);

/** "<id@host>", whatever brackets or spaces the header had. */
const messageIdOf = (value: string) => `<${value.trim().replace(/^<|>$/g, "")}>`;

/** Parses and sanitises; refuses (400) what is not a message with a sender. */
export async function parseInboundEmail(raw: Buffer | string): Promise<ParsedInbound> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  } catch {
    throw new ApiError(400, "invalid_email", INBOUND_TEXT.unreadable);
  }
  const sender = mail.from?.value.find((a) => a.address);
  if (!sender?.address) throw new ApiError(400, "invalid_email", INBOUND_TEXT.noSender);
  const references = (
    Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : []
  )
    .flatMap((r) => r.split(/\s+/))
    .filter(Boolean)
    .map(messageIdOf);
  // Without a Message-ID, the message's own bytes name it, so a repeat is still recognised.
  const messageId = mail.messageId
    ? messageIdOf(mail.messageId)
    : `<sha256-${createHash("sha256").update(raw).digest("hex")}@inbound.invalid>`;
  return {
    message_id: messageId,
    in_reply_to: mail.inReplyTo ? messageIdOf(mail.inReplyTo.split(/\s+/)[0]!) : null,
    reference_ids: [...new Set(references)],
    from_email: sender.address.trim().toLowerCase(),
    from_name: sender.name?.trim() || null,
    to_emails: addressesOf(mail.to),
    cc_emails: addressesOf(mail.cc),
    subject: mail.subject?.trim() || INBOUND_TEXT.noSubject,
    body_html: mail.html ? (await sanitizeEmailHtml(mail.html)) || null : null,
    body_text: mail.text?.trim() ? mail.text.trimEnd() : null,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? "attachment",
      size: a.size,
      content_type: a.contentType,
    })),
  };
}

/** The conversation holding the newest of these Message-IDs (In-Reply-To first), if any. */
async function conversationByHeaders(
  db: Database,
  mail: ParsedInbound,
): Promise<ConversationRow | undefined> {
  const ids = [
    ...new Set([mail.in_reply_to, ...[...mail.reference_ids].reverse()].filter((v) => v !== null)),
  ];
  if (ids.length === 0) return undefined;
  const known = await db
    .select({ message_id: emailMessages.message_id, conversation: emailConversations })
    .from(emailMessages)
    .innerJoin(emailConversations, eq(emailConversations.id, emailMessages.conversation_id))
    .where(inArray(emailMessages.message_id, ids));
  for (const id of ids) {
    const hit = known.find((k) => k.message_id === id);
    if (hit) return hit.conversation;
  }
  return undefined;
}

/** Spec 3 §4: the sender's active conversations, the one whose subject matches first, else the latest. */
async function conversationBySender(db: Database, mail: ParsedInbound): Promise<ConversationRow | undefined> {
  const candidates = await db
    .select()
    .from(emailConversations)
    .where(
      and(
        eq(emailConversations.status, "active"),
        sql`${emailConversations.participants} @> ${JSON.stringify([mail.from_email])}::jsonb`,
      ),
    )
    .orderBy(desc(sql`coalesce(${emailConversations.last_message_at}, ${emailConversations.created_at})`))
    .limit(500);
  const subject = bareSubject(mail.subject);
  const matches = (other: string) => {
    const bare = bareSubject(other);
    return subject !== "" && bare !== "" && (bare.includes(subject) || subject.includes(bare));
  };
  return candidates.find((c) => matches(c.subject)) ?? candidates[0];
}

async function storedCopy(db: Database, messageId: string) {
  const [row] = await db
    .select({ id: emailMessages.id, conversation_id: emailMessages.conversation_id })
    .from(emailMessages)
    .where(and(eq(emailMessages.message_id, messageId), eq(emailMessages.direction, "inbound")));
  return row;
}

/**
 * Files a parsed message (see the module's comment) in one transaction — the caller's, when it
 * passes one (the IMAP poller advances its UID in the same).
 */
export async function fileInboundEmail(db: Database, mail: ParsedInbound): Promise<InboundResult> {
  const duplicate = (row: { id: string; conversation_id: string }): InboundResult => ({
    status: "duplicate",
    conversation_id: row.conversation_id,
    email_message_id: row.id,
    message_id: mail.message_id,
  });
  const before = await storedCopy(db, mail.message_id);
  if (before) return duplicate(before);
  try {
    return await db.transaction(async (tx) => {
      let conversation = await conversationByHeaders(tx, mail);
      if (conversation && conversation.status !== "active") {
        // The client wrote again: the conversation is open again.
        await tx
          .update(emailConversations)
          .set({ status: "active", updated_at: new Date() })
          .where(eq(emailConversations.id, conversation.id));
      }
      conversation ??= await conversationBySender(tx, mail);
      conversation ??= await createConversation(tx, {
        related_type: "general",
        subject: mail.subject.replace(REPLY_PREFIX, "").trim() || INBOUND_TEXT.noSubject,
        participants: [mail.from_email],
      });
      const now = new Date();
      const stored = await appendMessage(tx, conversation, {
        ...mail,
        direction: "inbound",
        status: "delivered",
        delivered_at: now,
        created_at: now,
      });
      return {
        status: "stored" as const,
        conversation_id: conversation.id,
        email_message_id: stored.id,
        message_id: mail.message_id,
      };
    });
  } catch (err) {
    // Delivered twice at the same moment: the other delivery stored it.
    if (!isUniqueViolation(err)) throw err;
    const other = await storedCopy(db, mail.message_id);
    if (!other) throw err;
    return duplicate(other);
  }
}

/** Parses, then files: what the webhook and the IMAP poller do with each message. */
export async function receiveInboundEmail(db: Database, raw: Buffer | string): Promise<InboundResult> {
  return fileInboundEmail(db, await parseInboundEmail(raw));
}
