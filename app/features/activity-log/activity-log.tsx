import type { Page } from "@common/pagination";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import { EmptyState, ListStates, useListParams } from "~/features/admin-kit";
import { api } from "~/lib/api";
import { formatListDate } from "~/lib/format-date";

type Entry = {
  id: string;
  user_id: string | null;
  user_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  changes: Record<string, unknown> | null;
  ip_address: string | null;
  created_at: string;
};
type Facets = { users: { id: string; email: string }[]; entity_types: string[] };

const PAGE_SIZE = 25;
const FILTERS = ["user_id", "entity_type"] as const;
const humanise = (s: string) => s.replaceAll("_", " ");

/** The audit trail: who changed what, which record, when and how; filtered on the server. */
export function ActivityLog() {
  const params = useListParams(FILTERS);
  const facets = useQuery({
    queryKey: ["admin", "activity_log", "facets"],
    queryFn: () => api<Facets>("/api/v1/admin/activity-log/facets"),
  });
  const list = useQuery({
    queryKey: ["admin", "activity_log", "list", params.toQuery()],
    queryFn: () => api<Page<Entry>>(`/api/v1/admin/activity-log?${params.toQuery({ pageSize: PAGE_SIZE })}`),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="space-y-4">
      <p className="text-muted">Every change made in the back office, newest first.</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <SearchInput
          label="Search the activity log"
          placeholder="Search action, record or user"
          value={params.q}
          onSearch={(q) => params.set({ q })}
        />
        <SelectField
          label="User"
          hideLabel
          value={params.filters.user_id}
          onChange={(e) => params.set({ user_id: e.target.value })}
          options={[
            { value: "", label: "All users" },
            ...(facets.data?.users ?? []).map((u) => ({ value: u.id, label: u.email })),
          ]}
        />
        <SelectField
          label="Record type"
          hideLabel
          value={params.filters.entity_type}
          onChange={(e) => params.set({ entity_type: e.target.value })}
          options={[
            { value: "", label: "All record types" },
            ...(facets.data?.entity_types ?? []).map((t) => ({ value: t, label: humanise(t) })),
          ]}
        />
      </div>
      <ListStates
        query={list}
        loadFailed="Failed to load the activity log."
        empty={<EmptyState title="No activity found" />}
      >
        {(data) => (
          <>
            <ul className="space-y-2" aria-label="Activity">
              {data.items.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={(page) => params.set({ page })}
            />
          </>
        )}
      </ListStates>
    </div>
  );
}

function ActivityRow({ entry }: { entry: Entry }) {
  const changes = entry.changes ? Object.entries(entry.changes) : [];
  return (
    <li className="rounded-lg border border-border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-medium">{entry.user_email ?? "System"}</span>{" "}
          <span className="font-semibold">{entry.action}</span> {humanise(entry.entity_type)}
          {entry.entity_id ? <span className="break-all text-muted"> · {entry.entity_id}</span> : null}
        </p>
        <time
          dateTime={entry.created_at}
          title={new Date(entry.created_at).toLocaleString()}
          className="text-muted"
        >
          {formatListDate(entry.created_at)}
        </time>
      </div>
      {changes.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-muted">Changes ({changes.length})</summary>
          <dl className="mt-2 space-y-1">
            {changes.map(([key, value]) => (
              <div key={key} className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium">{humanise(key)}</dt>
                <dd className="break-all text-muted">{describeChange(value)}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}

/** `{from, to}` pairs (diffChanges) read as "a → b"; anything else as compact JSON. */
function describeChange(value: unknown): string {
  const show = (v: unknown) =>
    v === null || v === undefined || v === "" ? "(empty)" : typeof v === "string" ? v : JSON.stringify(v);
  if (value && typeof value === "object" && "from" in value && "to" in value) {
    const { from, to } = value as { from: unknown; to: unknown };
    return `${show(from)} → ${show(to)}`;
  }
  return show(value);
}
