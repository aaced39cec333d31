import { randomUUID } from "node:crypto";
import type { EmailMessage } from "@common/schemas/email-conversations";
import type { Database } from "@server/db/client";
import { emailMessages } from "@server/db/schema";
import { type Wire, wire } from "@server/lib/wire";
import { desc, eq } from "drizzle-orm";

/** Stored messages: their Message-IDs, their place in a thread, and their shape on the wire. */

export type EmailMessageRow = typeof emailMessages.$inferSelect;

/** An EmailMessage as the API answers it. */
export const emailMessageView = (row: EmailMessageRow): Wire<EmailMessageRow> & EmailMessage =>
  wire(row) as Wire<EmailMessageRow> & EmailMessage;

/**
 * The domain of our Message-IDs: the site's (PUBLIC_URL), else the sender address's, so replies
 * can be matched to what we sent.
 */
export function messageIdDomain(publicUrl: string | undefined, fromEmail: string): string {
  if (publicUrl) return new URL(publicUrl).hostname;
  return fromEmail.split("@")[1]?.toLowerCase() || "localhost";
}

/** A new RFC 5322 Message-ID, `<uuid@domain>`. */
export const newMessageId = (domain: string) => `<${randomUUID()}@${domain}>`;

/** In-Reply-To and References of a reply to `parent` (RFC 5322 §3.6.4). */
export function replyHeaders(
  parent: Pick<EmailMessageRow, "message_id" | "in_reply_to" | "reference_ids"> | null,
) {
  if (!parent?.message_id) return { in_reply_to: null, reference_ids: [] as string[] };
  const earlier =
    parent.reference_ids.length > 0 ? parent.reference_ids : parent.in_reply_to ? [parent.in_reply_to] : [];
  return { in_reply_to: parent.message_id, reference_ids: [...earlier, parent.message_id] };
}

/**
 * The message a reply to `recipient` in this conversation answers: the latest one with a
 * Message-ID that the recipient sent or received (so a staff notification filed in the same
 * conversation is never what the visitor's reply points at); else the latest with a Message-ID.
 */
export async function replyParent(
  db: Pick<Database, "select">,
  conversationId: string,
  recipient: string | undefined,
): Promise<EmailMessageRow | null> {
  const recent = await db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.conversation_id, conversationId))
    .orderBy(desc(emailMessages.created_at))
    .limit(100);
  const withId = recent.filter((m) => m.message_id);
  const who = recipient?.toLowerCase();
  const involves = (m: EmailMessageRow) =>
    m.from_email.toLowerCase() === who || m.to_emails.some((to) => to.toLowerCase() === who);
  return withId.find(involves) ?? withId[0] ?? null;
}
