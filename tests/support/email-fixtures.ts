import type { EmailRelatedType } from "@common/schemas/email-conversations";
import type { AppDeps } from "@server/context";
import type { Database } from "@server/db/client";
import { emailSettings } from "@server/db/schema";
import { appendMessage, conversationFor } from "@server/services/email/conversation-store";
import { eq } from "drizzle-orm";
import { newMessageId } from "./mime";

export const AGENCY_ADDRESS = "hello@agency.example.com";

/**
 * The active e-mail settings with these columns (secrets given in clear are stored encrypted):
 * made when there are none, changed otherwise.
 */
export async function saveEmailSettings(
  deps: Pick<AppDeps, "db" | "secrets">,
  values: Partial<typeof emailSettings.$inferInsert> & { inbound_secret?: string; imap_password?: string },
) {
  const { inbound_secret, imap_password, ...columns } = values;
  const row = {
    ...columns,
    ...(inbound_secret === undefined
      ? {}
      : { inbound_secret_encrypted: deps.secrets.encrypt(inbound_secret) }),
    ...(imap_password === undefined ? {} : { imap_password_encrypted: deps.secrets.encrypt(imap_password) }),
  };
  const [active] = await deps.db.select().from(emailSettings).where(eq(emailSettings.is_active, true));
  if (active) {
    await deps.db
      .update(emailSettings)
      .set({ ...row, updated_at: new Date() })
      .where(eq(emailSettings.id, active.id));
  } else {
    await deps.db
      .insert(emailSettings)
      .values({ from_email: AGENCY_ADDRESS, from_name: "Atrium Studio", ...row, is_active: true });
  }
}

/**
 * A message the agency sent (as the outbox leaves it: status sent, with its Message-ID), filed in
 * the record's conversation, so a reply can answer it.
 */
export async function sentMessage(
  db: Database,
  to: string,
  subject: string,
  about: { related_type: EmailRelatedType; related_id?: string } = { related_type: "general" },
) {
  const conversation = await conversationFor(db, { ...about, subject, participants: [to] });
  const message_id = newMessageId("agency.example.com");
  const now = new Date();
  const message = await appendMessage(db, conversation, {
    message_id,
    direction: "outbound",
    from_email: AGENCY_ADDRESS,
    from_name: "Atrium Studio",
    to_emails: [to],
    subject,
    body_text: "Thank you for your message.",
    status: "sent",
    sent_at: now,
    created_at: now,
  });
  return { conversation, message, message_id };
}
