import { EMAIL_SETTINGS_TEXT, type EmailTestResult } from "@common/schemas/email-settings";
import type { AppDeps } from "@server/context";
import { messageIdDomain, newMessageId } from "./messages";
import { sendingSettings } from "./settings";
import { deliverMail } from "./transports";

/**
 * POST /admin/email-settings/test: one real message with the saved settings, straight to the
 * provider (not stored, not queued, not retried), so the admin sees at once whether it works and,
 * when not, the provider's own words (wrong password, refused connection, TLS failure).
 */
export async function sendTestEmail(
  deps: Pick<AppDeps, "db" | "env" | "secrets" | "mail">,
  to: string,
): Promise<EmailTestResult> {
  let settings: Awaited<ReturnType<typeof sendingSettings>>;
  try {
    settings = await sendingSettings(deps.db, deps.secrets);
  } catch (err) {
    return { success: false, message_id: null, error: err instanceof Error ? err.message : String(err) };
  }
  if (!settings) return { success: false, message_id: null, error: EMAIL_SETTINGS_TEXT.noConfiguration };
  const messageId = newMessageId(messageIdDomain(deps.env.PUBLIC_URL, settings.from_email));
  const sender = settings.from_name || settings.from_email;
  try {
    await deliverMail(
      settings,
      {
        messageId,
        from: { email: settings.from_email, name: settings.from_name },
        replyTo: settings.reply_to_email,
        to: [to],
        cc: [],
        bcc: [],
        subject: `Test e-mail from ${sender}`,
        html: null,
        text:
          `This is a test e-mail sent from the back office of ${sender} through ${settings.provider}.\n\n` +
          "If you can read it, sending e-mail works.",
        inReplyTo: null,
        references: [],
      },
      deps.mail.transport,
    );
    return { success: true, message_id: messageId, error: null };
  } catch (err) {
    return { success: false, message_id: null, error: err instanceof Error ? err.message : String(err) };
  }
}
