import { REQUIREMENT_STATUSES } from "@common/options";
import type { QuoteRequest, QuoteRequestStats } from "@common/schemas/quote-requests";
import { CalendarDays, Download, Flame, Inbox, Sparkles } from "lucide-react";
import { useState } from "react";
import { StatCard, StatSection } from "~/components/ui/stat-card";
import {
  type DialogProps,
  ResourceSection,
  sectionOf,
  useCan,
  useListParams,
  useResourceStats,
  useResourceToggle,
} from "~/features/admin-kit";
import { EmailComposerDialog } from "~/features/email-composer/email-composer";
import { quoteReplyContext } from "~/features/email-composer/reply-contexts";
import { toast } from "~/lib/toast";
import { capitalise } from "./badges";
import { QUOTE_FILTERS, QUOTE_REQUESTS_COPY, QUOTE_SORT } from "./copy";
import { QUOTE_FAILURE, QUOTE_SUCCESS, quoteErrorMessage } from "./messages";
import { QuoteRequestDetails } from "./quote-request-details";
import { type QuickChange, QuoteRequestRow } from "./quote-request-row";
import { exportUrl, quoteRequests } from "./resource";

/**
 * Spec 2 §2 Requirement Forms manager: stats, search, filters and sort (in the URL, answered by
 * the server), the list with View and an actions menu, the detail dialog and a CSV export. Live
 * changes arrive through the shell's event stream. Requests come from the website's Get a Quote
 * form, so there is no add. Reply opens the e-mail composer (spec 2 §2).
 */
export function QuoteRequestsManager() {
  const toggle = useResourceToggle(quoteRequests);
  const canReply = useCan()("email_messages", "create");
  const [replying, setReplying] = useState<QuoteRequest | null>(null);

  const change = (row: QuoteRequest, { field, value }: QuickChange) =>
    toggle.mutate(
      { id: row.id, patch: { [field]: value } },
      {
        onSuccess: () =>
          toast.success(QUOTE_SUCCESS[field], {
            description: `${row.name}: ${field === "priority" ? `${value} priority` : value}.`,
          }),
        onError: (error) => toast.error(quoteErrorMessage(error, QUOTE_FAILURE[field])),
      },
    );

  return (
    <>
      <ResourceSection
        {...section}
        filters={QUOTE_FILTERS}
        layout="list"
        sort={QUOTE_SORT}
        header={<QuoteStats />}
        actions={<ExportLink />}
        renderItem={(row, actions) => (
          <QuoteRequestRow
            key={row.id}
            row={row}
            actions={actions}
            onChange={(c) => change(row, c)}
            onReply={canReply ? () => setReplying(row) : undefined}
          />
        )}
      />
      <EmailComposerDialog
        context={replying ? quoteReplyContext(replying) : null}
        onClose={() => setReplying(null)}
      />
    </>
  );
}

const section = sectionOf(quoteRequests, QUOTE_REQUESTS_COPY, DetailsDialog);

/** Requests are never added here, so the dialog always has one to show. */
function DetailsDialog({ row, onClose }: DialogProps<QuoteRequest>) {
  return row ? <QuoteRequestDetails row={row} onClose={onClose} /> : null;
}

const FILTER_KEYS = QUOTE_FILTERS.map((filter) => filter.key);

/** Everything the list's search, filters and sort match, as a CSV download. */
function ExportLink() {
  const params = useListParams(FILTER_KEYS);
  return (
    <a
      href={exportUrl({ q: params.q, sort: params.sort, ...params.filters })}
      download
      className="inline-flex items-center justify-center gap-2 rounded-md border border-border bg-card px-4 py-2 text-sm font-medium text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Export CSV
    </a>
  );
}

/**
 * The four cards of spec 2 §2 and the remaining figures in one line. High Priority counts high
 * and urgent together; urgent is also shown on its own. A failed load shows zeros (spec 2 §8).
 */
function QuoteStats() {
  const { data, isError } = useResourceStats(quoteRequests);
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
    <StatSection label="Quote request statistics" breakdown={breakdown}>
      <StatCard label="Total Forms" value={stats?.total} icon={Inbox} />
      <StatCard label="New Requests" value={stats?.new} icon={Sparkles} />
      <StatCard label="This Month" value={stats?.this_month} icon={CalendarDays} />
      <StatCard
        label="High Priority"
        value={stats ? stats.high_priority + stats.urgent : undefined}
        icon={Flame}
      />
    </StatSection>
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
