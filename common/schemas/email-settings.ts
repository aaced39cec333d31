import { z } from "zod";
import { EMAIL_PROVIDERS } from "../options";

/**
 * E-mail settings (spec 3 §3 email_settings, §4 Email settings, §5 Email settings): the provider,
 * the sender, the limits, where replies are fetched from (IMAP) and the inbound webhook's secret.
 * Passwords, keys and the secret are write-only: the API answers whether one is set and its mask
 * (first 4 + last 4), never the value.
 */

export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

/** Providers that can send today; the others are offered and answer "Provider not supported yet". */
export const SUPPORTED_EMAIL_PROVIDERS: readonly EmailProvider[] = ["smtp", "resend"];

export const EMAIL_SETTINGS_TEXT = {
  fromRequired: "From email and name are required.",
  resendKey: "API key is required for Resend provider.",
  smtpHostPort: "SMTP host and port are required for SMTP provider.",
  imapRequired: "IMAP host, username and password are required to fetch replies.",
  invalidEmail: "Enter a valid email address",
  port: "Port must be a whole number from 1 to 65535",
  limit: "Limits must be whole numbers of 1 or more",
  notConfigured: "Email service not configured",
  noConfiguration: "No email configuration found",
  notSupported: "Provider not supported yet",
  /** A password or key stored under another APP_SECRET. */
  unreadableSecret: "A stored password or key cannot be read; enter it again.",
  dailyLimit: (limit: number) => `Daily send limit reached (${limit} messages). Try again tomorrow.`,
  hourlyLimit: (limit: number) => `Hourly send limit reached (${limit} messages). Try again later.`,
} as const;

/** Spec 3 §4 defaults. */
export const EMAIL_SETTINGS_DEFAULTS = {
  provider: "smtp",
  smtp_port: 465,
  smtp_secure: true,
  daily_send_limit: 1000,
  rate_limit_per_hour: 100,
  imap_port: 993,
  imap_secure: true,
  imap_mailbox: "INBOX",
} as const;

const email = z.email(EMAIL_SETTINGS_TEXT.invalidEmail).max(254);
const optionalEmail = z
  .union([z.literal(""), email])
  .nullable()
  .transform((v) => (v ? v : null));
const optionalHost = z
  .string()
  .trim()
  .max(253)
  .nullable()
  .transform((v) => (v ? v : null));
const port = z.number({ error: EMAIL_SETTINGS_TEXT.port }).int(EMAIL_SETTINGS_TEXT.port).min(1).max(65535);
const limit = z
  .number({ error: EMAIL_SETTINGS_TEXT.limit })
  .int(EMAIL_SETTINGS_TEXT.limit)
  .min(1)
  .max(1_000_000);
/**
 * A write-only secret: a new value replaces the stored one, null removes it, and leaving the field
 * out keeps what is stored.
 */
const secret = z.string().max(2000).nullable().optional();

/**
 * PUT /admin/email-settings: the whole record; saving makes it the one active record. "API key is
 * required for Resend provider." depends on what is stored, so the server checks it (and the form,
 * from the answer's `api_key.set`).
 */
export const EmailSettingsInputSchema = z
  .object({
    provider: z.enum(EMAIL_PROVIDERS),
    from_email: z.string().trim(),
    from_name: z.string().trim().max(120),
    reply_to_email: optionalEmail,
    notification_email: optionalEmail,
    smtp_host: optionalHost,
    smtp_port: port.nullable(),
    smtp_secure: z.boolean(),
    smtp_username: optionalHost,
    smtp_password: secret,
    api_key: secret,
    daily_send_limit: limit,
    rate_limit_per_hour: limit,
    imap_enabled: z.boolean(),
    imap_host: optionalHost,
    imap_port: port,
    imap_secure: z.boolean(),
    imap_username: optionalHost,
    imap_password: secret,
    imap_mailbox: z.string().trim().min(1).max(200),
    inbound_secret: secret,
  })
  .superRefine((v, ctx) => {
    if (!v.from_email || !v.from_name) {
      ctx.addIssue({
        code: "custom",
        path: [v.from_email ? "from_name" : "from_email"],
        message: EMAIL_SETTINGS_TEXT.fromRequired,
      });
    } else if (!email.safeParse(v.from_email).success) {
      ctx.addIssue({ code: "custom", path: ["from_email"], message: EMAIL_SETTINGS_TEXT.invalidEmail });
    }
    if (v.provider === "smtp" && (!v.smtp_host || !v.smtp_port)) {
      ctx.addIssue({
        code: "custom",
        path: [v.smtp_host ? "smtp_port" : "smtp_host"],
        message: EMAIL_SETTINGS_TEXT.smtpHostPort,
      });
    }
  });
export type EmailSettingsInput = z.output<typeof EmailSettingsInputSchema>;

/** Whether a write-only secret is stored, and its mask. */
const StoredSecretSchema = z.object({ set: z.boolean(), mask: z.string().nullable() });

/**
 * GET /admin/email-settings: the active record, or the defaults with `id` null when none is saved
 * (then e-mail is not configured).
 */
export const EmailSettingsSchema = z
  .object({
    id: z.string().nullable(),
    provider: z.enum(EMAIL_PROVIDERS),
    from_email: z.string(),
    from_name: z.string(),
    reply_to_email: z.string().nullable(),
    notification_email: z.string().nullable(),
    smtp_host: z.string().nullable(),
    smtp_port: z.number().int().nullable(),
    smtp_secure: z.boolean(),
    smtp_username: z.string().nullable(),
    smtp_password: StoredSecretSchema,
    api_key: StoredSecretSchema,
    daily_send_limit: z.number().int(),
    rate_limit_per_hour: z.number().int(),
    imap_enabled: z.boolean(),
    imap_host: z.string().nullable(),
    imap_port: z.number().int(),
    imap_secure: z.boolean(),
    imap_username: z.string().nullable(),
    imap_password: StoredSecretSchema,
    imap_mailbox: z.string(),
    inbound_secret: StoredSecretSchema,
    /** Messages sent in the last 24 hours and the last hour, against the limits. */
    sent_today: z.number().int(),
    sent_this_hour: z.number().int(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: "EmailSettings" });
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

/** POST /admin/email-settings/test: sends one message with the saved settings. */
export const EmailTestRequestSchema = z.object({ to: email });
/** The test's outcome: the provider's own error text when it failed. */
export const EmailTestResultSchema = z
  .object({ success: z.boolean(), message_id: z.string().nullable(), error: z.string().nullable() })
  .meta({ id: "EmailTestResult" });
export type EmailTestResult = z.infer<typeof EmailTestResultSchema>;
