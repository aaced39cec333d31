import type { Database } from "@server/db/client";
import { contactMessages, emailConversations, emailMessages, requirementForms } from "@server/db/schema";

/** Rows the AI tests seed: quote requests, contact messages and conversations at known times. */

type QuoteRow = typeof requirementForms.$inferInsert;
type MessageRow = typeof contactMessages.$inferInsert;

let serial = 0;

/** Inserts quote requests; each given field overrides a plain default. Answers their ids. */
export async function seedQuoteRequests(db: Database, rows: Partial<QuoteRow>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(requirementForms)
    .values(
      rows.map((r) => {
        const i = ++serial;
        return {
          name: `Lead ${i}`,
          email: `lead${i}@example.com`,
          project_type: "Business Website",
          project_description: "A new website for our firm.",
          ...r,
        };
      }),
    )
    .returning({ id: requirementForms.id });
  return inserted.map((r) => r.id);
}

export async function seedContactMessages(db: Database, rows: Partial<MessageRow>[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(contactMessages)
    .values(
      rows.map((r) => {
        const i = ++serial;
        return { name: `Writer ${i}`, email: `writer${i}@example.com`, message: "Hello there", ...r };
      }),
    )
    .returning({ id: contactMessages.id });
  return inserted.map((r) => r.id);
}

/** A conversation with messages in order: "in" (received), "out" (sent) or "failed" (sent, failed). */
export async function seedConversation(
  db: Database,
  status: "active" | "closed" | "archived",
  messages: { kind: "in" | "out" | "failed"; at: Date }[],
): Promise<void> {
  const i = ++serial;
  const [conv] = await db
    .insert(emailConversations)
    .values({ thread_id: `thread-${i}-${crypto.randomUUID()}`, subject: `Subject ${i}`, status })
    .returning({ id: emailConversations.id });
  if (!conv || messages.length === 0) return;
  await db.insert(emailMessages).values(
    messages.map((m) => ({
      conversation_id: conv.id,
      direction: m.kind === "in" ? "inbound" : "outbound",
      status: m.kind === "in" ? "delivered" : m.kind === "out" ? "sent" : "failed",
      from_email: m.kind === "in" ? "client@example.com" : "team@example.com",
      subject: `Subject ${i}`,
      created_at: m.at,
      sent_at: m.kind === "out" ? m.at : null,
    })),
  );
}
