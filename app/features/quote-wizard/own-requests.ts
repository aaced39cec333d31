import { type Page, pageSchema } from "@common/pagination";
import { type OwnQuoteRequest, OwnQuoteRequestSchema } from "@common/schemas/quote-requests";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "~/lib/api";
import { QUOTE_SUBMITTED_EVENT } from "./events";

export const ownQuoteRequestsKey = ["account", "quote-requests"] as const;

export const OWN_REQUESTS_PAGE_SIZE = 10;

const OwnQuoteRequestPageSchema = pageSchema(OwnQuoteRequestSchema);

/** A page of the signed-in client's requests (GET /api/v1/account/quote-requests). */
export function fetchOwnQuoteRequests(page: number): Promise<Page<OwnQuoteRequest>> {
  return api(
    `/api/v1/account/quote-requests?page=${page}&pageSize=${OWN_REQUESTS_PAGE_SIZE}&sort=-created_at`,
    { schema: OwnQuoteRequestPageSchema },
  );
}

/** The signed-in client's requests, newest first; `initial` is page 1 as the server rendered it. */
export function useOwnQuoteRequests(page: number, initial?: { data: Page<OwnQuoteRequest>; at: number }) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: ownQuoteRequestsKey });
    window.addEventListener(QUOTE_SUBMITTED_EVENT, refresh);
    return () => window.removeEventListener(QUOTE_SUBMITTED_EVENT, refresh);
  }, [client]);
  return useQuery({
    queryKey: [...ownQuoteRequestsKey, page],
    queryFn: () => fetchOwnQuoteRequests(page),
    initialData: page === 1 ? initial?.data : undefined,
    initialDataUpdatedAt: page === 1 ? initial?.at : undefined,
    placeholderData: keepPreviousData,
  });
}
