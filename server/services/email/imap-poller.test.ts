import { emailMessages, imapMailboxState } from "@server/db/schema";
import {
  deliverToMailbox,
  imapSettingsOf,
  startDovecot,
  type TestImapServer,
  withMailbox,
} from "@tests/support/dovecot";
import { AGENCY_ADDRESS, saveEmailSettings, sentMessage } from "@tests/support/email-fixtures";
import { newMessageId, rawEmail } from "@tests/support/mime";
import { setUpTestApp } from "@tests/support/test-app";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createImapPoller, type ImapPoller, mailboxKey } from "./imap-poller";

/** Against a real IMAP server: Dovecot on 127.0.0.1, started for this file. */

const t = setUpTestApp();
let imap: TestImapServer;
const pollers: ImapPoller[] = [];
const CLIENT = "client@example.com";
const WAIT = { timeout: 20_000, interval: 50 };

beforeAll(async () => {
  imap = await startDovecot();
  await saveEmailSettings(t.deps, imapSettingsOf(imap));
}, 30_000);

afterAll(async () => {
  for (const poller of pollers) await poller.stop();
  await imap?.stop();
});

const newPoller = (intervalMs = 150) => {
  const poller = createImapPoller(t.deps, { intervalMs, backoffMs: 100, maxBackoffMs: 400 });
  pollers.push(poller);
  poller.start();
  return poller;
};

async function flagsOf(uid: number) {
  return withMailbox(imap, async (client) => {
    await client.mailboxOpen("INBOX", { readOnly: true });
    const message = await client.fetchOne(String(uid), { flags: true }, { uid: true });
    return message ? [...(message.flags ?? [])] : [];
  });
}

const storedWith = (messageId: string) =>
  t.db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.message_id, messageId), eq(emailMessages.direction, "inbound")));

const reply = (inReplyTo: string, messageId = newMessageId()) =>
  rawEmail({
    from: `Casey Client <${CLIENT}>`,
    to: AGENCY_ADDRESS,
    subject: "Re: Your Message",
    text: "Thanks, that answers it.",
    messageId,
    inReplyTo,
    references: [inReplyTo],
  });

describe("IMAP poller", () => {
  let first: ImapPoller;

  it("fetches a reply from the mailbox into the conversation it answers, marks it seen, fetches it once", async () => {
    const sent = await sentMessage(t.db, CLIENT, "Re: Your Message", { related_type: "general" });
    // Mail read before the mailbox was connected is history: not imported.
    const oldId = newMessageId();
    await deliverToMailbox(imap, await reply(sent.message_id, oldId), ["\\Seen"]);

    const messageId = newMessageId();
    const uid = await deliverToMailbox(imap, await reply(sent.message_id, messageId));
    expect(uid).toBeGreaterThan(0);

    // An interval far longer than the test: what arrives later is noticed through IDLE.
    first = newPoller(10 * 60_000);
    await vi.waitFor(async () => expect(await storedWith(messageId)).toHaveLength(1), WAIT);
    const [stored] = await storedWith(messageId);
    expect(stored).toMatchObject({
      conversation_id: sent.conversation.id,
      status: "delivered",
      in_reply_to: sent.message_id,
      from_email: CLIENT,
      body_text: "Thanks, that answers it.",
    });
    expect(await storedWith(oldId)).toHaveLength(0);
    await vi.waitFor(async () => expect(await flagsOf(uid!)).toContain("\\Seen"), WAIT);

    const [state] = await t.db
      .select()
      .from(imapMailboxState)
      .where(
        eq(imapMailboxState.mailbox, mailboxKey({ user: imap.user, host: imap.host, mailbox: "INBOX" })),
      );
    expect(state!.last_uid).toBe(uid);

    // Two more polls: nothing fetched again.
    for (const _ of [1, 2]) {
      const polls = first.stats.polls;
      first.pollSoon();
      await vi.waitFor(() => expect(first.stats.polls).toBe(polls + 1), WAIT);
    }
    expect(first.stats.fetched).toBe(1);
    expect(first.stats.stored).toBe(1);
    expect(await storedWith(messageId)).toHaveLength(1);
  });

  it("reacts to new mail announced while idle (IDLE), without waiting for the interval", async () => {
    const sent = await sentMessage(t.db, CLIENT, "Proposal");
    const messageId = newMessageId();
    await deliverToMailbox(imap, await reply(sent.message_id, messageId));
    await vi.waitFor(async () => expect(await storedWith(messageId)).toHaveLength(1), WAIT);
    expect((await storedWith(messageId))[0]!.conversation_id).toBe(sent.conversation.id);
    expect(first.stats.fetched).toBe(2);
  });

  it("lets one poller only fetch (the advisory lock); another takes over when it stops", async () => {
    const second = newPoller();
    await vi.waitFor(() => expect(second.stats.lockTries).toBeGreaterThanOrEqual(3), WAIT);
    expect(first.stats.holdsLock).toBe(true);
    expect(second.stats.holdsLock).toBe(false);

    const sent = await sentMessage(t.db, CLIENT, "Contract");
    const whileBoth = newMessageId();
    await deliverToMailbox(imap, await reply(sent.message_id, whileBoth));
    await vi.waitFor(async () => expect(await storedWith(whileBoth)).toHaveLength(1), WAIT);
    expect(first.stats.fetched).toBe(3);
    expect(second.stats.fetched).toBe(0);

    await first.stop();
    await vi.waitFor(() => expect(second.stats.holdsLock).toBe(true), WAIT);
    const afterHandOver = newMessageId();
    await deliverToMailbox(imap, await reply(sent.message_id, afterHandOver));
    await vi.waitFor(async () => expect(await storedWith(afterHandOver)).toHaveLength(1), WAIT);
    // The second poller starts where the first stopped: only the new message is fetched.
    expect(second.stats.fetched).toBe(1);
    expect(await storedWith(whileBoth)).toHaveLength(1);
  });

  it("reports a wrong password, retries, and reconnects when the settings change", async () => {
    const poller = pollers.at(-1)!;
    await saveEmailSettings(t.deps, { imap_password: "wrong-password" });
    await vi.waitFor(() => {
      expect(poller.stats.connected).toBe(false);
      expect(poller.stats.lastError).toMatch(/^IMAP authentication failed/);
    }, WAIT);
    await saveEmailSettings(t.deps, { imap_password: imap.password });
    await vi.waitFor(() => expect(poller.stats.connected).toBe(true), WAIT);
    const sent = await sentMessage(t.db, CLIENT, "Back online");
    const messageId = newMessageId();
    await deliverToMailbox(imap, await reply(sent.message_id, messageId));
    await vi.waitFor(async () => expect(await storedWith(messageId)).toHaveLength(1), WAIT);
  });
});
