import type { AiQuery, AiStats } from "@common/schemas/ai";
import type { AiSettings } from "@common/schemas/ai-settings";
import { Clock, Coins, Hash, Lightbulb, MessageSquare, TrendingUp } from "lucide-react";
import { useState } from "react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { SelectField } from "~/components/ui/select-field";
import { StatCard } from "~/components/ui/stat-card";
import { EmptyState, LoadFailed } from "~/features/admin-kit/list-states";
import { formatListDate } from "~/lib/format-date";
import { formatCost, formatLatency, formatTokens } from "./format";
import { ChartPlaceholder, UsageChart } from "./lazy-charts";
import { Panel } from "./panel";
import { useAiStats } from "./resource";

const PERIODS = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
] as const;

const KIND_LABELS: Record<AiQuery["kind"], string> = {
  chat: "Chat",
  test: "Connection test",
  recommendations: "Recommendations",
};

const STATUS: Record<AiQuery["status"], { label: string; tone: BadgeTone }> = {
  ok: { label: "OK", tone: "green" },
  error: { label: "Error", tone: "red" },
  aborted: { label: "Stopped", tone: "gray" },
};

/**
 * The AI Dashboard overview: the signed-in admin's real usage (what ai_queries recorded) — counts,
 * average response time, tokens and estimated cost, a chart per day, and the last queries.
 */
export function UsageOverview({ settings }: { settings: AiSettings }) {
  const [days, setDays] = useState(30);
  const stats = useAiStats(days);
  const totals = stats.data?.totals;
  const charts = settings.ai_features_enabled.visualization;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">AI Dashboard</h2>
          <p className="text-sm text-muted">
            Your own use of the assistant, as recorded with each model call.
          </p>
        </div>
        <div className="w-44">
          <SelectField
            label="Period"
            hideLabel
            options={PERIODS}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
          />
        </div>
      </div>

      {stats.isError ? (
        <LoadFailed
          message="The AI usage figures could not be loaded."
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <section
            aria-label="AI usage figures"
            className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
          >
            <StatCard label="Insights" icon={TrendingUp} value={totals?.insights} hint="Unusual days found" />
            <StatCard
              label="Recommendations"
              icon={Lightbulb}
              value={totals?.recommendations}
              hint="Stored suggestions"
            />
            <StatCard
              label="Queries"
              icon={MessageSquare}
              value={totals?.queries}
              hint={totals ? `${totals.errors} failed` : undefined}
            />
            <StatCard
              label="Avg. response time"
              icon={Clock}
              value={totals ? formatLatency(totals.avg_latency_ms) : undefined}
            />
            <StatCard label="Tokens" icon={Hash} value={totals ? formatTokens(totals.tokens) : undefined} />
            <StatCard
              label="Estimated cost"
              icon={Coins}
              value={totals ? formatCost(totals.cost_usd) : undefined}
              hint="From the model catalogue's prices"
            />
          </section>

          {charts ? (
            <Panel title="Queries and cost per day">
              {!stats.data ? (
                <ChartPlaceholder />
              ) : stats.data.totals.queries === 0 ? (
                <EmptyState title={`No AI queries in the last ${days} days`}>
                  <p className="text-sm text-muted">Ask the assistant a question and it will show here.</p>
                </EmptyState>
              ) : (
                <UsageChart daily={stats.data.daily} />
              )}
            </Panel>
          ) : null}

          <Panel title="Recent activity" description="Your last model calls.">
            {!stats.data ? (
              <div role="status" aria-busy="true" className="h-24 animate-pulse rounded-md bg-border/50">
                <span className="sr-only">Loading</span>
              </div>
            ) : stats.data.recent.length === 0 ? (
              <p className="text-sm text-muted">Nothing yet.</p>
            ) : (
              <RecentActivity recent={stats.data.recent} />
            )}
          </Panel>
        </>
      )}
    </div>
  );
}

/** The last queries: a table from medium screens up, a list of cards on a phone. */
function RecentActivity({ recent }: { recent: AiStats["recent"] }) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="ai-recent">
          <thead className="text-muted">
            <tr>
              {["When", "Kind", "Question", "Model", "Tokens", "Cost", "Latency", "Status"].map((h) => (
                <th key={h} scope="col" className="border-b border-border py-2 pr-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {recent.map((q) => (
              <tr key={q.id} className="align-top">
                <td className="border-b border-border py-2 pr-3 whitespace-nowrap">
                  <time dateTime={q.created_at}>{formatListDate(q.created_at)}</time>
                </td>
                <td className="border-b border-border py-2 pr-3">{KIND_LABELS[q.kind]}</td>
                <td className="max-w-xs border-b border-border py-2 pr-3">
                  <span className="line-clamp-2 break-words" title={q.question ?? undefined}>
                    {q.question ?? "—"}
                  </span>
                </td>
                <td className="border-b border-border py-2 pr-3 whitespace-nowrap">{q.model}</td>
                <td className="border-b border-border py-2 pr-3 tabular-nums">
                  {formatTokens(q.total_tokens)}
                </td>
                <td className="border-b border-border py-2 pr-3 tabular-nums">{formatCost(q.cost_usd)}</td>
                <td className="border-b border-border py-2 pr-3 tabular-nums whitespace-nowrap">
                  {formatLatency(q.latency_ms)}
                </td>
                <td className="border-b border-border py-2 pr-3">
                  <QueryStatus query={q} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden">
        {recent.map((q) => (
          <li key={q.id} className="space-y-1 rounded-md border border-border bg-bg p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium">{KIND_LABELS[q.kind]}</span>
              <QueryStatus query={q} />
            </div>
            {q.question ? <p className="line-clamp-2 break-words">{q.question}</p> : null}
            <p className="text-xs text-muted">
              <time dateTime={q.created_at}>{formatListDate(q.created_at)}</time> · {q.model} ·{" "}
              {formatTokens(q.total_tokens)} tokens · {formatCost(q.cost_usd)} · {formatLatency(q.latency_ms)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function QueryStatus({ query }: { query: AiQuery }) {
  const status = STATUS[query.status];
  return (
    <span title={query.error ?? undefined}>
      <Badge tone={status.tone}>{status.label}</Badge>
    </span>
  );
}
