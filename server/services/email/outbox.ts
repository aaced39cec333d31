import { type Database, queryRows } from "@server/db/client";
import { emailMessages, emailOutbox } from "@server/db/schema";
import type { Logger } from "@server/lib/logger";
import type { SecretBox } from "@server/lib/secrets";
import { and, eq, sql } from "drizzle-orm";
import { markRecordAnswered } from "./answered";
import { appendMessage, type ConversationRow, type NewEmailMessage } from "./conversation-store";
import type { EmailMessageRow } from "./messages";
import { sendingSettings, UnreadableSecretError } from "./settings";
import { DeliveryError, deliverMail, type TransportOptions } from "./transports";

/**
 * The durable outbox (ARCHITECTURE.md §18): every outbound message is stored as pending together
 * with an outbox row, in the caller's transaction, and sent from there. A sender claims due rows
 * with FOR UPDATE SKIP LOCKED and a lease (locked_until), so several server processes never send
 * one message twice; a transient failure is retried with exponential backoff, a permanent one (or
 * the last attempt) marks the message failed with the provider's words. Rows survive a restart.
 */

export type OutboxOptions = {
  /** How often due rows are looked for (an enqueue also wakes the sender at once). */
  pollMs: number;
  /** How long a claimed row stays another process's; longer than any send can take. */
  leaseMs: number;
  /** Attempts before a transiently failing message is given up as failed. */
  maxAttempts: number;
  /** The first retry's delay; each further retry waits twice as long. */
  backoffMs: number;
  /** Rows claimed per round. */
  batch: number;
  /** How long deliverNow waits for the provider before its caller answers "pending". */
  answerWithinMs: number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 15_000,
  leaseMs: 10 * 60_000,
  maxAttempts: 6,
  backoffMs: 60_000,
  batch: 10,
  answerWithinMs: 20_000,
};

type OutboxRow = { id: string; email_message_id: string; attempts: number; sent_by: string | null };

/**
 * Stores `message` as pending in `conversation` and queues it, in the caller's transaction. With
 * `claim`, the row is leased to the caller at once (attempt 1), so it can send it straight after
 * the commit (`deliverNow`) without a poller taking it first; should the caller die, the lease
 * runs out and a poller sends it.
 */
export async function enqueueMessage(
  tx: Database,
  conversation: Pick<ConversationRow, "id" | "thread_id" | "participants">,
  message: NewEmailMessage,
  options: { sentBy?: string | null; claimMs?: number } = {},
): Promise<{ message: EmailMessageRow; outboxId: string }> {
  const stored = await appendMessage(tx, conversation, {
    ...message,
    direction: "outbound",
    status: "pending",
  });
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      email_message_id: stored.id,
      sent_by: options.sentBy ?? null,
      ...(options.claimMs
        ? { attempts: 1, locked_until: sql`now() + make_interval(secs => ${options.claimMs / 1000})` }
        : {}),
    })
    .returning({ id: emailOutbox.id });
  return { message: stored, outboxId: row!.id };
}

export type OutboxDeps = {
  db: Database;
  secrets: SecretBox;
  logger: Logger;
  transport: TransportOptions;
};

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(deps: OutboxDeps, overrides: Partial<OutboxOptions> = {}) {
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...overrides };
  const { db, logger } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  /** deliverNow sends still running (awaited by stop). */
  const inFlight = new Set<Promise<void>>();

  /** Claims up to `batch` due rows (or the one row `id`, if due) for this process. */
  async function claim(id?: string): Promise<OutboxRow[]> {
    return queryRows<OutboxRow>(
      db,
      sql`update ${emailOutbox}
          set locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
              attempts = ${emailOutbox.attempts} + 1
          where ${emailOutbox.id} in (
            select id from ${emailOutbox}
            where ${emailOutbox.next_attempt_at} <= now()
              and (${emailOutbox.locked_until} is null or ${emailOutbox.locked_until} < now())
              ${id ? sql`and ${emailOutbox.id} = ${id}` : sql``}
            order by ${emailOutbox.next_attempt_at}
            limit ${options.batch}
            for update skip locked)
          returning id, email_message_id, attempts, sent_by`,
    );
  }

  /** Sends one claimed row and records the outcome. */
  async function process(row: OutboxRow): Promise<void> {
    const [message] = await db.select().from(emailMessages).where(eq(emailMessages.id, row.email_message_id));
    if (!message) {
      await db.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
      return;
    }
    let failure: DeliveryError | null = null;
    try {
      const settings = await sendingSettings(db, deps.secrets);
      await deliverMail(
        settings,
        {
          messageId: message.message_id!,
          from: { email: message.from_email, name: message.from_name },
          replyTo: settings?.reply_to_email ?? null,
          to: message.to_emails,
          cc: message.cc_emails,
          bcc: message.bcc_emails,
          subject: message.subject,
          html: message.body_html,
          text: message.body_text,
          inReplyTo: message.in_reply_to,
          references: message.reference_ids,
        },
        deps.transport,
      );
    } catch (err) {
      failure =
        err instanceof DeliveryError
          ? err
          : // An unreadable secret is tried again: the send goes once the admin enters it again.
            new DeliveryError(
              err instanceof Error ? err.message : "Unknown error",
              err instanceof UnreadableSecretError,
            );
    }

    if (!failure) {
      await db.transaction(async (tx) => {
        await tx
          .update(emailMessages)
          .set({ status: "sent", sent_at: new Date(), error_message: null })
          .where(eq(emailMessages.id, message.id));
        await tx.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
        if (row.sent_by) await markRecordAnswered(tx, message.conversation_id, row.sent_by);
      });
      logger.info({ messageId: message.message_id, attempt: row.attempts }, "e-mail sent");
      return;
    }

    const retry = failure.transient && row.attempts < options.maxAttempts;
    logger.warn(
      { messageId: message.message_id, attempt: row.attempts, retry, err: failure.message },
      "e-mail not sent",
    );
    await db.transaction(async (tx) => {
      if (retry) {
        const delay = options.backoffMs * 2 ** (row.attempts - 1);
        await tx
          .update(emailOutbox)
          .set({
            locked_until: null,
            last_error: failure.message,
            next_attempt_at: sql`now() + make_interval(secs => ${delay / 1000})`,
          })
          .where(eq(emailOutbox.id, row.id));
        await tx
          .update(emailMessages)
          .set({ error_message: failure.message })
          .where(eq(emailMessages.id, message.id));
      } else {
        await tx
          .update(emailMessages)
          .set({ status: "failed", error_message: failure.message })
          .where(and(eq(emailMessages.id, message.id), eq(emailMessages.status, "pending")));
        await tx.delete(emailOutbox).where(eq(emailOutbox.id, row.id));
      }
    });
  }

  /** One round: claims and sends what is due. Answers how many rows it handled. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    for (const row of rows) await processSafely(row);
    return rows.length;
  }

  async function processSafely(row: OutboxRow) {
    try {
      await process(row);
    } catch (err) {
      // The lease runs out and the row is tried again.
      logger.error({ err, outboxId: row.id }, "outbox row could not be processed");
    }
  }

  /** Rounds until nothing is due, then sleeps until the next poll (or a kick). */
  function loop() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await runOnce()) >= options.batch) {}
        } while (again && !stopped);
      } catch (err) {
        logger.error({ err }, "outbox round failed");
      } finally {
        running = null;
        if (!stopped) timer = setTimeout(loop, options.pollMs);
      }
    })();
  }

  return {
    options,
    transport: deps.transport,
    /** Starts polling (the first round at once). */
    start() {
      if (started || stopped) return;
      started = true;
      loop();
    },
    /** Something was queued: look now rather than at the next poll. */
    kick() {
      if (started) loop();
    },
    /**
     * Sends a row this process claimed at enqueue (`claimMs`), now, and answers when done (sent,
     * rescheduled or failed).
     */
    async deliverNow(outboxId: string): Promise<void> {
      const [row] = await db
        .select({
          id: emailOutbox.id,
          email_message_id: emailOutbox.email_message_id,
          attempts: emailOutbox.attempts,
          sent_by: emailOutbox.sent_by,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, outboxId));
      if (!row) return;
      const delivery = processSafely(row).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
      // A provider that hangs does not hold the request: after a while the caller answers
      // "pending" and the send finishes (or is retried) on its own.
      let timer: NodeJS.Timeout | undefined;
      const patience = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.answerWithinMs);
      });
      await Promise.race([delivery, patience]);
      clearTimeout(timer);
    },
    runOnce,
    /** Stops polling and waits for the round in progress. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await Promise.all(inFlight);
    },
  };
}
