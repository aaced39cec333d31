import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "~/lib/api";
import type { Page } from "../../../common/pagination";

/** A client's view of one of their own quote requests (GET /api/v1/account/quote-requests). */
export type OwnQuoteRequest = {
  id: string;
  project_title: string | null;
  project_type: string;
  status: string;
  created_at: string;
  budget_range: string | null;
  timeline: string | null;
};

/** Invalidated when the wizard stores a request, so the client area shows it at once. */
export const ownQuoteRequestsKey = ["account", "quote-requests"] as const;

export const OWN_REQUESTS_PAGE_SIZE = 10;

export function fetchOwnQuoteRequests(page: number): Promise<Page<OwnQuoteRequest>> {
  return api<Page<OwnQuoteRequest>>(
    `/api/v1/account/quote-requests?page=${page}&pageSize=${OWN_REQUESTS_PAGE_SIZE}&sort=-created_at`,
  );
}

/** The signed-in client's requests, newest first; `initial` is page 1 as the server rendered it. */
export function useOwnQuoteRequests(page: number, initial?: { data: Page<OwnQuoteRequest>; at: number }) {
  return useQuery({
    queryKey: [...ownQuoteRequestsKey, page],
    queryFn: () => fetchOwnQuoteRequests(page),
    initialData: page === 1 ? initial?.data : undefined,
    initialDataUpdatedAt: page === 1 ? initial?.at : undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * A date as the lists show it (ARCHITECTURE.md, conventions): under 24 h the time, under 168 h
 * the weekday and time, else month and day (with the year when it is not this year).
 */
export function formatListDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const hours = (now.getTime() - date.getTime()) / 3_600_000;
  const time: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
  if (hours < 24 && hours > -1) return date.toLocaleTimeString(undefined, time);
  if (hours < 168 && hours > 0) return date.toLocaleString(undefined, { weekday: "short", ...time });
  return date.toLocaleDateString(undefined, {
    month: "short",
    day: "numeric",
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: "numeric" }),
  });
}
