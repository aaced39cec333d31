import { type AnyColumn, and, asc, count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { ListQuery, Page } from "../../common/pagination";
import type { Database } from "../db/client";
import { ApiError } from "../lib/errors";

export type ListSpec<T extends PgTable> = {
  table: T;
  /** Columns searched with a case-insensitive substring match of `q`. */
  searchColumns: AnyColumn[];
  /** Sort keys the API accepts, mapped to columns. */
  sortable: Record<string, AnyColumn>;
  /** Used when the query gives no sort, e.g. "-created_at". */
  defaultSort: string;
  /** Filters already built by the caller (status, priority…). */
  filters?: (SQL | undefined)[];
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

export function searchCondition(columns: AnyColumn[], q: string | undefined): SQL | undefined {
  if (!q || columns.length === 0) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

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
  return tiebreak && column !== tiebreak ? [primary, desc(tiebreak)] : [primary];
}
