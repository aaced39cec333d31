import { randomBytes } from "node:crypto";
import type { EmailRelatedType } from "@common/schemas/email-conversations";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailConversations, emailMessages } from "../../db/schema";

/**
 * Where every message, sent or received, is filed (spec 3 §4 Conversations). Sending (the outbox)
 * and receiving (webhook, IMAP) both go through here, so a conversation's count, last message and
 * participants are kept one way.
 */

type StoredRelatedType = (typeof emailConversations.$inferSelect)["related_type"];
export type ConversationRow = typeof emailConversations.$inferSelect;
export type NewEmailMessage = Omit<typeof emailMessages.$inferInsert, "conversation_id" | "thread_id">;

/** The API's `quote_request` is the table's (and the spec's) `requirement_form`. */
export const toStoredRelatedType = (type: EmailRelatedType): StoredRelatedType =>
  type === "quote_request" ? "requirement_form" : type;
export const toApiRelatedType = (type: string): EmailRelatedType =>
  type === "requirement_form" ? "quote_request" : type === "contact_message" ? "contact_message" : "general";

/** Spec 3 §4: thread ids from the current time plus random text. */
export const newThreadId = () => `thread_${Date.now().toString(36)}_${randomBytes(6).toString("hex")}`;

/**
 * Spec 3 §3: participants as a list of addresses, lower-cased, each once; a plain string
 * ("a@x, b@y") or a JSON list in a string is accepted and normalised.
 */
export function normaliseParticipants(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      list = value.split(/[,;]/);
    }
  }
  const items = Array.isArray(list) ? list : typeof list === "string" ? [list] : [];
  const addresses = items
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(addresses)];
}

/** What a new conversation is about: a record (or nothing in particular), its subject, who takes part. */
export type ConversationAbout = {
  related_type: EmailRelatedType;
  related_id?: string | null;
  subject: string;
  participants: string[];
};

/**
 * The conversation about a record: the latest one for that related type and id, reused (spec 3
 * §4); a new active one when there is none, or when the message is not about a record.
 */
export async function conversationFor(db: Database, about: ConversationAbout): Promise<ConversationRow> {
  const relatedType = toStoredRelatedType(about.related_type);
  if (relatedType !== "general" && about.related_id) {
    const [existing] = await db
      .select()
      .from(emailConversations)
      .where(
        and(
          eq(emailConversations.related_type, relatedType),
          eq(emailConversations.related_id, about.related_id),
        ),
      )
      .orderBy(desc(emailConversations.created_at))
      .limit(1);
    if (existing) return existing;
  }
  return createConversation(db, about);
}

export async function createConversation(db: Database, about: ConversationAbout): Promise<ConversationRow> {
  const [created] = await db
    .insert(emailConversations)
    .values({
      thread_id: newThreadId(),
      subject: about.subject,
      related_type: toStoredRelatedType(about.related_type),
      related_id: about.related_type === "general" ? null : (about.related_id ?? null),
      participants: normaliseParticipants(about.participants),
      status: "active",
      priority: "normal",
      message_count: 0,
    })
    .returning();
  return created!;
}

/**
 * Files a message in a conversation: stores it with the conversation's thread id, counts it, and
 * records its time, sender and addresses on the conversation. Run it inside the caller's
 * transaction so the message and the conversation's figures commit together.
 */
export async function appendMessage(
  db: Database,
  conversation: Pick<ConversationRow, "id" | "thread_id" | "participants">,
  message: NewEmailMessage,
) {
  const [stored] = await db
    .insert(emailMessages)
    .values({ ...message, conversation_id: conversation.id, thread_id: conversation.thread_id })
    .returning();
  const addresses = normaliseParticipants([
    ...conversation.participants,
    message.from_email,
    ...(message.to_emails ?? []),
    ...(message.cc_emails ?? []),
  ]);
  await db
    .update(emailConversations)
    .set({
      message_count: sql`${emailConversations.message_count} + 1`,
      last_message_at: stored!.created_at,
      last_message_by: message.from_email,
      participants: addresses,
    })
    .where(eq(emailConversations.id, conversation.id));
  return stored!;
}
