import type { Page } from "@common/pagination";
import type {
  ContactFieldCreate,
  ContactFieldUpdate,
  ContactFormField,
} from "@common/schemas/contact-form-fields";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/lib/api";

const BASE = "/api/v1/admin/contact-form-fields";
/** Realtime and every mutation invalidate ["admin", "contact_form_fields"] (use-realtime.ts). */
export const fieldsKey = ["admin", "contact_form_fields"] as const;
const listKey = [...fieldsKey, "list"] as const;

type Field = ContactFormField;

/** All fields in order: the builder shows (and reorders) the whole form, at most 100 fields. */
export function useContactFields() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => api<Page<Field>>(`${BASE}?pageSize=100`, { signal }).then((p) => p.items),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: fieldsKey });
}

export function useCreateField() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: ContactFieldCreate) => api<Field>(BASE, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useUpdateField() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ContactFieldUpdate }) =>
      api<Field>(`${BASE}/${id}`, { method: "PATCH", body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteField() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${BASE}/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

export function useDuplicateField() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<Field>(`${BASE}/${id}/duplicate`, { method: "POST" }),
    onSuccess: invalidate,
  });
}

/**
 * Spec 3 §4: the list shows the new order at once (renumbered from 1); on failure the previous
 * order comes back; either way the list is then reloaded from the server.
 */
export function useReorderFields() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: Field[]) =>
      api<{ items: Field[] }>(`${BASE}/order`, {
        method: "PUT",
        body: { items: fields.map((f) => ({ id: f.id, order_index: f.order_index })) },
      }),
    onMutate: async (fields: Field[]) => {
      await client.cancelQueries({ queryKey: listKey });
      const previous = client.getQueryData<Field[]>(listKey);
      client.setQueryData<Field[]>(listKey, fields);
      return { previous };
    },
    onError: (_error, _fields, context) => {
      if (context?.previous) client.setQueryData(listKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: fieldsKey }),
  });
}
