import { useEffect } from "react";
import { toast } from "~/lib/toast";

/**
 * A page emptied by deletes (here or by another admin) goes back to the last page that has rows.
 * `set` is the list params' setter (useListParams).
 */
export function useClampedPage(
  params: { page: number; set: (changes: { page: number }) => void },
  total: number | undefined,
  pageSize: number,
) {
  const { page, set } = params;
  useEffect(() => {
    if (total !== undefined && page > 1 && (page - 1) * pageSize >= total) {
      set({ page: Math.max(1, Math.ceil(total / pageSize)) });
    }
  }, [total, page, set, pageSize]);
}

/** The spec's "Error loading {resource}" toast, once each time a list load fails. */
export function useLoadErrorToast(isError: boolean, title: string, description?: string) {
  useEffect(() => {
    if (isError) toast.error(title, description ? { description } : undefined);
  }, [isError, title, description]);
}
