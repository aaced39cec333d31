import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";
import type { Page } from "../../../common/pagination";
import type {
  AdminTestimonial,
  TestimonialCreate,
  TestimonialUpdate,
} from "../../../common/schemas/testimonials";

const BASE = "/api/v1/admin/testimonials";
/** ["admin", <table>, …]: every write (and a live event, should the table be watched) refreshes it. */
export const testimonialsKey = ["admin", "testimonials"] as const;
export const TESTIMONIALS_PAGE_SIZE = 12;

export function useTestimonialList(query: string) {
  return useQuery({
    queryKey: [...testimonialsKey, "list", query],
    queryFn: ({ signal }) => api<Page<AdminTestimonial>>(`${BASE}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

function useWrite<V>(request: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: testimonialsKey }),
  });
}

export const useCreateTestimonial = () =>
  useWrite((body: TestimonialCreate) => api<AdminTestimonial>(BASE, { method: "POST", body }));

export const useUpdateTestimonial = () =>
  useWrite(({ id, patch }: { id: string; patch: TestimonialUpdate }) =>
    api<AdminTestimonial>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
  );

export const useDeleteTestimonial = () =>
  useWrite((id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }));
