import { pageSchema } from "@common/pagination";
import { RESOURCES, type ResourceName, type ResourceTable } from "@common/resources";
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { api } from "~/lib/api";

/** Every query of a resource sits under ["admin", <name>]; realtime events invalidate that key. */
export const adminKey = (name: ResourceName) => ["admin", name] as const;

/**
 * The browser's side of one back-office resource (the server's is `contentRoutes` and
 * `content-crud`): where it lives (`/api/v1/admin/<name>`), its query key, its permission resource
 * (the table) and the schemas its answers are checked against. The hooks below take it.
 */
export function adminResource<Row extends { id: string }, Stats = never>(def: {
  name: ResourceName;
  item: z.ZodType<Row>;
  stats?: z.ZodType<Stats>;
  /** Rows per page of its list (default 20). */
  pageSize?: number;
}) {
  return {
    name: def.name,
    /** The table, which is also the resource of its permissions. */
    table: RESOURCES[def.name].table as ResourceTable,
    key: adminKey(def.name),
    base: `/api/v1/admin/${def.name}`,
    item: def.item,
    page: pageSchema(def.item),
    stats: def.stats,
    pageSize: def.pageSize ?? 20,
  };
}

export type AdminResource<Row extends { id: string } = { id: string }, Stats = unknown> = ReturnType<
  typeof adminResource<Row, Stats>
>;

type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
const listKey = (resource: AdminResource<{ id: string }, unknown>) => [...resource.key, "list"] as const;

/** One page of a resource for an API query string (q, filters, sort, page, pageSize). */
export function useResourceList<Row extends { id: string }>(resource: AdminResource<Row>, query: string) {
  const queryKey: QueryKey = [...listKey(resource), query];
  const result = useQuery({
    queryKey,
    queryFn: ({ signal }) => api(`${resource.base}?${query}`, { signal, schema: resource.page }),
    placeholderData: keepPreviousData,
  });
  return { ...result, queryKey };
}

/** One item, when `id` is set. */
export function useResourceItem<Row extends { id: string }>(resource: AdminResource<Row>, id: string | null) {
  return useQuery({
    queryKey: [...resource.key, "item", id],
    queryFn: ({ signal }) => api(`${resource.base}/${id}`, { signal, schema: resource.item }),
    enabled: id !== null,
  });
}

/** The resource's `/stats` figures. */
export function useResourceStats<Stats>(resource: AdminResource<{ id: string }, Stats>) {
  const schema = resource.stats ?? z.never();
  return useQuery({
    queryKey: [...resource.key, "stats"],
    queryFn: ({ signal }) => api(`${resource.base}/stats`, { signal, schema }),
    enabled: resource.stats !== undefined,
  });
}

/**
 * A write. One invalidation rule for every write: whatever happens (success or failure), the
 * resource's queries reload afterwards. Exported for a resource's own actions (duplicate…).
 */
export function useResourceWrite<V, R>(resource: AdminResource, request: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: resource.key }),
  });
}

export function useResourceCreate<Row extends { id: string }, Body>(resource: AdminResource<Row>) {
  return useResourceWrite(resource, (body: Body) =>
    api(resource.base, { method: "POST", body, schema: resource.item }),
  );
}

export function useResourceUpdate<Row extends { id: string }, Body>(resource: AdminResource<Row>) {
  return useResourceWrite(resource, ({ id, patch }: { id: string; patch: Body }) =>
    api(`${resource.base}/${id}`, { method: "PATCH", body: patch, schema: resource.item }),
  );
}

/** A dialog's save: creates the item when there is no row yet, else updates that row. */
export function useResourceSave<Row extends { id: string }, Body>(
  resource: AdminResource<Row>,
  row: Row | null,
) {
  const create = useResourceCreate<Row, Body>(resource);
  const update = useResourceUpdate<Row, Body>(resource);
  return (values: Body) =>
    row ? update.mutateAsync({ id: row.id, patch: values }) : create.mutateAsync(values);
}

export function useResourceDelete(resource: AdminResource) {
  return useResourceWrite(resource, (id: string) => api(`${resource.base}/${id}`, { method: "DELETE" }));
}

/**
 * A small change (enable, feature…) that every loaded list shows at once; if the server refuses
 * it, the lists get their previous state back.
 */
export function useResourceToggle<Row extends { id: string }>(resource: AdminResource<Row>) {
  const client = useQueryClient();
  const lists = listKey(resource);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Partial<Row> }) =>
      api(`${resource.base}/${id}`, { method: "PATCH", body: patch, schema: resource.item }),
    onMutate: async ({ id, patch }: { id: string; patch: Partial<Row> }) => {
      await client.cancelQueries({ queryKey: lists });
      const previous = client.getQueriesData<Page<Row>>({ queryKey: lists });
      client.setQueriesData<Page<Row>>({ queryKey: lists }, (data) =>
        data
          ? { ...data, items: data.items.map((row) => (row.id === id ? { ...row, ...patch } : row)) }
          : data,
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      for (const [queryKey, data] of context?.previous ?? []) client.setQueryData(queryKey, data);
    },
    onSettled: () => client.invalidateQueries({ queryKey: resource.key }),
  });
}

/**
 * Saves a new order (`PUT <base>/order` with every id, or the body `toBody` makes of the rows).
 * The list it was made in (its query key, from `useResourceList`) shows it at once, and gets its
 * previous order back on failure.
 */
export function useResourceReorder<Row extends { id: string }>(
  resource: AdminResource<Row>,
  toBody: (rows: Row[]) => unknown = (rows) => ({ ids: rows.map((row) => row.id) }),
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ items }: { queryKey: QueryKey; items: Row[] }) =>
      api(`${resource.base}/order`, { method: "PUT", body: toBody(items) }),
    onMutate: async ({ queryKey, items }: { queryKey: QueryKey; items: Row[] }) => {
      await client.cancelQueries({ queryKey: listKey(resource) });
      const previous = client.getQueryData<Page<Row>>(queryKey);
      client.setQueryData<Page<Row>>(queryKey, (data) => (data ? { ...data, items } : data));
      return { queryKey, previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) client.setQueryData(context.queryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: resource.key }),
  });
}
