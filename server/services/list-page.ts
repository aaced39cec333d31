import type { ListQuery, Page } from "@common/pagination";
import { type AnyColumn, and, asc, count, desc, ilike, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { ApiError } from "../lib/errors";

export type ListSpec<T extends PgTable> = {
  table: T;
  /** Columns searched with a case-insensitive substring match of `q`. */
  searchColumns: AnyColumn[];
  /** Sort keys the API accepts, mapped to columns (or an expression, e.g. a coalesce). */
  sortable: Record<string, AnyColumn | SQL>;
  /** Used when the query gives no sort, e.g. "-created_at". */
  defaultSort: string;
  /** Filters already built by the caller (status, priority…). */
  filters?: (SQL | undefined)[];
  /** Order for ties of the chosen sort, before the id, e.g. [asc(title)] after order_index. */
  thenBy?: SQL[];
};

/**
 * The one list helper: search, filters, sort and pagination done in SQL, answering
 * { items, total, page, pageSize }. Every list endpoint goes through it.
 */
export async function listPage<T extends PgTable>(
  db: Database,
  spec: ListSpec<T>,
  query: ListQuery,
): Promise<Page<T["$inferSelect"]>> {
  const where = and(...(spec.filters ?? []), searchCondition(spec.searchColumns, query.q));
  const order = orderBy(spec, query.sort ?? spec.defaultSort);
  const offset = (query.page - 1) * query.pageSize;
  const [items, [totals]] = await Promise.all([
    db
      .select()
      .from(spec.table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(offset),
    db
      .select({ n: count() })
      .from(spec.table as PgTable)
      .where(where),
  ]);
  return {
    items: items as T["$inferSelect"][],
    total: totals?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** A table shown in an order staff choose. */
type OrderedTable = PgTable & { order_index: AnyColumn; created_at: AnyColumn };

/**
 * The back-office list of a table shown in a chosen order: searched in `searchColumns`, sortable
 * by order_index, created_at and `sortable`'s own keys, in display order unless sorted otherwise.
 */
export function orderedListPage<T extends OrderedTable>(
  table: T,
  searchColumns: AnyColumn[],
  sortable: Record<string, AnyColumn | SQL>,
) {
  const spec: ListSpec<T> = {
    table,
    searchColumns,
    sortable: { order_index: table.order_index, ...sortable, created_at: table.created_at },
    defaultSort: "order_index",
  };
  return (db: Database, query: ListQuery) => listPage(db, spec, query);
}

/**
 * A case-insensitive substring match of `q` over the columns, written as one expression (the
 * columns joined by spaces) so that a trigram index on exactly that expression can serve it:
 * migration 0002 indexes the inbox tables' search columns this way. Keep the column order in
 * step with the migration.
 */
export function searchCondition(columns: AnyColumn[], q: string | undefined): SQL | undefined {
  if (!q || columns.length === 0) return undefined;
  return ilike(searchDocument(columns), likePattern(q));
}

/** `%q%` for ILIKE, with the pattern characters of `q` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** coalesce(a, '') || ' ' || coalesce(b, '') …, with inline literals (an index must match it). */
export function searchDocument(columns: AnyColumn[]): SQL {
  const joined = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql.raw(" || ' ' || "),
  );
  return sql`(${joined})`;
}

/** A stat card's figure: the rows matching `condition`, counted beside other figures in one select. */
export const countWhere = (condition: SQL | undefined) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

function orderBy<T extends PgTable>(spec: ListSpec<T>, sort: string): SQL[] {
  const descending = sort.startsWith("-");
  const key = descending ? sort.slice(1) : sort;
  const column = spec.sortable[key];
  if (!column) {
    throw new ApiError(400, "invalid_sort", `Cannot sort by "${key}".`, {
      sort: `Use one of: ${Object.keys(spec.sortable).join(", ")}`,
    });
  }
  const tiebreak = "id" in spec.table ? (spec.table.id as AnyColumn) : undefined;
  const primary = descending ? desc(column) : asc(column);
  const then = spec.thenBy ?? [];
  return tiebreak && column !== tiebreak ? [primary, ...then, desc(tiebreak)] : [primary, ...then];
}
