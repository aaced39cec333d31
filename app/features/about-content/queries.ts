import type { Page } from "@common/pagination";
import type { AboutContent, AboutContentCreate, AboutContentUpdate } from "@common/schemas/about-content";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/about-content";
/** ["admin", <table>, …]: every write (and a live event, should the table be watched) refreshes it. */
export const aboutContentKey = ["admin", "about_content"] as const;
const listsKey = [...aboutContentKey, "list"] as const;
export const ABOUT_PAGE_SIZE = 20;

type Row = AboutContent;

export function useAboutContentList(query: string) {
  return useQuery({
    queryKey: [...listsKey, query],
    queryFn: ({ signal }) => api<Page<Row>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useWrite<V>(request: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: aboutContentKey }),
  });
}

export const useCreateAboutContent = () =>
  useWrite((body: AboutContentCreate) => api<Row>(BASE, { method: "POST", body }));

export const useUpdateAboutContent = () =>
  useWrite(({ id, patch }: { id: string; patch: AboutContentUpdate }) =>
    api<Row>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
  );

export const useDeleteAboutContent = () =>
  useWrite((id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }));

/** Show or hide a section: the list changes at once, and goes back if the server refuses. */
export function useToggleAboutActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: Row) =>
      api<Row>(`${BASE}/${row.id}`, { method: "PATCH", body: { is_active: !row.is_active } }),
    onMutate: async (row: Row) => {
      await client.cancelQueries({ queryKey: listsKey });
      const previous = client.getQueriesData<Page<Row>>({ queryKey: listsKey });
      client.setQueriesData<Page<Row>>({ queryKey: listsKey }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((r) => (r.id === row.id ? { ...r, is_active: !r.is_active } : r)),
            }
          : page,
      );
      return { previous };
    },
    onError: (_error, _row, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: aboutContentKey }),
  });
}
