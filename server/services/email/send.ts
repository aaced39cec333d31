import { EMAIL_SETTINGS_TEXT } from "@common/schemas/email-settings";
import { SEND_EMAIL_TEXT, type SendEmailRequest } from "@common/schemas/emails";
import type { AppDeps } from "@server/context";
import type { Database } from "@server/db/client";
import { contactMessages, emailConversations, emailMessages, requirementForms } from "@server/db/schema";
import { ApiError, notFound } from "@server/lib/errors";
import { eq } from "drizzle-orm";
import { type Actor, writeAudit } from "../audit";
import { type ConversationRow, conversationFor, createConversation } from "./conversation-store";
import { type EmailMessageRow, messageIdDomain, newMessageId, replyHeaders, replyParent } from "./messages";
import { enqueueMessage } from "./outbox";
import { activeEmailSettings, checkSendLimits } from "./settings";
import { activeTemplate, countTemplateUse, renderContent, requireVariables } from "./templates-in-use";

/**
 * POST /admin/emails (spec 3 §5 Email composer, §7 Sending): the composer's message, from a
 * template or written, about a record or in a conversation or on its own. It is stored as pending
 * with the outbox row in one transaction (after the limits are checked), then sent at once; the
 * answer is the stored message: sent, pending (a transient failure, retried) or failed.
 */
export async function sendEmail(
  deps: Pick<AppDeps, "db" | "env" | "mail">,
  actor: Actor,
  input: SendEmailRequest,
): Promise<EmailMessageRow> {
  const { db } = deps;
  const settings = await activeEmailSettings(db);
  if (!settings) throw new ApiError(400, "email_not_configured", EMAIL_SETTINGS_TEXT.notConfigured);

  const queued = await db.transaction(async (tx) => {
    const template = input.template_id ? await activeTemplate(tx, input.template_id) : null;
    if (template) requireVariables(template, input.variables);
    const written = Boolean(input.html?.trim() || input.text?.trim());
    const content = await renderContent(
      {
        subject: input.subject || template?.subject || "",
        html: written ? (input.html ?? null) : (template?.body_html ?? null),
        text: written ? (input.text ?? null) : (template?.body_text ?? null),
      },
      input.variables,
    );
    if (!content.subject) {
      throw new ApiError(400, "invalid_input", SEND_EMAIL_TEXT.subject, { subject: SEND_EMAIL_TEXT.subject });
    }
    if (!content.html?.trim() && !content.text?.trim()) {
      throw new ApiError(400, "invalid_input", SEND_EMAIL_TEXT.content, { html: SEND_EMAIL_TEXT.content });
    }

    await checkSendLimits(tx, settings);
    const conversation = await conversationOf(tx, input, content.subject);
    const parent = await replyParent(tx, conversation.id, input.to[0]);
    const { message, outboxId } = await enqueueMessage(
      tx,
      conversation,
      {
        message_id: newMessageId(messageIdDomain(deps.env.PUBLIC_URL, settings.from_email)),
        ...replyHeaders(parent),
        from_email: settings.from_email,
        from_name: settings.from_name,
        to_emails: input.to,
        cc_emails: input.cc,
        bcc_emails: input.bcc,
        subject: content.subject,
        body_html: content.html,
        body_text: content.text,
        template_id: template?.id ?? null,
        template_variables: template ? input.variables : null,
      },
      { sentBy: actor.id, claimMs: deps.mail.options.leaseMs },
    );
    if (template) await countTemplateUse(tx, template.id);
    await writeAudit(tx, actor, {
      action: "send",
      entityType: "email_messages",
      entityId: message.id,
      changes: {
        to: input.to,
        subject: content.subject,
        conversation_id: conversation.id,
        ...(template ? { template_id: template.id } : {}),
      },
    });
    return { messageId: message.id, outboxId };
  });

  await deps.mail.deliverNow(queued.outboxId);
  const [stored] = await db.select().from(emailMessages).where(eq(emailMessages.id, queued.messageId));
  return stored!;
}

/**
 * Where the message is filed: the conversation named; else the record's conversation (reused, spec
 * 3 §4), the record checked to exist; else a new conversation of its own.
 */
async function conversationOf(
  tx: Database,
  input: SendEmailRequest,
  subject: string,
): Promise<ConversationRow> {
  const participants = [...input.to, ...input.cc];
  if (input.conversation_id) {
    const [found] = await tx
      .select()
      .from(emailConversations)
      .where(eq(emailConversations.id, input.conversation_id));
    if (!found) throw notFound("The conversation");
    return found;
  }
  if (input.related_type && input.related_type !== "general" && input.related_id) {
    const table = input.related_type === "contact_message" ? contactMessages : requirementForms;
    const [record] = await tx.select({ id: table.id }).from(table).where(eq(table.id, input.related_id));
    if (!record)
      throw notFound(input.related_type === "contact_message" ? "The message" : "The quote request");
    return conversationFor(tx, {
      related_type: input.related_type,
      related_id: input.related_id,
      subject,
      participants,
    });
  }
  return createConversation(tx, { related_type: "general", subject, participants });
}
