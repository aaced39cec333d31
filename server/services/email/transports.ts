import { EMAIL_SETTINGS_TEXT, SUPPORTED_EMAIL_PROVIDERS } from "@common/schemas/email-settings";
import type { SendingSettings } from "./settings";

/**
 * Hands one message to the configured provider (spec 3 §7 Sending): SMTP through nodemailer, or
 * Resend through its HTTP API. Failures carry the provider's own words and whether trying again
 * later may help (transient) or not (permanent).
 */

/** A message ready to leave: addresses, content and threading headers. */
export type OutgoingMail = {
  /** RFC 5322 Message-ID with its angle brackets. */
  messageId: string;
  from: { email: string; name: string | null };
  replyTo: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string | null;
  text: string | null;
  inReplyTo: string | null;
  references: string[];
};

/** How the transports reach the outside; tests point these at servers on 127.0.0.1. */
export type TransportOptions = {
  /** Base URL of Resend's API (RESEND_API_URL). */
  resendApiUrl: string;
  /**
   * Extra certificate authorities to trust for SMTP TLS (a test server's self-signed
   * certificate). Certificates are always verified; production leaves this unset.
   */
  smtpCa?: string | Buffer;
};

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** True when the same message may go through later (4xx, timeouts, resets, HTTP 429/5xx). */
    readonly transient: boolean,
  ) {
    super(message);
    this.name = "DeliveryError";
  }
}

export type Delivered = { providerId: string | null };

export async function deliverMail(
  settings: SendingSettings | null,
  mail: OutgoingMail,
  options: TransportOptions,
): Promise<Delivered> {
  if (!settings) throw new DeliveryError(EMAIL_SETTINGS_TEXT.notConfigured, false);
  if (!SUPPORTED_EMAIL_PROVIDERS.includes(settings.provider as never)) {
    throw new DeliveryError(EMAIL_SETTINGS_TEXT.notSupported, false);
  }
  return settings.provider === "resend"
    ? sendWithResend(settings, mail, options)
    : sendWithSmtp(settings, mail, options);
}

const formatAddress = (from: OutgoingMail["from"]) =>
  from.name ? `"${from.name.replaceAll(/["\\\r\n]/g, "")}" <${from.email}>` : from.email;

// ---- SMTP ----------------------------------------------------------------------------------

/**
 * Port 465 (or any port with "secure" on, except 587) speaks TLS from the first byte; 587 with
 * "secure" on requires STARTTLS; "secure" off is plain SMTP for local relays (upgraded with
 * STARTTLS when the server offers it). Certificates are always verified.
 */
export function smtpTransportOptions(settings: SendingSettings, options: TransportOptions) {
  const port = settings.smtp_port ?? 465;
  const implicit = settings.smtp_secure && port !== 587;
  return {
    host: settings.smtp_host ?? undefined,
    port,
    secure: implicit,
    requireTLS: settings.smtp_secure && !implicit,
    auth: settings.smtp_username
      ? { user: settings.smtp_username, pass: settings.smtp_password ?? "" }
      : undefined,
    tls: { rejectUnauthorized: true, ...(options.smtpCa ? { ca: options.smtpCa } : {}) },
    connectionTimeout: 20_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
}

async function sendWithSmtp(
  settings: SendingSettings,
  mail: OutgoingMail,
  options: TransportOptions,
): Promise<Delivered> {
  if (!settings.smtp_host || !settings.smtp_port) {
    throw new DeliveryError(EMAIL_SETTINGS_TEXT.smtpHostPort, false);
  }
  // Loaded with the first message sent by SMTP, not at every start.
  const { default: nodemailer } = await import("nodemailer");
  const transport = nodemailer.createTransport(smtpTransportOptions(settings, options));
  try {
    const info = await transport.sendMail({
      messageId: mail.messageId,
      from: formatAddress(mail.from),
      replyTo: mail.replyTo ?? undefined,
      to: mail.to,
      cc: mail.cc.length > 0 ? mail.cc : undefined,
      bcc: mail.bcc.length > 0 ? mail.bcc : undefined,
      subject: mail.subject,
      html: mail.html ?? undefined,
      text: mail.text ?? undefined,
      inReplyTo: mail.inReplyTo ?? undefined,
      references: mail.references.length > 0 ? mail.references : undefined,
    });
    return { providerId: info.messageId ?? null };
  } catch (err) {
    throw smtpError(err);
  } finally {
    transport.close();
  }
}

const TLS_FAILURE = /certificate|ssl|tls|handshake|wrong version number/i;

/** nodemailer's error, classified: 4xx replies and dropped connections are worth retrying. */
export function smtpError(err: unknown): DeliveryError {
  const e = err as { message?: string; responseCode?: number; code?: string };
  const message = e.message || "SMTP error";
  if (typeof e.responseCode === "number") {
    return new DeliveryError(message, e.responseCode >= 400 && e.responseCode < 500);
  }
  if (TLS_FAILURE.test(message)) return new DeliveryError(message, false);
  const transient = ["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNRESET", "ECONNREFUSED"].includes(
    e.code ?? "",
  );
  return new DeliveryError(message, transient);
}

// ---- Resend ---------------------------------------------------------------------------------

async function sendWithResend(
  settings: SendingSettings,
  mail: OutgoingMail,
  options: TransportOptions,
): Promise<Delivered> {
  if (!settings.api_key) throw new DeliveryError(EMAIL_SETTINGS_TEXT.resendKey, false);
  const headers: Record<string, string> = { "Message-ID": mail.messageId };
  if (mail.inReplyTo) headers["In-Reply-To"] = mail.inReplyTo;
  if (mail.references.length > 0) headers.References = mail.references.join(" ");
  let res: Response;
  try {
    res = await fetch(new URL("emails", `${options.resendApiUrl.replace(/\/+$/, "")}/`), {
      method: "POST",
      headers: { authorization: `Bearer ${settings.api_key}`, "content-type": "application/json" },
      body: JSON.stringify({
        from: formatAddress(mail.from),
        to: mail.to,
        cc: mail.cc.length > 0 ? mail.cc : undefined,
        bcc: mail.bcc.length > 0 ? mail.bcc : undefined,
        reply_to: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html ?? undefined,
        text: mail.text ?? undefined,
        headers,
      }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (err) {
    // Network trouble (refused, reset, timed out): the cause has the words.
    const cause = (err as { cause?: { message?: string } }).cause;
    throw new DeliveryError(cause?.message || (err as Error).message || "Resend unreachable", true);
  }
  const body = (await res.json().catch(() => null)) as { id?: string; message?: string } | null;
  if (!res.ok) {
    const message = body?.message || `Resend answered HTTP ${res.status}`;
    throw new DeliveryError(message, res.status === 429 || res.status >= 500);
  }
  return { providerId: body?.id ?? null };
}
