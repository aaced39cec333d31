import { QuoteRequestSchema, QuoteRequestStatsSchema } from "@common/schemas/quote-requests";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/quote-requests`, its stats, queries and writes. */
export const quoteRequests = adminResource({
  name: "quote-requests",
  item: QuoteRequestSchema,
  stats: QuoteRequestStatsSchema,
});

/** The CSV download of everything the list's search, filters and sort match (no paging). */
export function exportUrl(params: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return `${quoteRequests.base}/export.csv${text ? `?${text}` : ""}`;
}
