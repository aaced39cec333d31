import { EMAIL_MESSAGE_TEXT } from "@common/schemas/email-conversations";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailMessages } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";
import { type Actor, writeAudit } from "../audit";
import { emailMessageView } from "./messages";

/**
 * Spec 3 §4: an outbound message with status sent can be marked delivered by hand (a provider
 * without delivery reports); delivered_at is stamped. Anything else is refused, unchanged.
 */
export async function markDelivered(db: Database, actor: Actor, id: string) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(emailMessages)
      .set({ status: "delivered", delivered_at: new Date() })
      .where(
        and(
          eq(emailMessages.id, id),
          eq(emailMessages.direction, "outbound"),
          eq(emailMessages.status, "sent"),
        ),
      )
      .returning();
    if (!updated) {
      const [exists] = await tx
        .select({ id: emailMessages.id })
        .from(emailMessages)
        .where(eq(emailMessages.id, id));
      if (!exists) throw notFound("The message");
      throw new ApiError(409, "not_sent", EMAIL_MESSAGE_TEXT.onlySent);
    }
    await writeAudit(tx, actor, {
      action: "update",
      entityType: "email_messages",
      entityId: id,
      changes: { status: { from: "sent", to: "delivered" } },
    });
    return emailMessageView(updated);
  });
}
