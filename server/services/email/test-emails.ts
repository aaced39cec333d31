import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailConversations } from "../../db/schema";
import { type Actor, writeAudit } from "../audit";
import { appendMessage, type ConversationRow, createConversation } from "./conversation-store";

/**
 * "Create Test Emails" (spec 3 §7): a few sample conversations, each a client's message and the
 * agency's answer (one still waiting for an answer), so the Email Management area can be tried
 * before real mail flows. Addresses are on example.com and example.org (RFC 2606), which never
 * receive mail. No delays: the messages are dated in the past, hours apart.
 */

const AGENCY = { email: "hello@agency.example.com", name: "Atrium Studio" };

type Sample = {
  subject: string;
  client: { email: string; name: string };
  priority: ConversationRow["priority"];
  /** [hours ago, direction, text] oldest first. */
  messages: [number, "inbound" | "outbound", string][];
};

const SAMPLES: Sample[] = [
  {
    subject: "Website redesign for our dental practice",
    client: { email: "maria.lopez@example.com", name: "Maria Lopez" },
    priority: "high",
    messages: [
      [
        30,
        "inbound",
        "Hello,\n\nWe run two dental clinics and our website is ten years old. We would like online booking and a fresh look. Could you give us a rough budget and timeline?\n\nBest regards,\nMaria Lopez",
      ],
      [
        27,
        "outbound",
        "Hi Maria,\n\nThank you for reaching out. A redesign with online booking usually takes 6 to 8 weeks. Could we schedule a 30-minute call this week to go through your needs?\n\nKind regards,\nAtrium Studio",
      ],
      [
        20,
        "inbound",
        "Thursday at 10:00 works for us. I'll send over our current patient forms before the call.\n\nMaria",
      ],
    ],
  },
  {
    subject: "Question about your mobile app development services",
    client: { email: "dev.team@example.org", name: "Tom Becker" },
    priority: "normal",
    messages: [
      [
        52,
        "inbound",
        "Hi there,\n\nDo you build apps for both iOS and Android from one code base? We have a small logistics startup and need a driver app.\n\nThanks,\nTom",
      ],
      [
        50,
        "outbound",
        "Hi Tom,\n\nYes, we build cross-platform apps with React Native, so one code base serves both stores. Happy to share two logistics case studies if that helps.\n\nBest,\nAtrium Studio",
      ],
    ],
  },
  {
    subject: "Follow-up: SEO audit results",
    client: { email: "j.nakamura@example.com", name: "Jun Nakamura" },
    priority: "normal",
    messages: [
      [
        3,
        "inbound",
        "Hello,\n\nWe received the audit, thank you. Which three fixes would you do first with a small budget?\n\nJun Nakamura",
      ],
    ],
  },
];

const html = (text: string) =>
  text
    .split("\n\n")
    .map((p) => `<p>${p.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll("\n", "<br>")}</p>`)
    .join("\n");

/** Answers the ids of the conversations made. */
export async function createTestEmails(db: Database, actor: Actor): Promise<string[]> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    const created: ConversationRow[] = [];
    for (const sample of SAMPLES) {
      const conversation = await createConversation(tx, {
        related_type: "general",
        subject: sample.subject,
        participants: [sample.client.email, AGENCY.email],
      });
      for (const [index, [hoursAgo, direction, text]] of sample.messages.entries()) {
        const at = new Date(now - hoursAgo * 3_600_000);
        const from = direction === "inbound" ? sample.client : AGENCY;
        const to = direction === "inbound" ? AGENCY : sample.client;
        await appendMessage(tx, conversation, {
          message_id: `<test-${randomBytes(8).toString("hex")}@example.com>`,
          direction,
          from_email: from.email,
          from_name: from.name,
          to_emails: [to.email],
          subject: index === 0 ? sample.subject : `Re: ${sample.subject}`,
          body_text: text,
          body_html: html(text),
          status: direction === "inbound" ? "delivered" : "sent",
          sent_at: direction === "outbound" ? at : null,
          delivered_at: at,
          created_at: at,
        });
      }
      await tx
        .update(emailConversations)
        .set({ priority: sample.priority })
        .where(eq(emailConversations.id, conversation.id));
      created.push(conversation);
    }
    await writeAudit(tx, actor, {
      action: "create",
      entityType: "email_conversations",
      changes: { test_emails: created.map((c) => c.subject) },
    });
    return created.map((c) => c.id);
  });
}
