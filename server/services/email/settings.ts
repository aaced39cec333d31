import {
  EMAIL_SETTINGS_DEFAULTS,
  EMAIL_SETTINGS_TEXT,
  type EmailProvider,
  type EmailSettings,
  type EmailSettingsInput,
} from "@common/schemas/email-settings";
import type { Database } from "@server/db/client";
import { emailMessages, emailSettings } from "@server/db/schema";
import { ApiError } from "@server/lib/errors";
import { maskSecret, type SecretBox } from "@server/lib/secrets";
import { and, desc, eq, gt, ne, sql } from "drizzle-orm";
import { type Actor, diffChanges, writeAudit } from "../audit";

/**
 * The e-mail settings (spec 3 §4 Email settings): one active record, the spec's defaults while
 * none is saved, secrets encrypted at rest and answered only as "set" and a mask.
 */

export type EmailSettingsRow = typeof emailSettings.$inferSelect;
type Executor = Pick<Database, "select" | "execute">;

const ENTITY = "email_settings";

/** The write-only secrets: the API field and the column holding its ciphertext. */
const SECRETS = {
  smtp_password: "smtp_password_encrypted",
  api_key: "api_key_encrypted",
  imap_password: "imap_password_encrypted",
  inbound_secret: "inbound_secret_encrypted",
} as const satisfies Record<string, keyof EmailSettingsRow>;
type SecretField = keyof typeof SECRETS;
const SECRET_FIELDS = Object.keys(SECRETS) as SecretField[];

/** The active record, or null when e-mail has never been configured. */
export async function activeEmailSettings(db: Pick<Database, "select">): Promise<EmailSettingsRow | null> {
  const [row] = await db
    .select()
    .from(emailSettings)
    .where(eq(emailSettings.is_active, true))
    .orderBy(desc(emailSettings.updated_at))
    .limit(1);
  return row ?? null;
}

/** Outbound messages that count against the limits: all but those that failed or bounced. */
const COUNTED = sql`${emailMessages.status} not in ('failed', 'bounced')`;

/** Outbound messages of the last 24 hours and of the last hour (spec 3 §3 limits), in SQL. */
export async function sentCounts(db: Pick<Database, "select">): Promise<{ day: number; hour: number }> {
  const [row] = await db
    .select({
      day: sql<number>`count(*)`.mapWith(Number),
      hour: sql<number>`count(*) filter (where ${emailMessages.created_at} > now() - interval '1 hour')`.mapWith(
        Number,
      ),
    })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.direction, "outbound"),
        gt(emailMessages.created_at, sql`now() - interval '24 hours'`),
        COUNTED,
      ),
    );
  return row ?? { day: 0, hour: 0 };
}

/**
 * Refuses (429) when `count` more messages would go over the hourly or daily limit. Run it in the
 * transaction that stores the messages: it takes a transaction-scoped lock so two sends at once
 * cannot both squeeze under the limit.
 */
export async function checkSendLimits(
  tx: Executor,
  settings: Pick<EmailSettingsRow, "daily_send_limit" | "rate_limit_per_hour">,
  count = 1,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atrium:email-send-limits'))`);
  const sent = await sentCounts(tx);
  if (sent.hour + count > settings.rate_limit_per_hour) {
    throw new ApiError(429, "send_limit", EMAIL_SETTINGS_TEXT.hourlyLimit(settings.rate_limit_per_hour));
  }
  if (sent.day + count > settings.daily_send_limit) {
    throw new ApiError(429, "send_limit", EMAIL_SETTINGS_TEXT.dailyLimit(settings.daily_send_limit));
  }
}

/** GET /admin/email-settings: the active record with its secrets masked, or the defaults. */
export async function getEmailSettings(db: Database, secrets: SecretBox): Promise<EmailSettings> {
  const [row, sent] = [await activeEmailSettings(db), await sentCounts(db)];
  const stored = (field: SecretField) => {
    const cipher = row?.[SECRETS[field]];
    if (!cipher) return { set: false, mask: null };
    try {
      return { set: true, mask: maskSecret(secrets.decrypt(cipher)) };
    } catch {
      // Encrypted under another APP_SECRET: stored, but unreadable until it is entered again.
      return { set: true, mask: null };
    }
  };
  const base = row ?? {
    id: null,
    provider: EMAIL_SETTINGS_DEFAULTS.provider,
    from_email: "",
    from_name: "",
    reply_to_email: null,
    notification_email: null,
    smtp_host: null,
    smtp_port: EMAIL_SETTINGS_DEFAULTS.smtp_port,
    smtp_secure: EMAIL_SETTINGS_DEFAULTS.smtp_secure,
    smtp_username: null,
    daily_send_limit: EMAIL_SETTINGS_DEFAULTS.daily_send_limit,
    rate_limit_per_hour: EMAIL_SETTINGS_DEFAULTS.rate_limit_per_hour,
    imap_enabled: false,
    imap_host: null,
    imap_port: EMAIL_SETTINGS_DEFAULTS.imap_port,
    imap_secure: EMAIL_SETTINGS_DEFAULTS.imap_secure,
    imap_username: null,
    imap_mailbox: EMAIL_SETTINGS_DEFAULTS.imap_mailbox,
    updated_at: null,
  };
  return {
    id: base.id,
    provider: base.provider as EmailProvider,
    from_email: base.from_email,
    from_name: base.from_name,
    reply_to_email: base.reply_to_email,
    notification_email: base.notification_email,
    smtp_host: base.smtp_host,
    smtp_port: base.smtp_port,
    smtp_secure: base.smtp_secure,
    smtp_username: base.smtp_username,
    smtp_password: stored("smtp_password"),
    api_key: stored("api_key"),
    daily_send_limit: base.daily_send_limit,
    rate_limit_per_hour: base.rate_limit_per_hour,
    imap_enabled: base.imap_enabled,
    imap_host: base.imap_host,
    imap_port: base.imap_port,
    imap_secure: base.imap_secure,
    imap_username: base.imap_username,
    imap_password: stored("imap_password"),
    imap_mailbox: base.imap_mailbox,
    inbound_secret: stored("inbound_secret"),
    sent_today: sent.day,
    sent_this_hour: sent.hour,
    updated_at: base.updated_at ? base.updated_at.toISOString() : null,
  };
}

/**
 * PUT /admin/email-settings: saves the whole record as the one active record (spec 3 §4: the
 * others are deactivated). A secret left out (or sent empty) keeps the stored one, null removes
 * it, a value replaces it, encrypted. Audited, with secrets recorded only as set / replaced /
 * removed.
 */
export async function saveEmailSettings(
  db: Database,
  secrets: SecretBox,
  actor: Actor,
  input: EmailSettingsInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('atrium:email-settings'))`);
    const current = await activeEmailSettings(tx);
    const { smtp_password, api_key, imap_password, inbound_secret, ...plain } = input;
    const given: Record<SecretField, string | null | undefined> = {
      smtp_password,
      api_key,
      imap_password,
      inbound_secret,
    };
    const encrypted: Partial<Record<(typeof SECRETS)[SecretField], string | null>> = {};
    const secretChanges: Record<string, { from: string; to: string }> = {};
    for (const field of SECRET_FIELDS) {
      const value = given[field];
      const column = SECRETS[field];
      const had = Boolean(current?.[column]);
      if (value === undefined || value === "") {
        encrypted[column] = current?.[column] ?? null;
      } else if (value === null) {
        encrypted[column] = null;
        if (had) secretChanges[field] = { from: "set", to: "removed" };
      } else {
        encrypted[column] = secrets.encrypt(value);
        secretChanges[field] = { from: had ? "set" : "not set", to: had ? "replaced" : "set" };
      }
    }
    if (plain.provider === "resend" && !encrypted.api_key_encrypted) {
      throw new ApiError(400, "invalid_input", EMAIL_SETTINGS_TEXT.resendKey, {
        api_key: EMAIL_SETTINGS_TEXT.resendKey,
      });
    }
    // The others first: a unique index allows one active record.
    await tx
      .update(emailSettings)
      .set({ is_active: false })
      .where(and(current ? ne(emailSettings.id, current.id) : undefined, eq(emailSettings.is_active, true)));
    const values = { ...plain, ...encrypted, is_active: true };
    const [row] = current
      ? await tx.update(emailSettings).set(values).where(eq(emailSettings.id, current.id)).returning()
      : await tx.insert(emailSettings).values(values).returning();
    if (!row) throw new Error("E-mail settings write returned nothing");
    const visible = (r: EmailSettingsRow | null) => {
      if (!r) return {};
      const copy: Record<string, unknown> = { ...r };
      for (const column of [...Object.values(SECRETS), "id", "created_at", "updated_at"]) delete copy[column];
      return copy;
    };
    await writeAudit(tx, actor, {
      action: current ? "update" : "create",
      entityType: ENTITY,
      entityId: row.id,
      changes: { ...diffChanges(visible(current), visible(row)), ...secretChanges },
    });
  });
}

/** A secret stored under another APP_SECRET: the send waits until the admin enters it again. */
export class UnreadableSecretError extends Error {
  constructor() {
    super(EMAIL_SETTINGS_TEXT.unreadableSecret);
    this.name = "UnreadableSecretError";
  }
}

/**
 * What a send needs: the active record with its secrets decrypted. Null when not configured.
 * A secret stored under another APP_SECRET fails the send in the product's words (a queued
 * message is tried again later, and goes once the admin enters the secret again).
 */
export type SendingSettings = EmailSettingsRow & { smtp_password: string | null; api_key: string | null };

export async function sendingSettings(
  db: Pick<Database, "select">,
  secrets: SecretBox,
): Promise<SendingSettings | null> {
  const row = await activeEmailSettings(db);
  if (!row) return null;
  const open = (cipher: string | null) => {
    if (!cipher) return null;
    try {
      return secrets.decrypt(cipher);
    } catch {
      throw new UnreadableSecretError();
    }
  };
  return { ...row, smtp_password: open(row.smtp_password_encrypted), api_key: open(row.api_key_encrypted) };
}
