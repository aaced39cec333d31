import { PRIORITIES, REQUIREMENT_STATUSES } from "@common/options";
import type { AdminQuoteRequest, QuoteRequestStats } from "@common/schemas/quote-admin";
import { CalendarDays, Download, Flame, Inbox, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import { StatCard } from "~/components/ui/stat-card";
import {
  EmptyState,
  ListStates,
  SectionToolbar,
  useCan,
  useClampedPage,
  useListParams,
} from "~/features/admin-kit";
import {
  exportUrl,
  QUOTE_PAGE_SIZE,
  useDeleteQuoteRequest,
  useQuoteRequestList,
  useQuoteRequestStats,
  useUpdateQuoteRequest,
} from "./api";
import { capitalise } from "./badges";
import { QUOTE_EMPTY, QUOTE_FAILURE, QUOTE_SUCCESS, quoteErrorMessage } from "./messages";
import { QuoteRequestDetails } from "./quote-request-details";
import { QuoteRequestRow } from "./quote-request-row";

const FILTER_KEYS = ["status", "priority"] as const;
const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...REQUIREMENT_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
];
const PRIORITY_OPTIONS = [
  { value: "", label: "All priorities" },
  ...PRIORITIES.map((p) => ({ value: p, label: capitalise(p) })),
];
const SORT_OPTIONS = [
  { value: "", label: "Newest first" },
  { value: "created_at", label: "Oldest first" },
  { value: "name", label: "Name (A–Z)" },
];

/**
 * Spec 2 §2 Requirement Forms manager: stats, search and filters (in the URL, answered by the
 * server), the list with View and an actions menu, the detail dialog and a CSV export. Live
 * changes arrive through the shell's event stream (queries under ["admin", "requirement_forms"]).
 * The Reply button of the spec comes with the e-mail composer, in a later issue.
 */
export function QuoteRequestsManager() {
  const can = useCan();
  const canUpdate = can("requirement_forms", "update");
  const canDelete = can("requirement_forms", "delete");
  const params = useListParams(FILTER_KEYS);
  const list = useQuoteRequestList(params.toQuery({ pageSize: QUOTE_PAGE_SIZE }));
  const update = useUpdateQuoteRequest();
  const remove = useDeleteQuoteRequest();
  const [viewing, setViewing] = useState<AdminQuoteRequest | null>(null);
  const [deleting, setDeleting] = useState<AdminQuoteRequest | null>(null);

  // Spec 2 §8: a failed load is a destructive toast too (once per failure, not per render).
  useEffect(() => {
    if (list.isError) toast.error(quoteErrorMessage(list.error, QUOTE_FAILURE.load));
  }, [list.isError, list.error]);

  useClampedPage(params, list.data?.total, QUOTE_PAGE_SIZE);

  const change = (row: AdminQuoteRequest, field: "status" | "priority", value: string) =>
    update.mutate(
      { id: row.id, patch: { [field]: value } },
      {
        onSuccess: () =>
          toast.success(QUOTE_SUCCESS[field], {
            description: `${row.name}: ${field === "priority" ? `${value} priority` : value}.`,
          }),
        onError: (error) => toast.error(quoteErrorMessage(error, QUOTE_FAILURE[field])),
      },
    );

  const confirmDelete = () => {
    const row = deleting;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        if (viewing?.id === row.id) setViewing(null);
        toast.success(QUOTE_SUCCESS.delete, { description: `The request from ${row.name} was deleted.` });
      },
      onError: (error) => toast.error(quoteErrorMessage(error, QUOTE_FAILURE.delete)),
    });
  };

  const filtered = Boolean(params.q || params.filters.status || params.filters.priority);

  return (
    <>
      <SectionToolbar description="Review, prioritise and annotate the quote requests sent through the website.">
        <a
          href={exportUrl({ q: params.q, sort: params.sort, ...params.filters })}
          download
          className="inline-flex items-center justify-center gap-2 rounded-md border border-border bg-card px-4 py-2 text-sm font-medium text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </a>
      </SectionToolbar>

      <QuoteStats />

      <section aria-label="Quote requests list" className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
          <div className="sm:col-span-2 lg:col-span-1">
            <SearchInput
              label="Search quote requests"
              placeholder="Search by name, email, company or project..."
              value={params.q}
              onSearch={(q) => params.set({ q })}
            />
          </div>
          <SelectField
            label="Filter by status"
            hideLabel
            options={STATUS_OPTIONS}
            value={params.filters.status}
            onChange={(e) => params.set({ status: e.target.value })}
          />
          <SelectField
            label="Filter by priority"
            hideLabel
            options={PRIORITY_OPTIONS}
            value={params.filters.priority}
            onChange={(e) => params.set({ priority: e.target.value })}
          />
          <SelectField
            label="Sort"
            hideLabel
            options={SORT_OPTIONS}
            value={params.sort}
            onChange={(e) => params.set({ sort: e.target.value })}
          />
        </div>

        <ListStates
          query={list}
          loadFailed={quoteErrorMessage(list.error, QUOTE_FAILURE.load)}
          empty={
            <EmptyState title={QUOTE_EMPTY}>
              <p className="text-sm text-muted">
                {filtered
                  ? "Try another search or filter."
                  : "Requests sent through the Get a Quote form appear here."}
              </p>
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul aria-label="Quote requests" aria-busy={list.isFetching} className="space-y-3">
                {data.items.map((row) => (
                  <QuoteRequestRow
                    key={row.id}
                    row={row}
                    canUpdate={canUpdate}
                    canDelete={canDelete}
                    onView={() => setViewing(row)}
                    onStatus={(status) => change(row, "status", status)}
                    onPriority={(priority) => change(row, "priority", priority)}
                    onDelete={() => setDeleting(row)}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pageSize={QUOTE_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {viewing ? (
        <QuoteRequestDetails row={viewing} canUpdate={canUpdate} onClose={() => setViewing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete quote request"
        message={`Are you sure you want to delete the request from "${deleting?.name ?? ""}"? This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/**
 * The four cards of spec 2 §2 and the remaining figures in one line. High Priority counts high
 * and urgent together; urgent is also shown on its own. A failed load shows zeros (spec 2 §8).
 */
function QuoteStats() {
  const { data, isError } = useQuoteRequestStats();
  const stats: QuoteRequestStats | undefined = isError ? zeroStats : data;
  const breakdown = stats
    ? [
        ...REQUIREMENT_STATUSES.map((s) => [capitalise(s), stats[s]] as const),
        ["High", stats.high_priority] as const,
        ["Urgent", stats.urgent] as const,
        ["This week", stats.this_week] as const,
      ]
    : [];
  return (
    <section aria-label="Quote request statistics" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total Forms" value={stats?.total} icon={Inbox} />
        <StatCard label="New Requests" value={stats?.new} icon={Sparkles} />
        <StatCard label="This Month" value={stats?.this_month} icon={CalendarDays} />
        <StatCard
          label="High Priority"
          value={stats ? stats.high_priority + stats.urgent : undefined}
          icon={Flame}
        />
      </div>
      {stats ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {breakdown.map(([label, value]) => (
            <div key={label} className="flex gap-1">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium" data-testid={`breakdown-${label}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

const zeroStats: QuoteRequestStats = {
  total: 0,
  new: 0,
  reviewing: 0,
  quoted: 0,
  accepted: 0,
  rejected: 0,
  archived: 0,
  high_priority: 0,
  urgent: 0,
  this_month: 0,
  this_week: 0,
};
