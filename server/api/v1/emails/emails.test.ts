import { EmailMessageSchema } from "@common/schemas/email-conversations";
import { EMAIL_SETTINGS_TEXT } from "@common/schemas/email-settings";
import { SEND_EMAIL_TEXT } from "@common/schemas/emails";
import {
  activityLog,
  contactMessages,
  emailConversations,
  emailMessages,
  emailOutbox,
  emailSettings,
  emailTemplates,
  requirementForms,
} from "@server/db/schema";
import { setUpSignIns } from "@tests/support/admin-api";
import { saveEmailSettings, smtpSettingsFor } from "@tests/support/email-settings";
import { type FakeResend, startFakeResend } from "@tests/support/fake-resend";
import { type SmtpSink, startSmtpSink } from "@tests/support/smtp-sink";
import { type Json, setUpTestApp } from "@tests/support/test-app";
import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

const RESEND_KEY = "re_test_key_0123456789";
let sink: SmtpSink;
let resend: FakeResend;
const env: Record<string, string> = { PUBLIC_URL: "http://localhost:3000" };
beforeAll(async () => {
  sink = await startSmtpSink();
  resend = await startFakeResend(RESEND_KEY);
  env.RESEND_API_URL = resend.url;
});
afterAll(async () => {
  await sink?.close();
  await resend?.close();
});

// Retries come quickly here: 100 ms polls, 100 ms first backoff.
const t = setUpTestApp(env, { mail: { pollMs: 100, backoffMs: 100 } });
const people = setUpSignIns(t);

const send = async (body: Json) => {
  const res = await t.request("/api/v1/admin/emails", { body, cookie: people.admin });
  return { status: res.status, body: (await res.json()) as Json };
};
const configure = (overrides: Json = {}) =>
  saveEmailSettings(t, people.admin, smtpSettingsFor(sink, overrides));
const storedMessage = async (id: string) =>
  (await t.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0]!;
const outboxSize = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;

/** A short reply to a contact message, linked to it. */
const sendReply = (message: { id: string; email: string }) =>
  send({
    to: [message.email],
    subject: "Re: Your Message",
    text: "Thanks",
    related_type: "contact_message",
    related_id: message.id,
  });

async function newContactMessage(name = "Ann Lee") {
  const [row] = await t.db
    .insert(contactMessages)
    .values({ name, email: "ann@client.example", company: "Acme", message: "Can you build us a shop?" })
    .returning();
  return row!;
}
async function newQuoteRequest() {
  const [row] = await t.db
    .insert(requirementForms)
    .values({
      name: "Quinn Buyer",
      email: "quinn@client.example",
      project_type: "web",
      project_title: "New storefront",
      project_description: "An online shop",
    })
    .returning();
  return row!;
}
async function templateOf(type: string) {
  const [row] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.template_type, type));
  return row!;
}

describe("sending e-mail (POST /admin/emails)", () => {
  it("refuses while e-mail is not configured", async () => {
    const res = await send({ to: ["a@example.com"], subject: "Hi", text: "Hello" });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(EMAIL_SETTINGS_TEXT.notConfigured);
  });

  describe("configured with the SMTP server", () => {
    beforeAll(() => configure());
    beforeEach(async () => {
      // Each test starts with an empty sink and the outbox drained.
      sink.messages.length = 0;
      await vi.waitFor(async () => expect(await outboxSize()).toBe(0), { timeout: 30_000 });
    });

    it("sends a written message: stored as sent with the Message-ID that arrived", async () => {
      const res = await send({
        to: ["pat@client.example"],
        cc: ["boss@client.example"],
        subject: "Hello there",
        html: '<p onclick="steal()">Hi <b>Pat</b><script>alert(1)</script></p><p><a href="https://x.example/a">Our site</a></p>',
      });
      expect(res.status).toBe(201);
      expect(EmailMessageSchema.parse(res.body)).toEqual(res.body);
      expect(res.body).toMatchObject({ status: "sent", direction: "outbound", error_message: null });
      expect(res.body.sent_at).not.toBeNull();
      expect(res.body.message_id).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
      // Sanitised before storing and sending; a text part derived from the HTML.
      expect(res.body.body_html).not.toMatch(/script|onclick/);
      expect(res.body.body_text).toBe("Hi Pat\n\nOur site (https://x.example/a)");

      const [received] = await sink.waitFor(1);
      expect(received!.parsed.messageId).toBe(res.body.message_id);
      expect(received!.parsed.subject).toBe("Hello there");
      expect(received!.parsed.from?.text).toBe('"Agency" <hello@agency.example>');
      expect(received!.envelope.to.sort()).toEqual(["boss@client.example", "pat@client.example"]);
      expect(received!.parsed.html).not.toMatch(/script|onclick/);
      expect(received!.parsed.text?.trim()).toBe("Hi Pat\n\nOur site (https://x.example/a)");

      const [conversation] = await t.db
        .select()
        .from(emailConversations)
        .where(eq(emailConversations.id, res.body.conversation_id));
      expect(conversation).toMatchObject({
        related_type: "general",
        message_count: 1,
        subject: "Hello there",
      });
      const [audit] = await t.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.action, "send"), eq(activityLog.entity_id, res.body.id)));
      expect(audit).toMatchObject({ entity_type: "email_messages", user_id: people.adminId });
    });

    it("replies to a contact message from its template: filled, escaped in HTML, and the message marked replied", async () => {
      const message = await newContactMessage();
      const template = await templateOf("contact_response");
      const res = await send({
        to: [message.email],
        template_id: template.id,
        variables: { name: "Ann <Lee>", company: "Acme & Co" },
        related_type: "contact_message",
        related_id: message.id,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: "sent",
        subject: "Re: Your Message",
        template_id: template.id,
        template_variables: { name: "Ann <Lee>", company: "Acme & Co" },
      });
      const [received] = await sink.waitFor(1);
      expect(received!.parsed.messageId).toBe(res.body.message_id);
      expect(received!.parsed.subject).toBe("Re: Your Message");
      expect(received!.parsed.html).toContain("Hi Ann &lt;Lee&gt;,");
      expect(received!.parsed.html).toContain("<strong>Acme &amp; Co</strong>");
      expect(received!.parsed.text).toContain("Hi Ann <Lee>,");
      expect(received!.parsed.text).toContain("on behalf of Acme & Co.");

      const [after] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
      expect(after).toMatchObject({ status: "replied", replied_by: people.adminId });
      expect(after!.replied_at).toBeInstanceOf(Date);
      expect((await templateOf("contact_response")).usage_count).toBe(template.usage_count + 1);
      const [conversation] = await t.db
        .select()
        .from(emailConversations)
        .where(eq(emailConversations.id, res.body.conversation_id));
      expect(conversation).toMatchObject({ related_type: "contact_message", related_id: message.id });
    });

    it("asks for blank template variables and sends nothing", async () => {
      const template = await templateOf("contact_response");
      const res = await send({
        to: ["x@client.example"],
        template_id: template.id,
        variables: { name: "X", company: " " },
      });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(SEND_EMAIL_TEXT.missingVariables(["company"]));
      expect(res.body.error.message).toBe("Missing template variables: Please fill in: company");
    });

    it("refuses an inactive or unknown template", async () => {
      const template = await templateOf("welcome");
      await t.db.update(emailTemplates).set({ is_active: false }).where(eq(emailTemplates.id, template.id));
      for (const id of [template.id, crypto.randomUUID()]) {
        const res = await send({
          to: ["x@client.example"],
          template_id: id,
          variables: { name: "X", company: "Y" },
        });
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe("Template not found or inactive");
      }
    });

    it("refuses the composer's missing fields with the spec's words", async () => {
      const noTo = await send({ to: [], subject: "S", text: "T" });
      expect(noTo.body.error.fields.to).toBe(SEND_EMAIL_TEXT.to);
      const noSubject = await send({ to: ["a@example.com"], subject: "", text: "T" });
      expect(noSubject.body.error.fields.subject).toBe(SEND_EMAIL_TEXT.subject);
      const noContent = await send({ to: ["a@example.com"], subject: "S", html: " " });
      expect(noContent.body.error.fields.html).toBe(SEND_EMAIL_TEXT.content);
      const unknownRecord = await send({
        to: ["a@example.com"],
        subject: "S",
        text: "T",
        related_type: "contact_message",
        related_id: crypto.randomUUID(),
      });
      expect(unknownRecord.status).toBe(404);
    });

    it("moves a new quote request to reviewing, reuses its conversation and threads the second reply", async () => {
      const quote = await newQuoteRequest();
      const about = { related_type: "quote_request", related_id: quote.id };
      const first = await send({
        to: [quote.email],
        subject: "Re: Your Project Inquiry",
        text: "Thanks!",
        ...about,
      });
      expect(first.body.status).toBe("sent");
      expect(first.body.in_reply_to).toBeNull();
      const [stored] = await t.db.select().from(requirementForms).where(eq(requirementForms.id, quote.id));
      expect(stored!.status).toBe("reviewing");

      const second = await send({
        to: [quote.email],
        subject: "Re: Your Project Inquiry",
        text: "One more thing",
        ...about,
      });
      expect(second.body.conversation_id).toBe(first.body.conversation_id);
      expect(second.body).toMatchObject({
        in_reply_to: first.body.message_id,
        reference_ids: [first.body.message_id],
      });
      const received = await sink.waitFor(2);
      expect(received[1]!.parsed.inReplyTo).toBe(first.body.message_id);
      expect(received[1]!.parsed.references).toBe(first.body.message_id);
    });

    it("replies within a conversation with In-Reply-To and the References chain", async () => {
      const a = await send({ to: ["chain@client.example"], subject: "Thread", text: "one" });
      const b = await send({
        to: ["chain@client.example"],
        subject: "Re: Thread",
        text: "two",
        conversation_id: a.body.conversation_id,
      });
      const c = await send({
        to: ["chain@client.example"],
        subject: "Re: Thread",
        text: "three",
        conversation_id: a.body.conversation_id,
      });
      expect(c.body).toMatchObject({
        conversation_id: a.body.conversation_id,
        in_reply_to: b.body.message_id,
        reference_ids: [a.body.message_id, b.body.message_id],
      });
      const received = await sink.waitFor(3);
      const last = received.find((m) => m.parsed.messageId === c.body.message_id)!;
      expect(last.parsed.inReplyTo).toBe(b.body.message_id);
      expect(last.parsed.references).toEqual([a.body.message_id, b.body.message_id]);
    });

    it("retries a transient 4xx with backoff and delivers the message exactly once", async () => {
      const message = await newContactMessage("Retry Person");
      sink.failNext(451, "Temporary local problem, try again later");
      const attemptsBefore = sink.attempts;
      const res = await sendReply(message);
      expect(res.body.status).toBe("pending");
      expect(res.body.error_message).toContain("451");
      // Not answered yet: the record waits for the message to go out.
      const [waiting] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
      expect(waiting!.status).toBe("new");

      await vi.waitFor(async () => expect((await storedMessage(res.body.id)).status).toBe("sent"), {
        timeout: 30_000,
        interval: 50,
      });
      expect(await outboxSize()).toBe(0);
      expect(sink.attempts - attemptsBefore).toBe(2);
      expect(sink.messages.filter((m) => m.parsed.messageId === res.body.message_id)).toHaveLength(1);
      // The later success marks the record answered, by the admin who sent it.
      const [answered] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
      expect(answered).toMatchObject({ status: "replied", replied_by: people.adminId });
      expect((await storedMessage(res.body.id)).error_message).toBeNull();
    });

    it("fails at once on a permanent refusal (wrong password) with the server's words, answering nothing", async () => {
      const strict = await startSmtpSink({ auth: { user: "mailer", pass: "right" } });
      try {
        await configure({ smtp_port: strict.port, smtp_username: "mailer", smtp_password: "wrong" });
        const message = await newContactMessage("Failed Reply");
        const res = await sendReply(message);
        expect(res.body.status).toBe("failed");
        expect(res.body.error_message).toContain("535");
        expect(await outboxSize()).toBe(0);
        const [after] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
        expect(after!.status).toBe("new");
      } finally {
        await strict.close();
        await configure({ smtp_password: null });
      }
    });

    it("refuses the 101st message of the hour when the limit is 100, storing and sending nothing", async () => {
      await configure({ rate_limit_per_hour: 100 });
      const [conversation] = await t.db
        .insert(emailConversations)
        .values({ thread_id: `limit-${Date.now()}`, subject: "Bulk" })
        .returning();
      const [{ n: already }] = (await t.db
        .select({ n: count() })
        .from(emailMessages)
        .where(
          sql`direction = 'outbound' and status <> 'failed' and created_at > now() - interval '1 hour'`,
        )) as [{ n: number }];
      await t.db.insert(emailMessages).values(
        Array.from({ length: 100 - already }, (_, i) => ({
          conversation_id: conversation!.id,
          message_id: `<bulk-${i}@localhost>`,
          from_email: "hello@agency.example",
          to_emails: [`bulk${i}@client.example`],
          subject: "Bulk",
          status: "sent",
        })),
      );
      const before = (await t.db.select({ n: count() }).from(emailMessages))[0]!.n;
      const res = await send({ to: ["one-too-many@client.example"], subject: "Over", text: "No" });
      expect(res.status).toBe(429);
      expect(res.body.error.message).toBe(EMAIL_SETTINGS_TEXT.hourlyLimit(100));
      expect((await t.db.select({ n: count() }).from(emailMessages))[0]!.n).toBe(before);
      expect(sink.messages).toHaveLength(0);

      // The daily limit counts the last 24 hours the same way.
      await configure({ rate_limit_per_hour: 1000, daily_send_limit: 100 });
      const daily = await send({ to: ["one-too-many@client.example"], subject: "Over", text: "No" });
      expect(daily.status).toBe(429);
      expect(daily.body.error.message).toBe(EMAIL_SETTINGS_TEXT.dailyLimit(100));
      await t.db.delete(emailConversations).where(eq(emailConversations.id, conversation!.id));
      await configure();
    });

    it("sends through Resend's HTTP API with the threading headers", async () => {
      await saveEmailSettings(
        t,
        people.admin,
        smtpSettingsFor(sink, { provider: "resend", api_key: RESEND_KEY }),
      );
      try {
        const res = await send({ to: ["res@client.example"], subject: "Via Resend", html: "<p>Hello</p>" });
        expect(res.body.status).toBe("sent");
        const request = resend.requests.at(-1)!;
        expect(request.authorization).toBe(`Bearer ${RESEND_KEY}`);
        expect(request.body).toMatchObject({
          from: '"Agency" <hello@agency.example>',
          to: ["res@client.example"],
          subject: "Via Resend",
          html: "<p>Hello</p>",
          text: "Hello",
          headers: { "Message-ID": res.body.message_id },
        });
        // A 429 from Resend is retried; a 4xx such as a bad request fails at once.
        resend.failNext(429, "Too many requests");
        const retried = await send({ to: ["res@client.example"], subject: "Again", text: "x" });
        expect(retried.body).toMatchObject({ status: "pending", error_message: "Too many requests" });
        await vi.waitFor(async () => expect((await storedMessage(retried.body.id)).status).toBe("sent"), {
          timeout: 30_000,
        });
        resend.failNext(422, "Invalid `to` field");
        const refused = await send({ to: ["res@client.example"], subject: "Bad", text: "x" });
        expect(refused.body).toMatchObject({ status: "failed", error_message: "Invalid `to` field" });
      } finally {
        await configure();
      }
    });

    it("answers 'Provider not supported yet' as a failed message for sendgrid", async () => {
      await configure({ provider: "sendgrid" });
      try {
        const res = await send({ to: ["x@client.example"], subject: "S", text: "T" });
        expect(res.body).toMatchObject({ status: "failed", error_message: EMAIL_SETTINGS_TEXT.notSupported });
      } finally {
        await configure();
      }
    });

    it("needs the email_messages:create permission", async () => {
      const anonymous = await t.request("/api/v1/admin/emails", {
        body: { to: ["a@b.example"], subject: "S", text: "T" },
      });
      expect(anonymous.status).toBe(401);
      const client = await t.request("/api/v1/admin/emails", {
        body: { to: ["a@b.example"], subject: "S", text: "T" },
        cookie: people.client,
      });
      expect(client.status).toBe(403);
      expect(await t.db.select().from(emailSettings)).toHaveLength(1);
    });
  });
});
