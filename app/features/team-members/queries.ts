import type { Page } from "@common/pagination";
import type {
  TeamMember,
  TeamMemberCreate,
  TeamMemberStats,
  TeamMemberUpdate,
} from "@common/schemas/team-members";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/team-members";

/** ["admin", "team_members", …]: the shell's live events (use-realtime.ts) invalidate all of it. */
export const teamKey = ["admin", "team_members"] as const;
const listKey = [...teamKey, "list"] as const;

/** Cards sit two or three to a row; 24 fills both evenly. */
export const TEAM_PAGE_SIZE = 24;

export function useTeamMembers(query: string) {
  return useQuery({
    queryKey: [...listKey, query],
    queryFn: ({ signal }) => api<Page<TeamMember>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTeamStats() {
  return useQuery({
    queryKey: [...teamKey, "stats"],
    queryFn: ({ signal }) => api<TeamMemberStats>(`${BASE}/stats`, { signal }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: teamKey });
}

export function useCreateMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TeamMemberCreate) => api<TeamMember>(BASE, { method: "POST", body }),
    onSettled: invalidate,
  });
}

export function useDeleteMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSettled: invalidate,
  });
}

/** A save from the dialog: the list refreshes once the server has answered. */
export function useUpdateMember() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TeamMemberUpdate }) =>
      api<TeamMember>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSettled: invalidate,
  });
}

type Toggle = { id: string; patch: Pick<TeamMemberUpdate, "is_active" | "is_featured"> };

/**
 * Activate/deactivate and feature/unfeature: every cached page shows the change at once; on
 * failure the pages come back as they were; either way they are then reloaded from the server.
 */
export function useToggleMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: Toggle) => api<TeamMember>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onMutate: async ({ id, patch }: Toggle) => {
      await client.cancelQueries({ queryKey: listKey });
      const previous = client.getQueriesData<Page<TeamMember>>({ queryKey: listKey });
      client.setQueriesData<Page<TeamMember>>({ queryKey: listKey }, (page) =>
        page ? { ...page, items: page.items.map((m) => (m.id === id ? { ...m, ...patch } : m)) } : page,
      );
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      for (const [key, page] of context?.previous ?? []) client.setQueryData(key, page);
    },
    onSettled: () => client.invalidateQueries({ queryKey: teamKey }),
  });
}
