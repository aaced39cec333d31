import type { EmailRelatedType } from "@common/schemas/email-conversations";
import type { Database } from "@server/db/client";
import type { contactMessages, requirementForms } from "@server/db/schema";
import type { Env } from "@server/env";
import type { Logger } from "@server/lib/logger";
import { escapeHtml } from "@server/lib/sanitize-html";
import { conversationFor } from "./conversation-store";
import { messageIdDomain, newMessageId } from "./messages";
import { enqueueMessage } from "./outbox";
import { activeEmailSettings, checkSendLimits } from "./settings";
import { countTemplateUse, defaultTemplateOf, renderContent } from "./templates-in-use";

/**
 * New leads announced (ARCHITECTURE.md §9): when e-mail is configured, a new quote request or
 * contact message queues a summary to the staff (notification_email, else the sender address)
 * with a link to the dashboard, and an acknowledgement to the visitor from the default template
 * of the matching type (requirement_response / contact_response), both filed in the record's
 * conversation. Queued in the submission's transaction, inside a savepoint: whatever goes wrong
 * here (limits, a missing template, a database error) is logged and never fails, delays or loses
 * the submission; the outbox sends after the commit.
 */

export type NotifyContext = {
  /** The site's public address, for the dashboard link and the Message-IDs. */
  publicUrl: string;
  /** Set when PUBLIC_URL is configured: the Message-IDs' domain (else the sender's). */
  configuredPublicUrl: string | undefined;
  logger: Logger;
};

export const notifyContext = (env: Pick<Env, "PUBLIC_URL" | "PORT">, logger: Logger): NotifyContext => ({
  publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  configuredPublicUrl: env.PUBLIC_URL,
  logger,
});

/** What is announced about one new record. */
type Notice = {
  relatedType: Exclude<EmailRelatedType, "general">;
  id: string;
  visitor: { email: string; name: string };
  staffSubject: string;
  heading: string;
  /** Label and value rows of the summary; empty values are left out. */
  rows: [string, string | null | undefined][];
  /** The dashboard section showing the record. */
  link: string;
  templateType: "requirement_response" | "contact_response";
  variables: Record<string, string>;
};

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

type QuoteRow = typeof requirementForms.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;

/** Staff summary and visitor acknowledgement of a new quote request. */
export function notifyNewQuoteRequest(tx: Database, context: NotifyContext, row: QuoteRow) {
  const title = row.project_title || row.project_type;
  return notifyNewRecord(tx, context, {
    relatedType: "quote_request",
    id: row.id,
    visitor: { email: row.email, name: row.name },
    staffSubject: `New quote request: ${title} (${row.name})`,
    heading: "A new quote request has arrived.",
    rows: [
      ["Name", row.name],
      ["Email", row.email],
      ["Phone", row.phone],
      ["Company", row.company],
      ["Project", row.project_title],
      ["Type", row.project_type],
      ["Budget", row.budget_range],
      ["Timeline", row.timeline],
      ["Description", row.project_description],
    ],
    link: `${context.publicUrl}/dashboard/requirement-forms?q=${encodeURIComponent(row.email)}`,
    templateType: "requirement_response",
    variables: {
      name: row.name,
      email: row.email,
      company: text(row.company),
      phone: text(row.phone),
      project_title: title,
      project_type: row.project_type,
      project_description: row.project_description,
      budget_range: text(row.budget_range),
      timeline: text(row.timeline),
      estimated_cost: text(row.estimated_cost),
    },
  });
}

/** Staff summary and visitor acknowledgement of a new contact message. */
export function notifyNewContactMessage(tx: Database, context: NotifyContext, row: ContactRow) {
  return notifyNewRecord(tx, context, {
    relatedType: "contact_message",
    id: row.id,
    visitor: { email: row.email, name: row.name },
    staffSubject: `New contact message from ${row.name}`,
    heading: "A new message has arrived through the contact form.",
    rows: [
      ["Name", row.name],
      ["Email", row.email],
      ["Company", row.company],
      ["Message", row.message],
      ...Object.entries(row.extra_fields ?? {}).map(([k, v]): [string, string] => [k, text(v)]),
    ],
    link: `${context.publicUrl}/dashboard/messages?q=${encodeURIComponent(row.email || row.name)}`,
    templateType: "contact_response",
    variables: { name: row.name, email: row.email, company: text(row.company), message: row.message },
  });
}

/** Queues the notice's messages; answers how many (0 when not configured or when it failed). */
async function notifyNewRecord(tx: Database, context: NotifyContext, notice: Notice): Promise<number> {
  try {
    // A savepoint: a failure here rolls back only the notifications, never the submission.
    return await tx.transaction(async (sp) => {
      const settings = await activeEmailSettings(sp);
      if (!settings) return 0;
      const template = notice.visitor.email ? await defaultTemplateOf(sp, notice.templateType) : null;
      const ack = template
        ? await renderContent(
            { subject: template.subject, html: template.body_html, text: template.body_text },
            notice.variables,
          )
        : null;
      await checkSendLimits(sp, settings, ack ? 2 : 1);

      const conversation = await conversationFor(sp, {
        related_type: notice.relatedType,
        related_id: notice.id,
        subject: ack?.subject ?? notice.staffSubject,
        participants: notice.visitor.email ? [notice.visitor.email] : [],
      });
      const domain = messageIdDomain(context.configuredPublicUrl, settings.from_email);
      const from = { from_email: settings.from_email, from_name: settings.from_name };
      const staff = settings.notification_email || settings.from_email;
      const summary = staffSummary(notice);
      await enqueueMessage(sp, conversation, {
        ...from,
        message_id: newMessageId(domain),
        to_emails: [staff],
        subject: notice.staffSubject,
        body_html: summary.html,
        body_text: summary.text,
      });
      if (ack && template) {
        await enqueueMessage(sp, conversation, {
          ...from,
          message_id: newMessageId(domain),
          to_emails: [notice.visitor.email],
          subject: ack.subject,
          body_html: ack.html,
          body_text: ack.text,
          template_id: template.id,
          template_variables: notice.variables,
        });
        await countTemplateUse(sp, template.id);
      }
      return ack ? 2 : 1;
    });
  } catch (err) {
    context.logger.warn(
      { err: err instanceof Error ? err.message : err, relatedType: notice.relatedType, id: notice.id },
      "new-lead notifications not queued",
    );
    return 0;
  }
}

/** The staff's summary: the record's fields and a link to it in the dashboard. */
function staffSummary(notice: Notice): { html: string; text: string } {
  const rows = notice.rows.filter((row): row is [string, string] => Boolean(row[1]?.trim()));
  const html =
    `<p>${escapeHtml(notice.heading)}</p>` +
    `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replaceAll("\n", "<br>")}</td></tr>`,
      )
      .join("")}</table>` +
    `<p><a href="${escapeHtml(notice.link)}">Open it in the dashboard</a></p>`;
  const text = [
    notice.heading,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `Open it in the dashboard: ${notice.link}`,
  ].join("\n");
  return { html, text };
}
