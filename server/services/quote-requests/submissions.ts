import { randomUUID } from "node:crypto";
import type { ListQuery } from "@common/pagination";
import {
  missingRequiredFields,
  normaliseQuote,
  normaliseSource,
  type OwnQuoteRequest,
  OwnQuoteRequestSchema,
  QUOTE_TEXT,
  type QuoteRequestCreate,
} from "@common/schemas/quote-requests";
import type { Database } from "@server/db/client";
import { rowStatements } from "@server/db/row-statements";
import { emailSettings, requirementForms as forms } from "@server/db/schema";
import { ApiError } from "@server/lib/errors";
import { groupCommitPer } from "@server/lib/group-commit";
import { type NotifyContext, notifyNewQuoteRequest } from "@server/services/email/notifications";
import { listPage } from "@server/services/list-page";
import { guardPublicForm } from "@server/services/spam-guard";
import { eq, getTableColumns, type Placeholder, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import type { QuoteRequestRow } from "./manager";

/** Quote requests from the outside: the Get a Quote wizard's submission and a client's own list. */

/** Where a submission came from, as the server saw it (never taken from the body, except `source`). */
export type SubmissionMeta = {
  ip: string | null;
  userAgent: string | null;
  /** The page the dialog was opened on, as sent by the wizard; normalised here. */
  source: unknown;
  /** The signed-in user, if any. */
  userId: string | null;
  /** When given, the new request is announced by e-mail (if e-mail is configured). */
  notify?: NotifyContext;
  /** Called when messages were queued (the outbox may send them now). */
  onQueued?: () => void;
};

const USER_AGENT_MAX = 500;

/**
 * The checks a raw quote submission must pass before its fields are even validated, in order:
 * the spam guard (honeypot, minimum fill time, per-address limit → 400 / 429), then the server-side
 * check of spec 1 §5.2 (name, email, project type and description present → else 400
 * "Missing required fields", with the missing fields named).
 */
export async function screenQuoteSubmission(
  db: Database,
  body: unknown,
  ip: string | null,
  formRateLimit?: number,
): Promise<void> {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  await guardPublicForm(db, "quote", record, ip, Date.now(), formRateLimit);
  const missing = missingRequiredFields(record);
  if (Object.keys(missing).length > 0) {
    throw new ApiError(400, "missing_required_fields", QUOTE_TEXT.missingRequired, missing);
  }
}

/**
 * Stores a validated quote request (spec 1 §5.2, §7.6): normalised, status "new", priority
 * "normal", with the visitor's address and browser from the request, and linked to the signed-in
 * client when there is one. Answers the stored row.
 *
 * One statement (shared with the submissions that arrive at the same time): the insert answers the
 * row and whether e-mail is configured; only then are the staff notice and the acknowledgement queued, in a transaction of their own that never fails the
 * submission (a crash between the two loses the notice, never the request).
 */
export async function createQuoteRequest(
  db: Database,
  input: QuoteRequestCreate,
  meta: SubmissionMeta,
): Promise<QuoteRequestRow> {
  const missing = missingRequiredFields(input);
  if (Object.keys(missing).length > 0) {
    throw new ApiError(400, "missing_required_fields", QUOTE_TEXT.missingRequired, missing);
  }
  const stored = await quoteInserts(db).submit({
    id: randomUUID(),
    ...normaliseQuote(input),
    status: "new",
    priority: "normal",
    ip_address: meta.ip,
    user_agent: meta.userAgent?.slice(0, USER_AGENT_MAX) || null,
    source: normaliseSource(meta.source),
    user_id: meta.userId,
  });
  const { mailConfigured, ...row } = stored;
  const notify = meta.notify;
  if (mailConfigured && notify) {
    // Staff notice and acknowledgement; logged, never thrown (notifications.ts).
    const queued = await db.transaction((tx) => notifyNewQuoteRequest(tx, notify, row));
    if (queued > 0) meta.onQueued?.();
  }
  return row;
}

const ALL_COLUMNS = getTableColumns(forms);
/** Whether an active e-mail configuration exists (notifications.ts would find none otherwise). */
const MAIL_CONFIGURED = sql<boolean>`exists (select 1 from ${emailSettings} where ${emailSettings.is_active})`;

type NewQuoteRow = typeof forms.$inferInsert & { id: string };
type StoredQuote = QuoteRequestRow & { mailConfigured: boolean };

/** The insert of many rows, kept per shape (db/row-statements.ts). */
const insertQuotes = rowStatements("quote_insert", (db, rows: Record<keyof NewQuoteRow, Placeholder>[]) =>
  db
    .insert(forms)
    .values(rows as PgInsertValue<typeof forms>[])
    .returning({ ...ALL_COLUMNS, mailConfigured: MAIL_CONFIGURED }),
);

/**
 * Submissions arriving together are stored by one statement (group commit, lib/group-commit.ts):
 * one insert of many rows, each answered its own row (matched by the id given here).
 */
const quoteInserts = groupCommitPer(async (db: Database, rows: NewQuoteRow[]): Promise<StoredQuote[]> => {
  // Every row is made by createQuoteRequest, so all have the first one's fields.
  const fields = Object.keys(rows[0] ?? {}) as (keyof NewQuoteRow)[];
  const stored = await insertQuotes.run(db, fields, rows);
  const byId = new Map(stored.map((row) => [row.id, row]));
  return rows.map((row) => {
    const found = byId.get(row.id);
    // Spec 1 §7.6: an empty answer is an error.
    if (!found) throw new Error("No data returned from insert operation");
    return found;
  });
});

/** What a client sees of their own request: the fields of its contract, OwnQuoteRequest. */
const OWN_FIELDS = Object.keys(OwnQuoteRequestSchema.shape) as (keyof OwnQuoteRequest)[];
type OwnQuoteRequestRow = Pick<QuoteRequestRow, keyof OwnQuoteRequest>;
const ownFields = (row: QuoteRequestRow) =>
  Object.fromEntries(OWN_FIELDS.map((key) => [key, row[key]])) as OwnQuoteRequestRow;

/** One client's own quote requests, newest first by default (ARCHITECTURE.md §15). */
export async function listOwnQuoteRequests(db: Database, userId: string, query: ListQuery) {
  const page = await listPage(
    db,
    {
      table: forms,
      searchColumns: [forms.project_title, forms.project_type],
      sortable: {
        created_at: forms.created_at,
        status: forms.status,
        project_title: forms.project_title,
      },
      defaultSort: "-created_at",
      filters: [eq(forms.user_id, userId)],
    },
    query,
  );
  return { ...page, items: page.items.map(ownFields) };
}
