import type { Page } from "@common/pagination";
import type { AdminService, ServiceCreate, ServiceUpdate } from "@common/schemas/services";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/services";
/** ["admin", "services", …]: live events and every write invalidate everything under it. */
export const servicesKey = ["admin", "services"] as const;

export const SERVICE_PAGE_SIZE = 20;

export function useServiceList(query: string) {
  return useQuery({
    queryKey: [...servicesKey, "list", query],
    queryFn: ({ signal }) => api<Page<AdminService>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Spec 2 §5 "Generate": a free slug for the title (the edited service's own slug counts as free). */
export function fetchSlugSuggestion(title: string, exclude?: string): Promise<string> {
  const query = new URLSearchParams({ title });
  if (exclude) query.set("exclude", exclude);
  return api<{ slug: string }>(`${BASE}/slug-suggestion?${query}`).then((r) => r.slug);
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: servicesKey });
}

export function useCreateService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ServiceCreate) => api<AdminService>(BASE, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useUpdateService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ServiceUpdate }) =>
      api<AdminService>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
