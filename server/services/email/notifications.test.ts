import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import {
  contactMessages,
  emailConversations,
  emailMessages,
  emailOutbox,
  requirementForms,
} from "@server/db/schema";
import { setUpSignIns } from "@tests/support/admin-api";
import { saveEmailSettings, smtpSettingsFor } from "@tests/support/email-settings";
import { type SmtpSink, startSmtpSink } from "@tests/support/smtp-sink";
import { freshIp, type Json, setUpTestApp } from "@tests/support/test-app";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());

const t = setUpTestApp({ PUBLIC_URL: "http://localhost:3000" }, { mail: { pollMs: 100, backoffMs: 100 } });
const people = setUpSignIns(t);

const quote = (overrides: Json = {}) => ({
  name: "Grace Hopper",
  email: "grace@client.example",
  phone: "",
  company: "Compilers Inc",
  project_type: "Business Website",
  project_description: "A new site for our consultancy.",
  budget_range: "$5,000 - $15,000",
  timeline: "1-3 months",
  project_title: "Compiler site",
  features_needed: [],
  platforms: [],
  technologies_preferred: [],
  source: "/",
  [HONEYPOT_FIELD]: "",
  [STARTED_AT_FIELD]: Date.now() - 60_000,
  ...overrides,
});
const submitQuote = (body: Json) => t.request("/api/v1/quote-requests", { body, ip: freshIp() });
const submitContact = (fields: Json) =>
  t.request("/api/v1/contact-messages", {
    body: { fields, [HONEYPOT_FIELD]: "", [STARTED_AT_FIELD]: Date.now() - 10_000 },
    ip: freshIp(),
  });
const outboxSize = async () => (await t.db.select({ n: count() }).from(emailOutbox))[0]!.n;

describe("new-lead notifications", () => {
  it("sends nothing while e-mail is not configured, and the submission goes through", async () => {
    const res = await submitQuote(quote());
    expect(res.status).toBe(201);
    expect(await t.db.select().from(emailMessages)).toEqual([]);
  });

  describe("configured", () => {
    beforeAll(() => saveEmailSettings(t, people.admin, smtpSettingsFor(sink)));
    beforeEach(async () => {
      await vi.waitFor(async () => expect(await outboxSize()).toBe(0), { timeout: 30_000 });
      sink.messages.length = 0;
    });

    it("e-mails the staff a summary with a dashboard link and acknowledges the visitor from the template", async () => {
      const res = await submitQuote(quote());
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const received = await sink.waitFor(2);
      const staff = received.find((m) => m.envelope.to[0] === "staff@agency.example")!;
      const visitor = received.find((m) => m.envelope.to[0] === "grace@client.example")!;

      expect(staff.parsed.subject).toBe("New quote request: Compiler site (Grace Hopper)");
      expect(staff.parsed.text).toContain("Budget: $5,000 - $15,000");
      expect(staff.parsed.text).toContain(
        "http://localhost:3000/dashboard/requirement-forms?q=grace%40client.example",
      );
      expect(staff.parsed.html).toContain('href="http://localhost:3000/dashboard/requirement-forms?q=');

      // The seeded requirement_response template, filled with the request's values.
      expect(visitor.parsed.subject).not.toContain("{{");
      expect(visitor.parsed.text).toContain("Grace Hopper");
      expect(visitor.parsed.text).toContain("Compiler site");
      expect(visitor.parsed.html).not.toContain("{{");

      // Both in the request's conversation, stored as sent with the Message-IDs that arrived.
      const [conversation] = await t.db
        .select()
        .from(emailConversations)
        .where(eq(emailConversations.related_id, id));
      expect(conversation).toMatchObject({ related_type: "requirement_form", message_count: 2 });
      const stored = await t.db
        .select()
        .from(emailMessages)
        .where(eq(emailMessages.conversation_id, conversation!.id));
      await vi.waitFor(async () => {
        const now = await t.db
          .select()
          .from(emailMessages)
          .where(eq(emailMessages.conversation_id, conversation!.id));
        expect(now.map((m) => m.status)).toEqual(["sent", "sent"]);
      });
      expect(stored.map((m) => m.message_id).sort()).toEqual(received.map((m) => m.parsed.messageId).sort());
      // Announcing a request does not answer it.
      const [request] = await t.db.select().from(requirementForms).where(eq(requirementForms.id, id));
      expect(request!.status).toBe("new");
    });

    it("announces a contact message and acknowledges it from the contact_response template", async () => {
      const res = await submitContact({
        name: "Ann Lee",
        email: "ann@client.example",
        company: "Acme",
        message: "Please call me back.",
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const received = await sink.waitFor(2);
      const staff = received.find((m) => m.envelope.to[0] === "staff@agency.example")!;
      const visitor = received.find((m) => m.envelope.to[0] === "ann@client.example")!;
      expect(staff.parsed.subject).toBe("New contact message from Ann Lee");
      expect(staff.parsed.text).toContain("Message: Please call me back.");
      expect(staff.parsed.text).toContain("http://localhost:3000/dashboard/messages?q=ann%40client.example");
      expect(visitor.parsed.subject).toBe("Re: Your Message");
      expect(visitor.parsed.text).toContain("Hi Ann Lee,");
      expect(visitor.parsed.text).toContain("on behalf of Acme.");
      const [message] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(message!.status).toBe("new");
      const [conversation] = await t.db
        .select()
        .from(emailConversations)
        .where(eq(emailConversations.related_id, id));
      expect(conversation!.related_type).toBe("contact_message");
    });

    it("a reply from the back office threads to the acknowledgement, not to the staff notice", async () => {
      const res = await submitQuote(quote({ email: "thread@client.example", name: "Tess Thread" }));
      const { id } = (await res.json()) as { id: string };
      const received = await sink.waitFor(2);
      const ack = received.find((m) => m.envelope.to[0] === "thread@client.example")!;
      const reply = await t.request("/api/v1/admin/emails", {
        cookie: people.admin,
        body: {
          to: ["thread@client.example"],
          subject: "Re: Your Project Inquiry",
          text: "Let us talk.",
          related_type: "quote_request",
          related_id: id,
        },
      });
      const sent = (await reply.json()) as Json;
      expect(sent).toMatchObject({ status: "sent", in_reply_to: ack.parsed.messageId });
      const [request] = await t.db.select().from(requirementForms).where(eq(requirementForms.id, id));
      expect(request!.status).toBe("reviewing");
    });

    it("a provider that fails never fails or loses the submission", async () => {
      const closed = await startSmtpSink();
      await closed.close();
      await saveEmailSettings(t, people.admin, smtpSettingsFor(closed));
      try {
        const res = await submitQuote(quote({ email: "down@client.example" }));
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        const [stored] = await t.db.select().from(requirementForms).where(eq(requirementForms.id, id));
        expect(stored).toBeDefined();
        // Queued and retried in the background (refused connections are transient).
        await vi.waitFor(async () => {
          const [row] = await t.db.select().from(emailOutbox).limit(1);
          expect(row?.attempts ?? 0).toBeGreaterThanOrEqual(1);
          expect(row?.last_error).toContain("ECONNREFUSED");
        });
      } finally {
        await saveEmailSettings(t, people.admin, smtpSettingsFor(sink));
      }
      // Once the provider answers again, the queued messages go out.
      await sink.waitFor(2);
    });

    it("over the limit, the submission is stored and the notices are skipped", async () => {
      await saveEmailSettings(t, people.admin, smtpSettingsFor(sink, { rate_limit_per_hour: 1 }));
      try {
        const before = (await t.db.select({ n: count() }).from(emailMessages))[0]!.n;
        const res = await submitContact({
          name: "Over Limit",
          email: "over@client.example",
          company: "Busy Co",
          message: "Please call me back about a project.",
        });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        expect(await t.db.select().from(contactMessages).where(eq(contactMessages.id, id))).toHaveLength(1);
        expect((await t.db.select({ n: count() }).from(emailMessages))[0]!.n).toBe(before);
      } finally {
        await saveEmailSettings(t, people.admin, smtpSettingsFor(sink));
      }
    });
  });
});
