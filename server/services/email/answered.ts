import type { Database } from "@server/db/client";
import { contactMessages, emailConversations, requirementForms, user } from "@server/db/schema";
import { and, eq, ne } from "drizzle-orm";
import { writeAudit } from "../audit";

/**
 * What a sent reply does to the record it answers (spec 3 §4, spec 2 reply dialogs): a contact
 * message becomes replied (replied_at, replied_by = the sending admin; a message already replied
 * keeps its first stamp), a new quote request moves to reviewing. Run in the transaction that
 * records the message as sent; audited in the admin's name.
 */
export async function markRecordAnswered(
  tx: Database,
  conversationId: string,
  adminId: string,
): Promise<void> {
  const [conversation] = await tx
    .select({ related_type: emailConversations.related_type, related_id: emailConversations.related_id })
    .from(emailConversations)
    .where(eq(emailConversations.id, conversationId));
  if (!conversation?.related_id) return;
  const [admin] = await tx.select({ email: user.email }).from(user).where(eq(user.id, adminId));
  const actor = { id: adminId, email: admin?.email ?? "", ip: null };
  const id = conversation.related_id;

  if (conversation.related_type === "contact_message") {
    const repliedAt = new Date();
    const [before] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    const changed = await tx
      .update(contactMessages)
      .set({ status: "replied", replied_at: repliedAt, replied_by: adminId })
      .where(and(eq(contactMessages.id, id), ne(contactMessages.status, "replied")))
      .returning({ id: contactMessages.id });
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: "update",
        entityType: "contact_messages",
        entityId: id,
        changes: {
          status: { from: before?.status, to: "replied" },
          replied_at: { from: null, to: repliedAt.toISOString() },
          replied_by: { from: null, to: adminId },
        },
      });
    }
  } else if (conversation.related_type === "requirement_form") {
    const changed = await tx
      .update(requirementForms)
      .set({ status: "reviewing" })
      .where(and(eq(requirementForms.id, id), eq(requirementForms.status, "new")))
      .returning({ id: requirementForms.id });
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: "update",
        entityType: "requirement_forms",
        entityId: id,
        changes: { status: { from: "new", to: "reviewing" } },
      });
    }
  }
}
