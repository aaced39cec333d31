import type { Page } from "@common/pagination";
import type { AdminProject, ProjectCreate, ProjectUpdate } from "@common/schemas/projects";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/projects";
/** ["admin", "projects", …]: live events and every write invalidate everything under it. */
export const projectsKey = ["admin", "projects"] as const;

/** Cards come in threes across, so a page is a multiple of three. */
export const PROJECT_PAGE_SIZE = 12;

export function useProjectList(query: string) {
  return useQuery({
    queryKey: [...projectsKey, "list", query],
    queryFn: ({ signal }) => api<Page<AdminProject>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: projectsKey });
}

export function useCreateProject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ProjectCreate) => api<AdminProject>(BASE, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useUpdateProject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ProjectUpdate }) =>
      api<AdminProject>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
