import { type AddressInfo, createServer, type Socket } from "node:net";
import { EMAIL_SETTINGS_TEXT } from "@common/schemas/email-settings";
import { emailMessages, emailOutbox, emailSettings } from "@server/db/schema";
import { createSecretBox } from "@server/lib/secrets";
import { setUpSignIns } from "@tests/support/admin-api";
import { saveEmailSettings, smtpSettingsFor } from "@tests/support/email-settings";
import { type SmtpSink, startSmtpSink } from "@tests/support/smtp-sink";
import { setUpTestApp } from "@tests/support/test-app";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createConversation } from "./conversation-store";
import { createOutbox, enqueueMessage, type OutboxOptions } from "./outbox";

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());

const t = setUpTestApp();
const people = setUpSignIns(t);
beforeAll(async () => {
  await saveEmailSettings(t, people.admin, smtpSettingsFor(sink));
  // The app's own sender is stopped: these tests play the processes themselves.
  await t.deps.mail.stop();
});
beforeEach(() => {
  sink.messages.length = 0;
});

/** Another server process's sender on the same database. */
const sender = (options: Partial<OutboxOptions> = {}) =>
  createOutbox(
    { db: t.db, secrets: t.deps.secrets, logger: t.deps.logger, transport: t.deps.mail.transport },
    options,
  );

/** Queues `n` messages as a submission or the composer would; `claimMs` leases them to a caller. */
async function enqueue(n: number, claimMs?: number) {
  return t.db.transaction(async (tx) => {
    const conversation = await createConversation(tx, {
      related_type: "general",
      subject: "Outbox",
      participants: [],
    });
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const { message } = await enqueueMessage(
        tx,
        conversation,
        {
          message_id: `<${crypto.randomUUID()}@localhost>`,
          from_email: "hello@agency.example",
          from_name: "Agency",
          to_emails: [`to${i}@client.example`],
          subject: `Queued ${i}`,
          body_text: "Hello",
        },
        { claimMs },
      );
      ids.push(message.id);
    }
    return ids;
  });
}
const statuses = async (ids: string[]) =>
  (await t.db.select().from(emailMessages).where(inArray(emailMessages.id, ids))).map((m) => m.status);

describe("the outbox", () => {
  it("survives a restart: what one process queued, a new process sends", async () => {
    const ids = await enqueue(2);
    // A process that claimed a message and died before sending it: its lease runs out.
    const [crashed] = await enqueue(1, 60_000);
    await t.db.update(emailOutbox).set({ locked_until: sql`now() - interval '1 second'` });

    const next = sender();
    expect(await next.runOnce()).toBe(3);
    await next.stop();
    expect(await statuses([...ids, crashed!])).toEqual(["sent", "sent", "sent"]);
    expect(sink.messages).toHaveLength(3);
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
  });

  it("never hands one message to two processes", async () => {
    const ids = await enqueue(6);
    const a = sender({ batch: 2 });
    const b = sender({ batch: 2 });
    while ((await Promise.all([a.runOnce(), b.runOnce()])).some((n) => n > 0)) {}
    expect(await statuses(ids)).toEqual(Array(6).fill("sent"));
    const received = sink.messages.map((m) => m.parsed.messageId);
    expect(received).toHaveLength(6);
    expect(new Set(received).size).toBe(6);
  });

  it("leaves a row leased to another process alone", async () => {
    const [id] = await enqueue(1, 60_000);
    const other = sender();
    expect(await other.runOnce()).toBe(0);
    expect(await statuses([id!])).toEqual(["pending"]);
    await t.db.update(emailOutbox).set({ locked_until: null });
    expect(await other.runOnce()).toBe(1);
    expect(await statuses([id!])).toEqual(["sent"]);
  });

  it("gives a transiently failing message up as failed after the last attempt", async () => {
    const [id] = await enqueue(1);
    sink.failNext(421, "Service not available, closing channel");
    sink.failNext(421, "Service not available, closing channel");
    const retrying = sender({ maxAttempts: 2, backoffMs: 0 });
    expect(await retrying.runOnce()).toBe(1);
    const [first] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id!));
    expect(first).toMatchObject({ status: "pending", error_message: expect.stringContaining("421") });
    const [row] = await t.db.select().from(emailOutbox);
    expect(row).toMatchObject({
      attempts: 1,
      locked_until: null,
      last_error: expect.stringContaining("421"),
    });

    expect(await retrying.runOnce()).toBe(1);
    const [last] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id!));
    expect(last).toMatchObject({ status: "failed", error_message: expect.stringContaining("421") });
    expect(await t.db.select().from(emailOutbox)).toEqual([]);
    expect(sink.messages).toHaveLength(0);
  });

  it("fails a send in the product's words when the stored password was encrypted under another APP_SECRET", async () => {
    await t.db
      .update(emailSettings)
      .set({ smtp_password_encrypted: t.deps.secrets.encrypt("mail-password") });
    try {
      const [id] = await enqueue(1);
      const otherSecret = createSecretBox("another-app-secret-of-at-least-32-characters");
      const elsewhere = createOutbox(
        { db: t.db, secrets: otherSecret, logger: t.deps.logger, transport: t.deps.mail.transport },
        { backoffMs: 0 },
      );
      expect(await elsewhere.runOnce()).toBe(1);
      const [message] = await t.db.select().from(emailMessages).where(eq(emailMessages.id, id!));
      expect(message?.error_message).toBe(EMAIL_SETTINGS_TEXT.unreadableSecret);
      expect(sink.messages).toHaveLength(0);
      // With the right secret the queued message goes.
      expect(await sender({ backoffMs: 0 }).runOnce()).toBe(1);
      expect(await statuses([id!])).toEqual(["sent"]);
    } finally {
      await t.db.update(emailSettings).set({ smtp_password_encrypted: null });
    }
  });

  it("waits for the backoff before trying again", async () => {
    const [id] = await enqueue(1);
    sink.failNext(450, "Mailbox busy");
    const patient = sender({ backoffMs: 60_000 });
    expect(await patient.runOnce()).toBe(1);
    expect(await patient.runOnce()).toBe(0);
    const [row] = await t.db.select().from(emailOutbox);
    const wait = row!.next_attempt_at.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await t.db.update(emailOutbox).set({ next_attempt_at: sql`now()` });
    expect(await patient.runOnce()).toBe(1);
    expect(await statuses([id!])).toEqual(["sent"]);
  });

  it("answers 'pending' when the provider hangs, and finishes the send on its own", async () => {
    // A server that accepts connections and never says a word.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    await saveEmailSettings(t, people.admin, smtpSettingsFor({ host: "127.0.0.1", port }));
    try {
      const [id] = await enqueue(1, 60_000);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.email_message_id, id!));
      const hurried = sender({ answerWithinMs: 200 });
      const started = Date.now();
      await hurried.deliverNow(row!.id);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await statuses([id!])).toEqual(["pending"]);
      // The connection drops: the send ends as a transient failure, rescheduled.
      for (const socket of sockets) socket.destroy();
      await hurried.stop();
      const [after] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
      expect(after).toMatchObject({ locked_until: null, last_error: expect.any(String) });
      await t.db.delete(emailOutbox);
    } finally {
      silent.close();
      await saveEmailSettings(t, people.admin, smtpSettingsFor(sink));
    }
  });
});
