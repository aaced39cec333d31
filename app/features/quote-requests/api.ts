import type { Page } from "@common/pagination";
import type { AdminQuoteRequest, QuoteRequestStats } from "@common/schemas/quote-admin";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/quote-requests";

/** ["admin", "requirement_forms", …]: the shell's live events invalidate everything under it. */
export const quoteRequestsKey = ["admin", "requirement_forms"] as const;

export const QUOTE_PAGE_SIZE = 20;

export function useQuoteRequestList(query: string) {
  return useQuery({
    queryKey: [...quoteRequestsKey, "list", query],
    queryFn: ({ signal }) => api<Page<AdminQuoteRequest>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useQuoteRequestStats() {
  return useQuery({
    queryKey: [...quoteRequestsKey, "stats"],
    queryFn: ({ signal }) => api<QuoteRequestStats>(`${BASE}/stats`, { signal }),
  });
}

/** One request, fresh from the server; the list's copy shows until it arrives. */
export function useQuoteRequest(id: string | null, fromList?: AdminQuoteRequest) {
  return useQuery({
    queryKey: [...quoteRequestsKey, "detail", id],
    queryFn: ({ signal }) => api<AdminQuoteRequest>(`${BASE}/${id}`, { signal }),
    enabled: id !== null,
    placeholderData: fromList,
  });
}

export type QuoteRequestPatch = {
  status?: string;
  priority?: string;
  admin_notes?: string | null;
  estimated_cost?: string | null;
};

export function useUpdateQuoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: QuoteRequestPatch }) =>
      api<AdminQuoteRequest>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: (row) => client.setQueryData([...quoteRequestsKey, "detail", row.id], row),
    onSettled: () => client.invalidateQueries({ queryKey: quoteRequestsKey }),
  });
}

export function useDeleteQuoteRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => client.removeQueries({ queryKey: [...quoteRequestsKey, "detail", id] }),
    onSettled: () => client.invalidateQueries({ queryKey: quoteRequestsKey }),
  });
}

/** The CSV download of everything the list's search, filters and sort match (no paging). */
export function exportUrl(params: { q: string; sort: string; status: string; priority: string }): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return `${BASE}/export.csv${text ? `?${text}` : ""}`;
}
