import type { EmailSettingsInput } from "@common/schemas/email-settings";
import type { SmtpSink } from "./smtp-sink";
import type { TestApp } from "./test-app";

/** A complete e-mail settings body (PUT /admin/email-settings) sending through `sink`. */
export function smtpSettingsFor(
  sink: Pick<SmtpSink, "host" | "port">,
  overrides: Partial<Record<keyof EmailSettingsInput, unknown>> = {},
) {
  return {
    provider: "smtp",
    from_email: "hello@agency.example",
    from_name: "Agency",
    reply_to_email: "",
    notification_email: "staff@agency.example",
    smtp_host: sink.host,
    smtp_port: sink.port,
    smtp_secure: false,
    smtp_username: null,
    daily_send_limit: 1000,
    rate_limit_per_hour: 100,
    imap_enabled: false,
    imap_host: null,
    imap_port: 993,
    imap_secure: true,
    imap_username: null,
    imap_mailbox: "INBOX",
    ...overrides,
  };
}

/** Saves e-mail settings through the API as `cookie` (an admin); throws unless saved. */
export async function saveEmailSettings(t: TestApp, cookie: string, body: unknown): Promise<void> {
  const res = await t.request("/api/v1/admin/email-settings", { method: "PUT", body, cookie });
  if (res.status !== 200) throw new Error(`e-mail settings not saved: ${res.status} ${await res.text()}`);
}
