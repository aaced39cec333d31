import type {
  EmailConversation,
  EmailConversationDetail,
  EmailStats,
} from "@common/schemas/email-conversations";
import { emailConversations, emailMessages, emailTemplates } from "@server/db/schema";
import { appendMessage } from "@server/services/email/conversation-store";
import { receiveInboundEmail } from "@server/services/email/inbound";
import { setUpAdminApi, signUpAdminWith } from "@tests/support/admin-api";
import { AGENCY_ADDRESS, sentMessage } from "@tests/support/email-fixtures";
import { rawEmail } from "@tests/support/mime";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const api = setUpAdminApi<EmailConversation>("email-conversations");
const { t, call, patch, auditOf } = api;
const stats = async () => (await call<EmailStats>("/stats")).body;
const detail = async (id: string) => (await call<EmailConversationDetail>(`/${id}`)).body;

/** A client's reply to a message we sent, received `hoursLater`. */
async function replyTo(sent: Awaited<ReturnType<typeof sentMessage>>, from: string) {
  return receiveInboundEmail(
    t.db,
    await rawEmail({
      from,
      to: AGENCY_ADDRESS,
      subject: "Re: hi",
      text: "Thanks!",
      inReplyTo: sent.message_id,
    }),
  );
}

const quoteId = crypto.randomUUID();
let quote: Awaited<ReturnType<typeof sentMessage>>;
let general: Awaited<ReturnType<typeof sentMessage>>;

beforeAll(async () => {
  quote = await sentMessage(t.db, "quinn@example.com", "Re: Your Project Inquiry", {
    related_type: "quote_request",
    related_id: quoteId,
  });
  general = await sentMessage(t.db, "zed@example.org", "Zebra crossing partnership");
  await replyTo(quote, "quinn@example.com");
  await replyTo(quote, "quinn@example.com");
});

describe("GET /admin/email-conversations", () => {
  it("lists newest last message first, with unread counts and the API's related types", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.items.map((c) => c.id)).toEqual([quote.conversation.id, general.conversation.id]);
    expect(body.items[0]).toMatchObject({
      related_type: "quote_request",
      related_id: quoteId,
      message_count: 3,
      unread_count: 2,
      last_message_by: "quinn@example.com",
    });
    expect(body.items[1]).toMatchObject({ related_type: "general", related_id: null, unread_count: 0 });
  });

  it("searches subject and participants, filters by status, priority and record, and pages", async () => {
    expect((await call("?q=zebra")).body.items.map((c) => c.id)).toEqual([general.conversation.id]);
    expect((await call("?q=QUINN@example")).body.items.map((c) => c.id)).toEqual([quote.conversation.id]);
    expect((await call("?q=%25")).body.total).toBe(0);
    await patch(general.conversation.id, { status: "closed", priority: "urgent" });
    expect((await call("?status=closed")).body.items.map((c) => c.id)).toEqual([general.conversation.id]);
    expect((await call("?status=active&priority=urgent")).body.total).toBe(0);
    expect((await call("?priority=urgent")).body.total).toBe(1);
    const byRecord = await call(`?related_type=quote_request&related_id=${quoteId}`);
    expect(byRecord.body.items.map((c) => c.id)).toEqual([quote.conversation.id]);
    expect((await call("?related_type=contact_message")).body.total).toBe(0);
    const page = await call("?pageSize=1&page=2");
    expect(page.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page.body.items.map((c) => c.id)).toEqual([general.conversation.id]);
    expect((await call("?status=open")).status).toBe(400);
    expect((await call("?related_id=nope")).status).toBe(400);
    await patch(general.conversation.id, { status: "active", priority: "normal" });
  });

  it("is for admins only", () => api.expectGuarded("", "GET"));
});

describe("GET /admin/email-conversations/{id}", () => {
  it("answers the messages oldest first and marks the unread replies read", async () => {
    const before = await stats();
    const opened = await detail(quote.conversation.id);
    expect(opened.messages.map((m) => m.direction)).toEqual(["outbound", "inbound", "inbound"]);
    expect(opened.messages[0]!.message_id).toBe(quote.message_id);
    const stamps = opened.messages.filter((m) => m.direction === "inbound").map((m) => m.read_at);
    expect(stamps.every((s) => s !== null)).toBe(true);
    expect(opened.unread_count).toBe(0);
    expect((await call("")).body.items[0]!.unread_count).toBe(0);
    expect((await stats()).unread_replies).toBe(before.unread_replies - 2);
    // Read once: opening again keeps the first stamps.
    const again = await detail(quote.conversation.id);
    expect(again.messages.filter((m) => m.direction === "inbound").map((m) => m.read_at)).toEqual(stamps);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await call(`/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call("/nope")).status).toBe(400);
  });

  it("is for admins only", () => api.expectGuarded(`/${crypto.randomUUID()}`, "GET"));
});

describe("PATCH /admin/email-conversations/{id}", () => {
  it("changes status and priority, audited", async () => {
    const res = await patch(quote.conversation.id, { status: "archived", priority: "high" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "archived", priority: "high", related_type: "quote_request" });
    expect((await auditOf({ id: quote.conversation.id }))[0]).toMatchObject({
      action: "update",
      changes: { status: { from: "active", to: "archived" }, priority: { from: "normal", to: "high" } },
    });
    expect((await patch(quote.conversation.id, { status: "open" })).status).toBe(400);
    expect((await patch(crypto.randomUUID(), { status: "closed" })).status).toBe(404);
    await patch(quote.conversation.id, { status: "active", priority: "normal" });
  });

  it("is for admins only", () => api.expectGuarded(`/${crypto.randomUUID()}`, "PATCH", { status: "closed" }));
});

describe("GET /admin/email-conversations/stats", () => {
  it("computes the cards in SQL: conversations, sent today, response time, templates, unread", async () => {
    // A conversation answered 3 hours after the client wrote, and one answered after 1 hour.
    const hour = 3_600_000;
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * hour);
    const [timed] = await t.db
      .insert(emailConversations)
      .values({ thread_id: "thread_timed", subject: "Timed", participants: ["c@example.com"] })
      .returning();
    const message = (direction: "inbound" | "outbound", hoursAgo: number, status = "sent") =>
      appendMessage(t.db, timed!, {
        direction,
        from_email: direction === "inbound" ? "c@example.com" : AGENCY_ADDRESS,
        to_emails: [],
        subject: "Timed",
        status: direction === "inbound" ? "delivered" : status,
        created_at: at(hoursAgo),
        sent_at: direction === "outbound" ? at(hoursAgo) : null,
      });
    await message("inbound", 48);
    await message("outbound", 47, "failed"); // a failed answer is no answer
    await message("outbound", 45); // 3 hours
    await message("inbound", 30);
    await message("outbound", 29); // 1 hour
    await message("inbound", 1); // not answered yet: left out
    await t.db
      .update(emailConversations)
      .set({ status: "closed" })
      .where(eq(emailConversations.id, timed!.id));

    const figures = await stats();
    const outbound = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(emailMessages)
      .where(sql`direction = 'outbound' and status = 'sent'`);
    expect(figures).toEqual({
      total_conversations: 3,
      active_conversations: 2,
      sent_messages: outbound[0]!.n,
      // The two sent in the beforeAll are today's; those 29 and 45 hours ago may not be.
      messages_today: expect.any(Number),
      avg_response_time_hours: 2,
      templates_count: 8,
      unread_replies: 3,
    });
    expect(figures.sent_messages).toBe(4);
    expect(figures.messages_today).toBeGreaterThanOrEqual(2);
    expect(figures.messages_today).toBeLessThanOrEqual(3);

    await t.db
      .update(emailTemplates)
      .set({ is_active: false })
      .where(eq(emailTemplates.template_type, "welcome"));
    expect((await stats()).templates_count).toBe(7);
    await t.db.update(emailTemplates).set({ is_active: true });
    await t.db.delete(emailConversations).where(eq(emailConversations.id, timed!.id));
  });

  it("answers null response time when no inbound message was answered", async () => {
    // Only the unanswered replies of the beforeAll are left once the answered ones go.
    expect((await stats()).avg_response_time_hours).toBeNull();
  });

  it("is for admins only", () => api.expectGuarded("/stats", "GET"));
});

describe("POST /admin/email-conversations/test-emails", () => {
  it("creates sample conversations with received and sent messages, audited", async () => {
    const before = await stats();
    const res = await call<{ conversations: EmailConversation[] }>("/test-emails", { method: "POST" });
    expect(res.status).toBe(201);
    const made = res.body.conversations;
    expect(made.length).toBeGreaterThanOrEqual(3);
    for (const conversation of made) {
      expect(conversation).toMatchObject({ related_type: "general", status: "active" });
      expect(conversation.message_count).toBeGreaterThan(0);
      const { messages } = await detail(conversation.id);
      expect(messages).toHaveLength(conversation.message_count);
      expect(messages[0]!.direction).toBe("inbound");
      expect(messages.every((m) => m.subject.includes(conversation.subject))).toBe(true);
      expect(
        messages.every((m) => (m.direction === "inbound" ? m.status === "delivered" : m.status === "sent")),
      ).toBe(true);
    }
    const after = await stats();
    expect(after.total_conversations).toBe(before.total_conversations + made.length);
    expect(after.sent_messages).toBeGreaterThan(before.sent_messages);
    expect(after.avg_response_time_hours).toBeGreaterThan(0);
    const audited = (await auditOf({ action: "create" }))[0]!.changes as { test_emails: string[] };
    expect([...audited.test_emails].sort()).toEqual(made.map((c) => c.subject).sort());
  });

  it("is for admins only", () => api.expectGuarded("/test-emails", "POST"));
});

describe("permissions", () => {
  it("lets an admin who may only read conversations open them, but not change or create", async () => {
    const reader = await signUpAdminWith(t, api.admin, ["email_conversations:read"]);
    expect((await call("", { cookie: reader })).status).toBe(200);
    expect((await call("/stats", { cookie: reader })).status).toBe(200);
    expect((await call(`/${general.conversation.id}`, { cookie: reader })).status).toBe(200);
    expect((await patch(general.conversation.id, { status: "closed" }, reader)).status).toBe(403);
    expect((await call("/test-emails", { method: "POST", cookie: reader })).status).toBe(403);
    expect((await detail(general.conversation.id)).status).toBe("active");
  });
});
