import type { ListQuery } from "@common/pagination";
import type { QuoteRequestStats, QuoteRequestUpdate } from "@common/schemas/quote-requests";
import type { Database } from "@server/db/client";
import { requirementForms as forms } from "@server/db/schema";
import { notFound } from "@server/lib/errors";
import { type Actor, diffChanges, writeAudit } from "@server/services/audit";
import { findById } from "@server/services/content-crud";
import { countWhere, listPage } from "@server/services/list-page";
import { count, eq, gte, type SQL } from "drizzle-orm";

/**
 * The back office's Requirement Forms manager (spec 2 §2–§5): list, stats, one request, edits
 * (status, priority, notes, cost) and delete. Writes are audited as "requirement_forms".
 */

export type QuoteRequestRow = typeof forms.$inferSelect;

const ENTITY = "requirement_forms";
const NOT_FOUND = "The quote request";

export type QuoteRequestFilters = { q?: string; status?: string; priority?: string };

/** Searched together; the same columns, in this order, as the trigram index of migration 0002. */
export const QUOTE_SEARCH_COLUMNS = [
  forms.name,
  forms.email,
  forms.company,
  forms.project_title,
  forms.project_type,
  forms.project_description,
];

export function filtersOf(query: QuoteRequestFilters): (SQL | undefined)[] {
  return [
    query.status ? eq(forms.status, query.status) : undefined,
    query.priority ? eq(forms.priority, query.priority) : undefined,
  ];
}

/** The list: search, status and priority filters, sort and pages, all in SQL. */
export function listQuoteRequests(db: Database, query: ListQuery & QuoteRequestFilters) {
  return listPage(
    db,
    {
      table: forms,
      searchColumns: QUOTE_SEARCH_COLUMNS,
      sortable: {
        created_at: forms.created_at,
        status: forms.status,
        priority: forms.priority,
        name: forms.name,
        project_title: forms.project_title,
      },
      defaultSort: "-created_at",
      filters: filtersOf(query),
    },
    query,
  );
}

/**
 * Spec 2 §9: "this month" starts on the first of the month (server time zone), "this week" is
 * the last 7 days.
 */
export function statsWindows(now: Date): { monthStart: Date; weekStart: Date } {
  return {
    monthStart: new Date(now.getFullYear(), now.getMonth(), 1),
    weekStart: new Date(now.getTime() - 7 * 24 * 3_600_000),
  };
}

/** Spec 2 §3's stats, in one query. high_priority counts "high" only; urgent is its own figure. */
export async function quoteRequestStats(db: Database, now = new Date()): Promise<QuoteRequestStats> {
  const { monthStart, weekStart } = statsWindows(now);
  const [row] = await db
    .select({
      total: count(),
      new: countWhere(eq(forms.status, "new")),
      reviewing: countWhere(eq(forms.status, "reviewing")),
      quoted: countWhere(eq(forms.status, "quoted")),
      accepted: countWhere(eq(forms.status, "accepted")),
      rejected: countWhere(eq(forms.status, "rejected")),
      archived: countWhere(eq(forms.status, "archived")),
      high_priority: countWhere(eq(forms.priority, "high")),
      urgent: countWhere(eq(forms.priority, "urgent")),
      this_month: countWhere(gte(forms.created_at, monthStart)),
      this_week: countWhere(gte(forms.created_at, weekStart)),
    })
    .from(forms);
  if (!row) throw new Error("Stats query returned nothing");
  return row;
}

export async function getQuoteRequest(db: Database, id: string): Promise<QuoteRequestRow> {
  return findById(db, forms, id, NOT_FOUND);
}

/** Applies a validated partial update, audited with what changed. A save that changes nothing writes nothing. */
export async function updateQuoteRequest(
  db: Database,
  actor: Actor,
  id: string,
  patch: QuoteRequestUpdate,
): Promise<QuoteRequestRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(forms).where(eq(forms.id, id)).for("update");
    if (!current) throw notFound(NOT_FOUND);
    const fields = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const before = Object.fromEntries(
      Object.keys(fields).map((k) => [k, current[k as keyof QuoteRequestRow]]),
    );
    const changes = diffChanges(before, fields);
    // "2500" sent for a stored "2500.00" is no change.
    const cost = changes.estimated_cost;
    if (cost && cost.from !== null && cost.to !== null && Number(cost.from) === Number(cost.to)) {
      delete changes.estimated_cost;
    }
    if (Object.keys(changes).length === 0) return current;
    const [row] = await tx.update(forms).set(fields).where(eq(forms.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    // Stored row against stored row: the cost as the column keeps it (e.g. "2500.00").
    await writeAudit(tx, actor, {
      action: "update",
      entityType: ENTITY,
      entityId: id,
      changes: diffChanges(current, row),
    });
    return row;
  });
}

/** Deletes one request; the audit record keeps who sent it and what it was about. */
export async function deleteQuoteRequest(db: Database, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(forms).where(eq(forms.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND);
    await writeAudit(tx, actor, {
      action: "delete",
      entityType: ENTITY,
      entityId: id,
      changes: {
        deleted: {
          name: row.name,
          email: row.email,
          project_title: row.project_title,
          project_type: row.project_type,
          status: row.status,
          created_at: row.created_at.toISOString(),
        },
      },
    });
  });
}
