import type { ActivityEntry, ActivityFacets } from "@common/schemas/activity-log";
import { ResourceSection, type SectionFilter } from "~/features/admin-kit";
import { formatDateTime, formatListDate } from "~/lib/format-date";
import { ACTIVITY_COPY } from "./copy";
import { activityLog, useActivityFacets } from "./resource";

const humanise = (s: string) => s.replaceAll("_", " ");

/** The user and record type filters, from the values the log holds. */
function filtersOf(facets: ActivityFacets | undefined): SectionFilter[] {
  return [
    {
      key: "user_id",
      label: "User",
      options: [
        { value: "", label: "All users" },
        ...(facets?.users ?? []).map((u) => ({ value: u.id, label: u.email })),
      ],
    },
    {
      key: "entity_type",
      label: "Record type",
      options: [
        { value: "", label: "All record types" },
        ...(facets?.entity_types ?? []).map((t) => ({ value: t, label: humanise(t) })),
      ],
    },
  ];
}

/** The audit trail: who changed what, which record, when and how; filtered on the server. Read only. */
export function ActivityLog() {
  const facets = useActivityFacets();
  return (
    <ResourceSection
      readOnly
      resource={activityLog}
      words={ACTIVITY_COPY}
      filters={filtersOf(facets.data)}
      layout="list"
      renderItem={(entry) => <ActivityRow key={entry.id} entry={entry} />}
    />
  );
}

function ActivityRow({ entry }: { entry: ActivityEntry }) {
  const changes = entry.changes ? Object.entries(entry.changes) : [];
  return (
    <li className="rounded-lg border border-border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="font-medium">{entry.user_email ?? "System"}</span>{" "}
          <span className="font-semibold">{entry.action}</span> {humanise(entry.entity_type)}
          {entry.entity_id ? <span className="break-all text-muted"> · {entry.entity_id}</span> : null}
        </p>
        <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)} className="text-muted">
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
