import type { Page } from "@common/pagination";
import type {
  SuccessStory,
  SuccessStoryCreate,
  SuccessStoryStats,
  SuccessStoryUpdate,
} from "@common/schemas/success-stories";
import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/success-stories";
/** Every query of the panel sits under this key; mutations invalidate it (use-realtime.ts keys). */
export const storiesKey = ["admin", "success_stories"] as const;
const listsKey = [...storiesKey, "list"] as const;

type Story = SuccessStory;
type StoryPage = Page<Story>;

/** One page of the list, for an API query string (q, filters, page, pageSize). */
export function useStories(query: string) {
  const queryKey = [...listsKey, query] as const;
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => api<StoryPage>(`${BASE}?${query}`, { signal }),
  });
  return { ...result, queryKey };
}

export function useStoryStats() {
  return useQuery({
    queryKey: [...storiesKey, "stats"],
    queryFn: ({ signal }) => api<SuccessStoryStats>(`${BASE}/stats`, { signal }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: storiesKey });
}

export function useCreateStory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: SuccessStoryCreate) => api<Story>(BASE, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useUpdateStory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SuccessStoryUpdate }) =>
      api<Story>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteStory() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

type Toggle = { id: string; patch: Pick<SuccessStoryUpdate, "is_active" | "is_featured"> };

/**
 * Enable / disable and feature / unfeature (spec 2 §4): every loaded list shows the change at
 * once; a failure puts the previous lists back; either way the panel then reloads.
 */
export function useToggleStory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: Toggle) => api<Story>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onMutate: async ({ id, patch }: Toggle) => {
      await client.cancelQueries({ queryKey: listsKey });
      const previous = client.getQueriesData<StoryPage>({ queryKey: listsKey });
      client.setQueriesData<StoryPage>({ queryKey: listsKey }, (page) =>
        page ? { ...page, items: page.items.map((s) => (s.id === id ? { ...s, ...patch } : s)) } : page,
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: storiesKey }),
  });
}

/**
 * Spec 2 §4 reordering: the list shows the new order at once (renumbered from 1); on failure the
 * previous order comes back; on success (and failure) the list is reloaded from the server.
 */
export function useReorderStories() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ items }: { key: QueryKey; items: Story[] }) =>
      api<null>(`${BASE}/order`, { method: "PUT", body: { ids: items.map((s) => s.id) } }),
    onMutate: async ({ key, items }: { key: QueryKey; items: Story[] }) => {
      await client.cancelQueries({ queryKey: listsKey });
      const previous = client.getQueryData<StoryPage>(key);
      client.setQueryData<StoryPage>(key, (page) => (page ? { ...page, items } : page));
      return { key, previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(context.key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: storiesKey }),
  });
}
