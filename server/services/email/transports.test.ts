import { startFakeResend } from "@tests/support/fake-resend";
import { type SmtpSink, startSmtpSink } from "@tests/support/smtp-sink";
import { selfSignedCertificate } from "@tests/support/tls-certificate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SendingSettings } from "./settings";
import { DeliveryError, deliverMail, type OutgoingMail, smtpError } from "./transports";

/** The transports against real servers on 127.0.0.1: TLS verified, errors classified. */

const certificate = selfSignedCertificate();
let implicitTls: SmtpSink;
let startTls: SmtpSink;
beforeAll(async () => {
  implicitTls = await startSmtpSink({ secure: true, tls: certificate });
  startTls = await startSmtpSink({ tls: certificate, auth: { user: "u", pass: "p" } });
});
afterAll(async () => {
  await implicitTls?.close();
  await startTls?.close();
});

const settings = (overrides: Partial<SendingSettings>): SendingSettings =>
  ({
    provider: "smtp",
    from_email: "hello@agency.example",
    from_name: "Agency",
    smtp_host: "127.0.0.1",
    smtp_port: 465,
    smtp_secure: true,
    smtp_username: null,
    smtp_password: null,
    api_key: null,
    ...overrides,
  }) as SendingSettings;

const mail = (): OutgoingMail => ({
  messageId: `<${crypto.randomUUID()}@agency.example>`,
  from: { email: "hello@agency.example", name: "Agency" },
  replyTo: "replies@agency.example",
  to: ["to@client.example"],
  cc: [],
  bcc: ["hidden@client.example"],
  subject: "Hello",
  html: "<p>Hello</p>",
  text: "Hello",
  inReplyTo: null,
  references: [],
});

const failureOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DeliveryError);
  return err as DeliveryError;
};

describe("SMTP", () => {
  it("speaks implicit TLS and verifies the certificate against the trusted authority", async () => {
    const sent = mail();
    await deliverMail(settings({ smtp_port: implicitTls.port }), sent, {
      resendApiUrl: "http://unused",
      smtpCa: certificate.cert,
    });
    const [received] = await implicitTls.waitFor(1);
    expect(received!.secure).toBe(true);
    expect(received!.parsed.messageId).toBe(sent.messageId);
    expect(received!.parsed.replyTo?.text).toBe("replies@agency.example");
    // Bcc travels in the envelope only.
    expect(received!.envelope.to.sort()).toEqual(["hidden@client.example", "to@client.example"]);
    expect(received!.raw).not.toContain("hidden@client.example");
  });

  it("refuses a certificate nobody vouches for, as a permanent failure", async () => {
    const failure = await failureOf(
      deliverMail(settings({ smtp_port: implicitTls.port }), mail(), { resendApiUrl: "http://unused" }),
    );
    expect(failure.transient).toBe(false);
    expect(failure.message).toMatch(/certificate/i);
  });

  it("upgrades a plain connection with STARTTLS when offered, then authenticates", async () => {
    await deliverMail(
      settings({ smtp_port: startTls.port, smtp_secure: false, smtp_username: "u", smtp_password: "p" }),
      mail(),
      { resendApiUrl: "http://unused", smtpCa: certificate.cert },
    );
    const [received] = await startTls.waitFor(1);
    expect(received).toMatchObject({ secure: true, user: "u" });
  });

  it("classifies errors: 4xx and dropped connections are transient, 5xx permanent", () => {
    expect(smtpError({ message: "451 try later", responseCode: 451 }).transient).toBe(true);
    expect(smtpError({ message: "Invalid login: 535", responseCode: 535, code: "EAUTH" }).transient).toBe(
      false,
    );
    expect(smtpError({ message: "connect ECONNREFUSED 127.0.0.1:1", code: "ESOCKET" }).transient).toBe(true);
    expect(smtpError({ message: "Connection timeout", code: "ETIMEDOUT" }).transient).toBe(true);
    expect(smtpError({ message: "self-signed certificate", code: "ESOCKET" }).transient).toBe(false);
  });

  it("answers 'Email service not configured' without settings", async () => {
    const failure = await failureOf(deliverMail(null, mail(), { resendApiUrl: "http://unused" }));
    expect(failure).toMatchObject({ message: "Email service not configured", transient: false });
  });
});

describe("Resend", () => {
  it("retries 429 and 5xx, not other refusals, and names an unreachable API", async () => {
    const resend = await startFakeResend("re_key");
    const options = { resendApiUrl: resend.url };
    const configured = settings({ provider: "resend", api_key: "re_key" });
    try {
      resend.failNext(500, "Internal server error");
      expect(await failureOf(deliverMail(configured, mail(), options))).toMatchObject({
        message: "Internal server error",
        transient: true,
      });
      const wrongKey = await failureOf(deliverMail({ ...configured, api_key: "re_wrong" }, mail(), options));
      expect(wrongKey).toMatchObject({ message: "API key is invalid", transient: false });
      expect(await deliverMail(configured, mail(), options)).toEqual({ providerId: expect.any(String) });
    } finally {
      await resend.close();
    }
    const gone = await startFakeResend("re_key");
    await gone.close();
    const unreachable = await failureOf(deliverMail(configured, mail(), { resendApiUrl: gone.url }));
    expect(unreachable.transient).toBe(true);
    expect(unreachable.message).toContain("ECONNREFUSED");
  });
});
