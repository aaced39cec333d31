import type { Database } from "@server/db/client";
import { requirementForms as forms } from "@server/db/schema";
import { ApiError } from "@server/lib/errors";
import { searchCondition } from "@server/services/list-page";
import { and, asc, desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import { filtersOf, QUOTE_SEARCH_COLUMNS, type QuoteRequestFilters, type QuoteRequestRow } from "./manager";

/**
 * Export sort keys: the list's, as SQL expressions with a type to read a cursor value back as.
 * Nullable project_title sorts as "" so the keyset comparison below never meets a NULL.
 */
const EXPORT_SORTS: Record<string, { key: SQL; type: SQL }> = {
  created_at: { key: sql`${forms.created_at}`, type: sql.raw("timestamptz") },
  status: { key: sql`${forms.status}`, type: sql.raw("text") },
  priority: { key: sql`${forms.priority}`, type: sql.raw("text") },
  name: { key: sql`${forms.name}`, type: sql.raw("text") },
  project_title: { key: sql`coalesce(${forms.project_title}, '')`, type: sql.raw("text") },
};

export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every request matching the list's search, filters and sort, in batches read by keyset
 * (sort value, id) so that 100k rows never sit in memory at once and late pages cost no more
 * than early ones. The sort is checked before the first read, so a bad one is a 400, not a
 * broken download. The cursor is carried as the database's own text of the sort value, so
 * timestamps keep their microseconds.
 */
export function exportQuoteRequests(
  db: Database,
  query: QuoteRequestFilters & { sort?: string },
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<QuoteRequestRow[]> {
  const sort = query.sort ?? "-created_at";
  const descending = sort.startsWith("-");
  const name = descending ? sort.slice(1) : sort;
  const spec = EXPORT_SORTS[name];
  if (!spec) {
    throw new ApiError(400, "invalid_sort", `Cannot sort by "${name}".`, {
      sort: `Use one of: ${Object.keys(EXPORT_SORTS).join(", ")}`,
    });
  }
  const where = and(...filtersOf(query), searchCondition(QUOTE_SEARCH_COLUMNS, query.q));
  const direction = descending ? desc : asc;
  const columns = { ...getTableColumns(forms), sort_key: sql<string>`(${spec.key})::text` };

  return (async function* () {
    let cursor: { key: string; id: string } | undefined;
    for (;;) {
      const after = cursor
        ? descending
          ? sql`(${spec.key}, ${forms.id}) < (${cursor.key}::${spec.type}, ${cursor.id}::uuid)`
          : sql`(${spec.key}, ${forms.id}) > (${cursor.key}::${spec.type}, ${cursor.id}::uuid)`
        : undefined;
      const rows = await db
        .select(columns)
        .from(forms)
        .where(and(where, after))
        .orderBy(direction(spec.key), direction(forms.id))
        .limit(batchSize);
      if (rows.length === 0) return;
      yield rows.map(({ sort_key: _key, ...row }) => row);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      cursor = { key: last.sort_key, id: last.id };
    }
  })();
}
