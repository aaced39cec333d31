import type { ChangeEvent } from "@common/realtime";
import type { AppDeps } from "@server/context";
import { desc, eq, sql } from "drizzle-orm";
import type { ImapFlow } from "imapflow";
import type { AdvisoryLock, Database } from "../../db/client";
import { emailSettings, imapMailboxState } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { fileInboundEmail, parseInboundEmail } from "./inbound";

/**
 * Replies fetched from the mailbox of the e-mail settings (issue 13; ARCHITECTURE.md decision 18).
 *
 * - One poller across processes: the process holding a PostgreSQL advisory lock (on a connection
 *   of its own) polls; the others wait and try again each interval, so one takes over when the
 *   holder stops.
 * - New messages are those with a UID above the last one read (imap_mailbox_state, keyed
 *   "user@host/mailbox"). Each is stored and its UID recorded in one transaction, then marked
 *   \Seen, so nothing is fetched twice. The first time a mailbox is seen (or when its
 *   UIDVALIDITY changes) only its unread messages are taken, not years of read mail.
 * - Polled on an interval and whenever the server announces new mail while IDLE ("exists").
 * - Errors (refused connection, wrong password, lost connection) are logged and retried with
 *   backoff; a change of the e-mail settings reconnects with the new ones.
 */

/** "atrium:imap-poller", as the advisory lock's key. */
export const IMAP_POLLER_LOCK_KEY = 0x61_74_72_69_6d;

export type ImapPollerOptions = {
  /** Between polls (and between attempts to take the lock); default one minute. */
  intervalMs?: number;
  /** First wait after an error, doubled each time up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
};

export type ImapSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
};

type Deps = Pick<AppDeps, "db" | "dbHandle" | "secrets" | "logger"> & {
  bus?: Pick<AppDeps["bus"], "subscribe">;
};

/** The active settings' mailbox, when IMAP is on and complete; null otherwise. */
export async function loadImapSettings(
  deps: Pick<Deps, "db" | "secrets" | "logger">,
): Promise<ImapSettings | null> {
  const [row] = await deps.db
    .select()
    .from(emailSettings)
    .where(eq(emailSettings.is_active, true))
    .orderBy(desc(emailSettings.updated_at))
    .limit(1);
  if (!row?.imap_enabled || !row.imap_host || !row.imap_username || !row.imap_password_encrypted) return null;
  let password: string;
  try {
    password = deps.secrets.decrypt(row.imap_password_encrypted);
  } catch {
    deps.logger.warn(
      "the IMAP password cannot be decrypted (APP_SECRET changed?); set it again in the e-mail settings",
    );
    return null;
  }
  return {
    host: row.imap_host,
    port: row.imap_port,
    secure: row.imap_secure,
    user: row.imap_username,
    password,
    mailbox: row.imap_mailbox || "INBOX",
  };
}

export const mailboxKey = (s: Pick<ImapSettings, "user" | "host" | "mailbox">) =>
  `${s.user}@${s.host}/${s.mailbox}`;

/** Records UID `uid` as read under `uidValidity` (never moving backwards). */
async function recordUid(db: Database, key: string, uidValidity: number, uid: number) {
  await db
    .insert(imapMailboxState)
    .values({ mailbox: key, uid_validity: uidValidity, last_uid: uid })
    .onConflictDoUpdate({
      target: imapMailboxState.mailbox,
      set: {
        uid_validity: uidValidity,
        last_uid: sql`case when ${imapMailboxState.uid_validity} = ${uidValidity}
          then greatest(${imapMailboxState.last_uid}, ${uid}) else ${uid} end`,
        updated_at: new Date(),
      },
    });
}

/** The server's own words where imapflow has them ("Command failed" says nothing). */
export function describeImapError(err: unknown): string {
  const e = err as { message?: string; responseText?: string; authenticationFailed?: boolean; code?: string };
  const detail = e.responseText?.trim();
  if (e.authenticationFailed) return `IMAP authentication failed${detail ? `: ${detail}` : ""}`;
  return detail || e.message || String(err);
}

export function createImapPoller(deps: Deps, options: ImapPollerOptions = {}) {
  const intervalMs = options.intervalMs ?? 60_000;
  const backoffMs = options.backoffMs ?? 1_000;
  const maxBackoffMs = options.maxBackoffMs ?? 5 * 60_000;
  const log = deps.logger;

  const stats = {
    /** Completed polls of the mailbox. */
    polls: 0,
    /** Messages fetched from the server. */
    fetched: 0,
    /** Messages stored (duplicates and unreadable ones are fetched but not stored). */
    stored: 0,
    connected: false,
    holdsLock: false,
    /** Attempts to take the lock (another process may hold it). */
    lockTries: 0,
    lastError: null as string | null,
  };

  let running: Promise<void> | null = null;
  let stopped = false;
  let reload = false;
  let pollWanted = false;
  let client: ImapFlow | null = null;
  let lock: AdvisoryLock | null = null;
  let unsubscribe: (() => void) | null = null;
  let nudgeWaiter: (() => void) | null = null;

  /** Ends the current wait early (new mail, new settings, stop). */
  const nudge = () => {
    nudgeWaiter?.();
    nudgeWaiter = null;
  };
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      nudgeWaiter = done;
    });

  async function poll(imap: ImapFlow, settings: ImapSettings) {
    const mailbox = imap.mailbox;
    if (!mailbox) throw new Error("no mailbox open");
    const key = mailboxKey(settings);
    const uidValidity = Number(mailbox.uidValidity);
    const [state] = await deps.db.select().from(imapMailboxState).where(eq(imapMailboxState.mailbox, key));
    const firstSight = !state || state.uid_validity !== uidValidity;
    const last = firstSight ? 0 : state.last_uid;
    const found = await imap.search(firstSight ? { seen: false } : { uid: `${last + 1}:*` }, { uid: true });
    // "n:*" always names the last message, even when its UID is below n.
    const uids = (found || []).filter((uid) => uid > last).sort((a, b) => a - b);
    for (const uid of uids) {
      if (stopped || reload) return;
      const message = await imap.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
      stats.fetched++;
      let parsed: Awaited<ReturnType<typeof parseInboundEmail>> | null = null;
      if (message && message.source) {
        try {
          parsed = await parseInboundEmail(message.source);
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          // Unreadable or without a sender: skipped for good, not fetched again and again.
          log.warn({ uid, mailbox: key, reason: err.message }, "skipped a message in the mailbox");
        }
      }
      await deps.db.transaction(async (tx) => {
        if (parsed) {
          const result = await fileInboundEmail(tx, parsed);
          if (result.status === "stored") stats.stored++;
        }
        await recordUid(tx, key, uidValidity, uid);
      });
      await imap.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
    }
    if (firstSight) {
      // Read mail already there is history, not replies to fetch later.
      await recordUid(deps.db, key, uidValidity, Math.max(0, (mailbox.uidNext ?? 1) - 1, ...uids));
    }
    stats.polls++;
  }

  /** Connects, polls, then waits for new mail or the interval, until the settings change or it stops. */
  async function session(settings: ImapSettings) {
    // Loaded when a mailbox is configured: most processes never poll, and the library is large.
    const { ImapFlow } = await import("imapflow");
    const imap = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: { user: settings.user, pass: settings.password },
      logger: false,
      connectionTimeout: 30_000,
      greetingTimeout: 15_000,
      // Between polls nothing else is asked: IDLE at once, so new mail is announced as it lands.
      autoIdleDelay: 500,
    });
    client = imap;
    let closed = false;
    imap.on("error", (err: Error) => {
      stats.lastError = describeImapError(err);
    });
    imap.on("close", () => {
      closed = true;
      nudge();
    });
    imap.on("exists", () => {
      pollWanted = true;
      nudge();
    });
    try {
      await imap.connect();
      await imap.mailboxOpen(settings.mailbox);
      stats.connected = true;
      stats.lastError = null;
      for (;;) {
        pollWanted = false;
        await poll(imap, settings);
        if (stopped || reload) break;
        if (!pollWanted) await wait(intervalMs);
        if (stopped || reload) break;
        if (closed) throw new Error("The mail server closed the connection");
      }
    } finally {
      stats.connected = false;
      client = null;
      if (!closed) await imap.logout().catch(() => imap.close());
    }
  }

  async function run() {
    let failures = 0;
    while (!stopped) {
      reload = false;
      try {
        const settings = await loadImapSettings(deps);
        if (!settings) {
          await releaseLock();
          await wait(intervalMs);
          continue;
        }
        if (!lock) stats.lockTries++;
        lock ??= await deps.dbHandle.tryAdvisoryLock(IMAP_POLLER_LOCK_KEY);
        stats.holdsLock = lock !== null;
        if (!lock) {
          // Another process polls; try again later, to take over if it stops.
          await wait(intervalMs);
          continue;
        }
        await session(settings);
        failures = 0;
      } catch (err) {
        if (stopped) break;
        failures++;
        stats.lastError = describeImapError(err);
        const delay = Math.min(maxBackoffMs, backoffMs * 2 ** (failures - 1));
        log.warn({ err: stats.lastError, retryInMs: delay }, "IMAP polling failed; retrying");
        if (!reload) await wait(delay);
      }
    }
    await releaseLock();
  }

  async function releaseLock() {
    const held = lock;
    lock = null;
    stats.holdsLock = false;
    if (held) await held.release();
  }

  return {
    stats,
    start() {
      if (running) return;
      stopped = false;
      unsubscribe =
        deps.bus?.subscribe((event: ChangeEvent) => {
          if (event.table === "email_settings") this.restart();
        }) ?? null;
      running = run().catch((err) => log.error({ err }, "the IMAP poller stopped"));
    },
    /** Reconnects with the settings as they are now. */
    restart() {
      reload = true;
      nudge();
    },
    /** Polls now rather than at the next interval (tests, and an admin's "check now"). */
    pollSoon() {
      pollWanted = true;
      nudge();
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      unsubscribe = null;
      nudge();
      if (client) await client.logout().catch(() => client?.close());
      await running;
      running = null;
    },
  };
}

export type ImapPoller = ReturnType<typeof createImapPoller>;
