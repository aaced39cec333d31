import { hasPermission } from "@common/auth";
import { CONTACT_STATUSES, PRIORITIES, REQUIREMENT_STATUSES } from "@common/options";
import { tool } from "ai";
import { and, count, desc, eq, gte, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "../../db/client";
import { contactMessages, requirementForms } from "../../db/schema";
import { MESSAGE_SEARCH_COLUMNS } from "../contact-messages";
import { searchCondition } from "../list-page";
import { QUOTE_SEARCH_COLUMNS } from "../quote-requests/manager";

/**
 * The read-only tools the chat model may call (AI SDK tool calling), so an answer about the
 * site's leads comes from the database: find quote requests, find contact messages, counts over a
 * range. Each answers a bounded number of rows, and only a user allowed to read the table gets
 * the tool at all.
 */

export const TOOL_ROW_LIMIT = 50;
const DEFAULT_ROWS = 20;

const since = z
  .string()
  .trim()
  .refine((v) => !Number.isNaN(Date.parse(v)), "A date such as 2026-03-16 or 2026-03-16T09:00:00Z")
  .optional()
  .describe("Only rows created at or after this date or date-time (ISO 8601, UTC)");
const q = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .optional()
  .describe("Words to look for in names, e-mail addresses, companies and texts");
const limit = z
  .number()
  .int()
  .min(1)
  .max(TOOL_ROW_LIMIT)
  .optional()
  .describe(`How many rows to return, newest first (default ${DEFAULT_ROWS}, at most ${TOOL_ROW_LIMIT})`);

const STATS_RANGES = ["today", "7d", "30d", "90d", "all"] as const;
type StatsRange = (typeof STATS_RANGES)[number];

/** The start of a range ending `now`: today is since UTC midnight; "all" has none. */
export function rangeStart(range: StatsRange, now: Date): Date | null {
  if (range === "all") return null;
  if (range === "today") return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const days = Number.parseInt(range, 10);
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

const iso = (d: Date) => d.toISOString();

/** Rows matching, newest first, bounded; and how many match in all. */
async function findRows<Row>(
  db: Database,
  table: typeof requirementForms | typeof contactMessages,
  columns: Record<string, PgColumn>,
  conditions: (SQL | undefined)[],
  rowLimit: number | undefined,
) {
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(desc(table.created_at))
      .limit(rowLimit ?? DEFAULT_ROWS),
    db.select({ n: count() }).from(table).where(where),
  ]);
  const list = (rows as Record<string, unknown>[]).map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? iso(v) : v])),
  ) as Row[];
  return { total_matching: total?.n ?? 0, returned: list.length, rows: list };
}

/** Counts by a column over the rows since `start`, as { value: count }. */
async function countsBy(
  db: Database,
  table: typeof requirementForms | typeof contactMessages,
  column: PgColumn,
  start: Date | null,
) {
  const rows = await db
    .select({ key: column, n: count() })
    .from(table)
    .where(start ? gte(table.created_at, start) : undefined)
    .groupBy(column);
  return Object.fromEntries(rows.map((r) => [String(r.key), r.n]));
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/**
 * The tools for a user holding `permissions` at `now`: find_quote_requests with
 * requirement_forms:read, find_contact_messages with contact_messages:read, and stats when either.
 */
export function chatTools(db: Database, permissions: readonly string[], now: () => Date = () => new Date()) {
  const quotes = hasPermission(permissions, "requirement_forms", "read");
  const messages = hasPermission(permissions, "contact_messages", "read");

  const findQuoteRequests = tool({
    description:
      "Find quote requests (leads from the website's quote form), newest first. Filter by status, " +
      "priority, creation date and words; answers the matching rows and how many match in all.",
    inputSchema: z.object({
      status: z.enum(REQUIREMENT_STATUSES).optional(),
      priority: z.enum(PRIORITIES).optional(),
      since,
      q,
      limit,
    }),
    execute: async (input) =>
      findRows(
        db,
        requirementForms,
        {
          id: requirementForms.id,
          name: requirementForms.name,
          email: requirementForms.email,
          company: requirementForms.company,
          project_type: requirementForms.project_type,
          budget_range: requirementForms.budget_range,
          priority: requirementForms.priority,
          status: requirementForms.status,
          created_at: requirementForms.created_at,
        },
        [
          input.status ? eq(requirementForms.status, input.status) : undefined,
          input.priority ? eq(requirementForms.priority, input.priority) : undefined,
          input.since ? gte(requirementForms.created_at, new Date(input.since)) : undefined,
          searchCondition(QUOTE_SEARCH_COLUMNS, input.q),
        ],
        input.limit,
      ),
  });

  const findContactMessages = tool({
    description:
      "Find messages from the website's contact form, newest first. Filter by status, creation " +
      "date and words; answers the matching rows (with the start of each message) and how many match.",
    inputSchema: z.object({ status: z.enum(CONTACT_STATUSES).optional(), since, q, limit }),
    execute: async (input) => {
      const found = await findRows<{ message: string }>(
        db,
        contactMessages,
        {
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          company: contactMessages.company,
          status: contactMessages.status,
          priority: contactMessages.priority,
          message: contactMessages.message,
          created_at: contactMessages.created_at,
        },
        [
          input.status ? eq(contactMessages.status, input.status) : undefined,
          input.since ? gte(contactMessages.created_at, new Date(input.since)) : undefined,
          searchCondition(MESSAGE_SEARCH_COLUMNS, input.q),
        ],
        input.limit,
      );
      for (const row of found.rows) {
        if (row.message.length > 300) row.message = `${row.message.slice(0, 300)}…`;
      }
      return found;
    },
  });

  const stats = tool({
    description:
      "Count quote requests (by status and priority) and contact messages (by status) created " +
      "today (since UTC midnight), in the last 7, 30 or 90 days, or in all.",
    inputSchema: z.object({ range: z.enum(STATS_RANGES) }),
    execute: async ({ range }) => {
      const at = now();
      const start = rangeStart(range, at);
      const answer: Record<string, unknown> = { range, from: start ? iso(start) : null, to: iso(at) };
      if (quotes) {
        const byStatus = await countsBy(db, requirementForms, requirementForms.status, start);
        const byPriority = await countsBy(db, requirementForms, requirementForms.priority, start);
        answer.quote_requests = { total: sum(byStatus), by_status: byStatus, by_priority: byPriority };
      }
      if (messages) {
        const byStatus = await countsBy(db, contactMessages, contactMessages.status, start);
        answer.contact_messages = { total: sum(byStatus), by_status: byStatus };
      }
      return answer;
    },
  });

  return {
    ...(quotes ? { find_quote_requests: findQuoteRequests } : {}),
    ...(messages ? { find_contact_messages: findContactMessages } : {}),
    ...(quotes || messages ? { stats } : {}),
  };
}

export type ChatTools = ReturnType<typeof chatTools>;
