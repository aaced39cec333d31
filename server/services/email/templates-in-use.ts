import { EMAIL_TEMPLATE_TEXT, fillTemplate, missingVariables } from "@common/schemas/email-templates";
import { SEND_EMAIL_TEXT } from "@common/schemas/emails";
import type { Database } from "@server/db/client";
import { emailTemplates } from "@server/db/schema";
import { ApiError } from "@server/lib/errors";
import { escapeHtml, htmlToText, sanitizeEmailHtml } from "@server/lib/sanitize-html";
import { and, desc, eq, sql } from "drizzle-orm";

/**
 * Templates at send time (spec 3 §5, §7): the active template read by id or the default of a
 * type, its placeholders filled (values HTML-escaped in HTML), its use counted.
 */

export type TemplateRow = typeof emailTemplates.$inferSelect;

/** The active template `id`; "Template not found or inactive" otherwise. */
export async function activeTemplate(db: Pick<Database, "select">, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, id), eq(emailTemplates.is_active, true)));
  if (!row) throw new ApiError(404, "not_found", EMAIL_TEMPLATE_TEXT.notFound);
  return row;
}

/** The active template of a type, the default one first; null when there is none. */
export async function defaultTemplateOf(
  db: Pick<Database, "select">,
  type: string,
): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.template_type, type), eq(emailTemplates.is_active, true)))
    .orderBy(desc(emailTemplates.is_default), desc(emailTemplates.updated_at))
    .limit(1);
  return row ?? null;
}

/** Spec 3 §4: usage_count goes up by one each time a template is used to send. */
export async function countTemplateUse(tx: Pick<Database, "update">, id: string): Promise<void> {
  await tx
    .update(emailTemplates)
    .set({ usage_count: sql`${emailTemplates.usage_count} + 1` })
    .where(eq(emailTemplates.id, id));
}

/** Every declared variable must be non-blank: else 400 "Missing template variables: …". */
export function requireVariables(
  template: Pick<TemplateRow, "variables">,
  variables: Record<string, string>,
) {
  const missing = missingVariables(template.variables, variables);
  if (missing.length > 0) {
    const message = SEND_EMAIL_TEXT.missingVariables(missing);
    throw new ApiError(400, "invalid_input", message, { variables: message });
  }
}

/**
 * The content as it leaves: placeholders filled in subject, HTML and text, the HTML sanitised,
 * and a text part derived from the HTML when none was written.
 */
export async function renderContent(
  content: { subject: string; html: string | null; text: string | null },
  variables: Record<string, string>,
): Promise<{ subject: string; html: string | null; text: string | null }> {
  const subject = fillTemplate(content.subject, variables)
    .replace(/[\r\n]+/g, " ")
    .trim();
  const html = content.html?.trim()
    ? await sanitizeEmailHtml(fillTemplate(content.html, variables, escapeHtml), { remote: "keep" })
    : null;
  const written = content.text?.trim() ? fillTemplate(content.text, variables) : null;
  const text = written ?? (html ? await htmlToText(html) : null);
  return { subject, html, text };
}
