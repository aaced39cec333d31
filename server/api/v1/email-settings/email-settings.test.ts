import { EMAIL_SETTINGS_TEXT, type EmailSettings, EmailSettingsSchema } from "@common/schemas/email-settings";
import { activityLog, emailSettings } from "@server/db/schema";
import { expectInvalid, setUpAdminApi } from "@tests/support/admin-api";
import { smtpSettingsFor } from "@tests/support/email-settings";
import { type FakeResend, startFakeResend } from "@tests/support/fake-resend";
import { type SmtpSink, startSmtpSink } from "@tests/support/smtp-sink";
import { cookieFrom, TEST_PASSWORD } from "@tests/support/test-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PASSWORD = "smtp-pa55word-very-secret";
const RESEND_KEY = "re_live_1234567890abcdef";

let sink: SmtpSink;
let resend: FakeResend;
/** Read when the app starts (its beforeAll runs after this file's first one). */
const env: Record<string, string> = { PUBLIC_URL: "http://localhost:3000" };
beforeAll(async () => {
  sink = await startSmtpSink({ auth: { user: "mailer", pass: PASSWORD } });
  resend = await startFakeResend(RESEND_KEY);
  env.RESEND_API_URL = resend.url;
});
afterAll(async () => {
  await sink?.close();
  await resend?.close();
});

const api = setUpAdminApi<EmailSettings>("email-settings", env);
const { t, call } = api;

/** A complete PUT body for the SMTP sink (which wants this password), with `overrides`. */
const smtpSettings = (overrides: Record<string, unknown> = {}) =>
  smtpSettingsFor(sink, { smtp_username: "mailer", smtp_password: PASSWORD, ...overrides });
const put = (body: unknown, cookie?: string) =>
  t.request("/api/v1/admin/email-settings", { method: "PUT", body, cookie: cookie ?? api.admin });
const sendTest = (to = "someone@example.com") =>
  t.request("/api/v1/admin/email-settings/test", { body: { to }, cookie: api.admin });

describe("e-mail settings", () => {
  it("answers the spec's defaults while nothing is saved, and a test says so", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(EmailSettingsSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: null,
      provider: "smtp",
      smtp_port: 465,
      smtp_secure: true,
      daily_send_limit: 1000,
      rate_limit_per_hour: 100,
      smtp_password: { set: false, mask: null },
      api_key: { set: false, mask: null },
      sent_today: 0,
    });
    const test = await (await sendTest()).json();
    expect(test).toEqual({ success: false, message_id: null, error: EMAIL_SETTINGS_TEXT.noConfiguration });
  });

  it("refuses incomplete settings with the spec's messages", async () => {
    const res = async (body: unknown) => {
      const answer = await put(body);
      return { status: answer.status, body: await answer.json() };
    };
    expectInvalid(
      await res(smtpSettings({ from_name: "" })),
      expect.objectContaining({ from_name: EMAIL_SETTINGS_TEXT.fromRequired }),
    );
    expectInvalid(
      await res(smtpSettings({ smtp_host: "" })),
      expect.objectContaining({ smtp_host: EMAIL_SETTINGS_TEXT.smtpHostPort }),
    );
    expectInvalid(await res(smtpSettings({ provider: "resend" })), {
      api_key: EMAIL_SETTINGS_TEXT.resendKey,
    });
    expectInvalid(
      await res(smtpSettings({ smtp_port: 70000 })),
      expect.objectContaining({ smtp_port: expect.any(String) }),
    );
    expect(await t.db.select().from(emailSettings)).toEqual([]);
  });

  it("saves, stores the password encrypted and never answers it", async () => {
    const res = await put(smtpSettings());
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(PASSWORD);
    expect(JSON.parse(text)).toMatchObject({
      provider: "smtp",
      smtp_host: "127.0.0.1",
      smtp_password: { set: true, mask: "smtp••••••••cret" },
      api_key: { set: false },
    });
    const [row] = await t.db.select().from(emailSettings);
    expect(row!.smtp_password_encrypted).toMatch(/^v1:/);
    expect(row!.smtp_password_encrypted).not.toContain(PASSWORD);
    const read = await t.request("/api/v1/admin/email-settings", { cookie: api.admin });
    expect(await read.text()).not.toContain(PASSWORD);
    // The audit trail says a password was set, never what it is.
    const audit = await api.lastAudit({ action: "create" });
    expect(audit!.changes).toMatchObject({ smtp_password: { from: "not set", to: "set" } });
    const everything = JSON.stringify(await t.db.select().from(activityLog));
    expect(everything).not.toContain(PASSWORD);
  });

  it("keeps a secret left out, replaces one given, removes one sent as null", async () => {
    const { smtp_password: _omit, ...withoutPassword } = smtpSettings({ from_name: "Agency Ltd" });
    await put(withoutPassword);
    expect((await call("")).body.smtp_password.set).toBe(true);
    await put(smtpSettings({ smtp_password: null }));
    expect((await call("")).body.smtp_password).toEqual({ set: false, mask: null });
    await put(smtpSettings());
    expect((await call("")).body).toMatchObject({ from_name: "Agency", smtp_password: { set: true } });
  });

  it("keeps one active record: saving updates it, earlier records stay inactive", async () => {
    await t.db
      .insert(emailSettings)
      .values({ from_email: "old@example.com", from_name: "Old", is_active: false });
    const before = (await call("")).body.id;
    await put(smtpSettings({ from_name: "Agency" }));
    const active = await t.db.select().from(emailSettings).where(eq(emailSettings.is_active, true));
    expect(active.map((r) => [r.id, r.from_email])).toEqual([[before, "hello@agency.example"]]);
    expect(await t.db.select().from(emailSettings)).toHaveLength(2);
  });

  it("sends a real test e-mail through the SMTP server", async () => {
    const res = await sendTest("check@example.com");
    const body = await res.json();
    expect(body).toMatchObject({ success: true, error: null });
    expect(body.message_id).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    const [received] = await sink.waitFor(1);
    expect(received!.user).toBe("mailer");
    expect(received!.envelope.to).toEqual(["check@example.com"]);
    expect(received!.parsed.messageId).toBe(body.message_id);
    expect(received!.parsed.from?.text).toBe('"Agency" <hello@agency.example>');
  });

  it("reports a wrong password in the server's own words", async () => {
    await put(smtpSettings({ smtp_password: "wrong-password" }));
    const body = await (await sendTest()).json();
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/535/);
    expect(body.error).toContain("Authentication failed: bad username or password");
  });

  it("reports a refused connection", async () => {
    const closed = await startSmtpSink();
    await closed.close();
    await put(smtpSettings({ smtp_port: closed.port }));
    const body = await (await sendTest()).json();
    expect(body).toMatchObject({ success: false, message_id: null });
    expect(body.error).toContain("ECONNREFUSED");
  });

  it("reports a TLS failure: a certificate nobody vouches for is refused", async () => {
    const tls = await startSmtpSink({ secure: true });
    try {
      await put(smtpSettings({ smtp_port: tls.port, smtp_secure: true, smtp_username: null }));
      const body = await (await sendTest()).json();
      expect(body.success).toBe(false);
      expect(body.error).toMatch(/certificate/i);
      expect(tls.messages).toHaveLength(0);
    } finally {
      await tls.close();
    }
  });

  it("sends the test through Resend's API with the stored key, which it never answers", async () => {
    const saved = await put(smtpSettings({ provider: "resend", api_key: RESEND_KEY }));
    expect(saved.status).toBe(200);
    expect(await saved.text()).not.toContain(RESEND_KEY);
    const body = await (await sendTest("resend@example.com")).json();
    expect(body).toMatchObject({ success: true, error: null });
    const request = resend.requests.at(-1)!;
    expect(request.authorization).toBe(`Bearer ${RESEND_KEY}`);
    expect(request.body).toMatchObject({
      from: '"Agency" <hello@agency.example>',
      to: ["resend@example.com"],
      headers: { "Message-ID": body.message_id },
    });
    // Saved again without a key: the stored one still satisfies "resend needs a key".
    expect((await put(smtpSettings({ provider: "resend" }))).status).toBe(200);
  });

  it("answers sendgrid and mailgun with 'Provider not supported yet'", async () => {
    await put(smtpSettings({ provider: "mailgun" }));
    const body = await (await sendTest()).json();
    expect(body).toEqual({ success: false, message_id: null, error: EMAIL_SETTINGS_TEXT.notSupported });
  });

  it("is for administrators only", async () => {
    await api.expectGuarded("", "GET");
    await api.expectGuarded("", "PUT", smtpSettings());
    await api.expectGuarded("/test", "POST", { to: "a@example.com" });
  });

  it("lets an admin who may only read see the settings, not save or test them", async () => {
    const invite = await t.request("/api/v1/admin/invitations", {
      cookie: api.admin,
      body: { email: "mail-reader@example.com", permissions: ["dashboard:read", "email_settings:read"] },
    });
    const { token } = (await invite.json()) as { token: string };
    const signup = await t.request("/api/v1/auth/admin-signup", {
      body: {
        email: "mail-reader@example.com",
        password: TEST_PASSWORD,
        firstName: "Mae",
        lastName: "Reader",
        invitationToken: token,
      },
    });
    const reader = cookieFrom(signup);
    expect((await call("", { cookie: reader })).status).toBe(200);
    expect((await put(smtpSettings({ from_name: "Mine" }), reader)).status).toBe(403);
    const test = await t.request("/api/v1/admin/email-settings/test", {
      body: { to: "a@example.com" },
      cookie: reader,
    });
    expect(test.status).toBe(403);
  });
});
