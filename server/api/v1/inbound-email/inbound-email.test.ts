import { emailConversations, emailMessages } from "@server/db/schema";
import { INBOUND_AUTH_TEXT } from "@server/services/email/inbound-secret";
import { AGENCY_ADDRESS, saveEmailSettings, sentMessage } from "@tests/support/email-fixtures";
import { newMessageId, rawEmail } from "@tests/support/mime";
import { type Json, json, setUpTestApp } from "@tests/support/test-app";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp();
const SECRET = "inbound-secret-0123456789abcdef";

const deliver = (raw: Buffer | string, init: { secret?: string | null; type?: string } = {}) =>
  t.request("/api/v1/inbound-email", {
    method: "POST",
    headers: {
      "content-type": init.type ?? "message/rfc822",
      ...(init.secret === null ? {} : { authorization: `Bearer ${init.secret ?? SECRET}` }),
    },
    // Raw bytes, as a mail service posts them: no Origin, no cookie.
    rawBody: raw,
  });

const messagesOf = (conversationId: string) =>
  t.db
    .select()
    .from(emailMessages)
    .where(eq(emailMessages.conversation_id, conversationId))
    .orderBy(emailMessages.created_at);
const conversationCount = async () => (await t.db.select({ n: count() }).from(emailConversations))[0]!.n;

describe("POST /inbound-email: who may deliver", () => {
  it("answers 503 while no inbound secret is set", async () => {
    const res = await deliver(await rawEmail({ from: "a@example.com", to: AGENCY_ADDRESS, text: "hi" }));
    expect(res.status).toBe(503);
    expect((await json(res)).error).toMatchObject({
      code: "not_configured",
      message: INBOUND_AUTH_TEXT.notConfigured,
    });
  });

  it("answers 401 without the secret or with another one, storing nothing", async () => {
    await saveEmailSettings(t.deps, { inbound_secret: SECRET });
    const raw = await rawEmail({ from: "a@example.com", to: AGENCY_ADDRESS, subject: "x", text: "hi" });
    for (const secret of [null, "wrong", `${SECRET}x`, ""]) {
      const res = await deliver(raw, { secret });
      expect(res.status, String(secret)).toBe(401);
      expect((await json(res)).error.message).toBe(INBOUND_AUTH_TEXT.unauthorized);
    }
    const basic = await t.request("/api/v1/inbound-email", {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from(`x:${SECRET}`).toString("base64")}` },
      rawBody: raw,
    });
    expect(basic.status).toBe(401);
    expect(await conversationCount()).toBe(0);
  });

  it("refuses what is not a message", async () => {
    expect((await deliver("", {})).status).toBe(400);
    expect((await deliver("just some words\r\n\r\nand more", {})).status).toBe(400);
    const wrongType = await deliver(await rawEmail({ from: "a@example.com", text: "x" }), {
      type: "application/json",
    });
    expect(wrongType.status).toBe(415);
    expect((await json(wrongType)).error.message).toBe(
      "Send the raw message as message/rfc822 or text/plain.",
    );
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, "a");
    expect((await deliver(big)).status).toBe(413);
  });
});

describe("POST /inbound-email: filing replies", () => {
  it("files a reply carrying In-Reply-To in the conversation of the message it answers", async () => {
    const sent = await sentMessage(t.db, "quinn@example.com", "Re: Your Project Inquiry", {
      related_type: "quote_request",
      related_id: crypto.randomUUID(),
    });
    // Another active conversation with the same client and subject, which headers must win over.
    await sentMessage(t.db, "quinn@example.com", "Re: Your Project Inquiry");
    const messageId = newMessageId();
    const raw = await rawEmail({
      from: '"Quinn Lee" <Quinn@Example.com>',
      to: AGENCY_ADDRESS,
      cc: "partner@example.com",
      subject: "Re: Re: Your Project Inquiry",
      text: "Sounds good, let's talk on Monday.",
      html: '<p onclick="x()">Sounds <b>good</b></p><img src="https://tracker.example/p.gif"><script>alert(1)</script>',
      messageId,
      inReplyTo: sent.message_id,
      references: [sent.message_id],
    });
    const res = await deliver(raw, { type: "text/plain" });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body).toMatchObject({
      status: "stored",
      conversation_id: sent.conversation.id,
      message_id: messageId,
    });

    const [, reply] = await messagesOf(sent.conversation.id);
    expect(reply).toMatchObject({
      direction: "inbound",
      status: "delivered",
      message_id: messageId,
      in_reply_to: sent.message_id,
      reference_ids: [sent.message_id],
      thread_id: sent.conversation.thread_id,
      from_email: "quinn@example.com",
      from_name: "Quinn Lee",
      to_emails: [AGENCY_ADDRESS],
      cc_emails: ["partner@example.com"],
      subject: "Re: Re: Your Project Inquiry",
      body_text: "Sounds good, let's talk on Monday.",
      body_html: "<p>Sounds <b>good</b></p><img>",
      read_at: null,
      attachments: [],
    });
    expect(reply!.delivered_at).toBeInstanceOf(Date);
    const [conversation] = await t.db
      .select()
      .from(emailConversations)
      .where(eq(emailConversations.id, sent.conversation.id));
    expect(conversation).toMatchObject({ message_count: 2, last_message_by: "quinn@example.com" });
    expect(conversation!.participants).toEqual(
      expect.arrayContaining(["quinn@example.com", AGENCY_ADDRESS, "partner@example.com"]),
    );
  });

  it("threads by References when In-Reply-To is unknown, and reopens a closed conversation", async () => {
    const sent = await sentMessage(t.db, "ref@example.com", "Proposal");
    await t.db
      .update(emailConversations)
      .set({ status: "closed" })
      .where(eq(emailConversations.id, sent.conversation.id));
    const raw = await rawEmail({
      from: "other-address@example.net",
      to: AGENCY_ADDRESS,
      subject: "Totally different",
      text: "Forwarded to my colleague",
      inReplyTo: "<unknown@nowhere.example>",
      references: [sent.message_id, "<unknown@nowhere.example>"],
    });
    const body = await json(await deliver(raw));
    expect(body.conversation_id).toBe(sent.conversation.id);
    const [conversation] = await t.db
      .select()
      .from(emailConversations)
      .where(eq(emailConversations.id, sent.conversation.id));
    expect(conversation!.status).toBe("active");
  });

  it("without known headers, joins the sender's active conversation whose subject matches (spec 3 §4)", async () => {
    const sender = "sam@example.org";
    const older = await sentMessage(t.db, sender, "Website redesign budget");
    const latest = await sentMessage(t.db, sender, "Invoice 42");
    const closed = await sentMessage(t.db, sender, "Website redesign");
    await t.db
      .update(emailConversations)
      .set({ status: "closed" })
      .where(eq(emailConversations.id, closed.conversation.id));

    // The subject without "Fwd: Re:" is contained in an active conversation's subject.
    const bySubject = await json(
      await deliver(
        await rawEmail({ from: sender, to: AGENCY_ADDRESS, subject: "Fwd: RE: website redesign", text: "a" }),
      ),
    );
    expect(bySubject.conversation_id).toBe(older.conversation.id);
    // …or contains it.
    const containing = await json(
      await deliver(
        await rawEmail({ from: sender, to: AGENCY_ADDRESS, subject: "Re: Invoice 42 — paid", text: "b" }),
      ),
    );
    expect(containing.conversation_id).toBe(latest.conversation.id);
    // No subject matches: the sender's latest active conversation.
    const fallback = await json(
      await deliver(
        await rawEmail({ from: sender, to: AGENCY_ADDRESS, subject: "Quick question", text: "c" }),
      ),
    );
    expect(fallback.conversation_id).toBe(latest.conversation.id);
  });

  it("starts a new general conversation for a stranger", async () => {
    const before = await conversationCount();
    const raw = await rawEmail({
      from: "New Person <new.person@example.com>",
      to: AGENCY_ADDRESS,
      subject: "RE: Partnership idea",
      text: "Hello!",
    });
    const body = await json(await deliver(raw));
    expect(body.status).toBe("stored");
    expect(await conversationCount()).toBe(before + 1);
    const [conversation] = await t.db
      .select()
      .from(emailConversations)
      .where(eq(emailConversations.id, body.conversation_id));
    expect(conversation).toMatchObject({
      subject: "Partnership idea",
      related_type: "general",
      related_id: null,
      status: "active",
      priority: "normal",
      message_count: 1,
      last_message_by: "new.person@example.com",
    });
    expect(conversation!.participants).toContain("new.person@example.com");
  });

  it("stores a message delivered twice only once, and acknowledges the repeat", async () => {
    const raw = await rawEmail({
      from: "twice@example.com",
      to: AGENCY_ADDRESS,
      subject: "Again",
      text: "once",
    });
    const first = await deliver(raw);
    expect(first.status).toBe(201);
    const { conversation_id, email_message_id } = await json(first);
    const [again, concurrent] = await Promise.all([deliver(raw), deliver(raw)]);
    for (const res of [again, concurrent]) {
      expect(res.status).toBe(200);
      expect(await json(res)).toMatchObject({ status: "duplicate", conversation_id, email_message_id });
    }
    expect(await messagesOf(conversation_id)).toHaveLength(1);
    const [conversation] = await t.db
      .select()
      .from(emailConversations)
      .where(eq(emailConversations.id, conversation_id));
    expect(conversation!.message_count).toBe(1);
  });

  it("records attachments' names, sizes and types, not their content", async () => {
    const raw = await rawEmail({
      from: "files@example.com",
      to: AGENCY_ADDRESS,
      subject: "Brief attached",
      text: "See the files.",
      attachments: [
        { filename: "brief.pdf", content: Buffer.alloc(2048, 1), contentType: "application/pdf" },
        { filename: "logo.png", content: Buffer.alloc(300, 2), contentType: "image/png" },
      ],
    });
    const body = await json(await deliver(raw));
    const [message] = await messagesOf(body.conversation_id);
    expect(message!.attachments).toEqual([
      { filename: "brief.pdf", size: 2048, content_type: "application/pdf" },
      { filename: "logo.png", size: 300, content_type: "image/png" },
    ]);
  });

  it("is in the OpenAPI document with its bearer secret", async () => {
    const doc = await json(await t.request("/api/v1/openapi.json"));
    const op = doc.paths["/inbound-email"].post;
    expect(op.security).toEqual([{ inboundSecret: [] }]);
    expect(Object.keys(op.requestBody.content)).toEqual(["message/rfc822", "text/plain"]);
    expect(doc.components.securitySchemes.inboundSecret).toMatchObject({ type: "http", scheme: "bearer" });
  });
});
