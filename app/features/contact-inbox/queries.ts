import type { Page } from "@common/pagination";
import type {
  ContactMessage,
  ContactMessageStats,
  ContactMessageUpdate,
} from "@common/schemas/contact-messages";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/contact-messages";

/** Every inbox query starts with this key: the shell's live updates invalidate it (table name). */
export const contactMessagesKey = ["admin", "contact_messages"] as const;

export const INBOX_PAGE_SIZE = 20;

/** One page of the list; `query` is the URL's search, filters and page as an API query string. */
export function useContactMessages(query: string) {
  return useQuery({
    queryKey: [...contactMessagesKey, "list", query],
    queryFn: ({ signal }) => api<Page<ContactMessage>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessageStats() {
  return useQuery({
    queryKey: [...contactMessagesKey, "stats"],
    queryFn: ({ signal }) => api<ContactMessageStats>(`${BASE}/stats`, { signal }),
  });
}

const detailKey = (id: string) => [...contactMessagesKey, "detail", id];

/** The message in the details dialog, starting from the list's copy and kept live after that. */
export function useContactMessage(initial: ContactMessage) {
  return useQuery({
    queryKey: detailKey(initial.id),
    queryFn: ({ signal }) => api<ContactMessage>(`${BASE}/${initial.id}`, { signal }),
    initialData: initial,
  });
}

export function useUpdateContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ContactMessageUpdate }) =>
      api<ContactMessage>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: (row) => {
      client.setQueryData(detailKey(row.id), row);
      void client.invalidateQueries({ queryKey: contactMessagesKey });
    },
  });
}

export function useDeleteContactMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: detailKey(id) });
      void client.invalidateQueries({ queryKey: contactMessagesKey });
    },
  });
}
