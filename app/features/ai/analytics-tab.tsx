import { AI_METRICS, type AiInsight, type AiMetric } from "@common/schemas/ai";
import { AI_TEXT, type AiSettings } from "@common/schemas/ai-settings";
import { Activity, Info, RefreshCw, TrendingDown, TrendingUp, Users } from "lucide-react";
import { Link } from "~/components/link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { EmptyState, ListSkeleton } from "~/features/admin-kit/list-states";
import { formatDateTime } from "~/lib/format-date";
import { SEVERITY_TONES } from "./format";
import { ChartPlaceholder, VolumeChart } from "./lazy-charts";
import { ItemCard, Panel } from "./panel";
import { useAiInsights } from "./resource";

const TYPE_ICONS = { spike: TrendingUp, drop: TrendingDown, surge: Users, info: Info } as const;

/** Where an insight's figures can be looked at row by row. */
const METRIC_LINKS: Record<AiMetric, { to: string; label: string }> = {
  quote_requests: { to: "/dashboard/requirement-forms", label: "Open Quote Requests" },
  contact_messages: { to: "/dashboard/messages", label: "Open Messages" },
};

/** Spec 2 §8: a failed load shows one low-severity placeholder insight, not an empty page. */
export function placeholderInsight(now = new Date()): AiInsight {
  return {
    id: "placeholder",
    title: AI_TEXT.analyticsPlaceholderTitle,
    description:
      "Analytics keeps watching your quote requests and messages; the latest figures could not be loaded just now.",
    type: "info",
    severity: "low",
    data: {},
    timestamp: now.toISOString(),
    actionable: false,
    actions: [],
  };
}

/**
 * The AI Analytics page: unusual days in quote requests and contact messages over the last 30
 * days (computed from the real volumes without a model), and the volumes as a chart.
 */
export function AnalyticsTab({ settings }: { settings: AiSettings }) {
  // Anomalies need no model: the server computes them while Smart Analytics or Smart Alerts is on.
  const on = settings.ai_features_enabled.analytics || settings.ai_features_enabled.alerts;
  const insights = useAiInsights(on);
  const charts = settings.ai_features_enabled.visualization;

  return (
    <div className="space-y-4">
      <Panel
        title="AI Analytics"
        description="Unusual days in quote requests and contact messages over the last 30 days, each compared with the days before it."
        action={
          on ? (
            <Button
              variant="secondary"
              onClick={() => void insights.refetch()}
              disabled={insights.isFetching}
              aria-label="Refresh analytics"
            >
              <RefreshCw
                aria-hidden="true"
                className={insights.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"}
              />
              <span className="hidden sm:inline">Refresh</span>
            </Button>
          ) : null
        }
      >
        {!on ? (
          <p role="status" className="text-sm text-muted">
            Smart Analytics and Smart Alerts are turned off. Turn one on in the Features tab to see unusual
            activity.
          </p>
        ) : insights.isError ? (
          <div className="space-y-3">
            <InsightList items={[placeholderInsight()]} />
            <p role="alert" className="text-sm text-muted">
              {insights.error.message}{" "}
              <button
                type="button"
                className="font-medium text-primary underline underline-offset-2"
                onClick={() => void insights.refetch()}
              >
                Try again
              </button>
            </p>
          </div>
        ) : !insights.data ? (
          <ListSkeleton rows={2} />
        ) : insights.data.insights.length === 0 ? (
          <EmptyState title="No unusual activity in the last 30 days">
            <p className="text-sm text-muted">
              Spikes, drops to zero and bursts from one sender will show here as they happen.
            </p>
          </EmptyState>
        ) : (
          <InsightList items={insights.data.insights} />
        )}
      </Panel>

      {on && charts ? (
        <Panel title="Daily volumes" description="Quote requests and contact messages per day, last 30 days.">
          {insights.data ? (
            <>
              <VolumeTotals volumes={insights.data.volumes} />
              <VolumeChart volumes={insights.data.volumes} />
            </>
          ) : insights.isError ? (
            <p className="text-sm text-muted">The volumes could not be loaded.</p>
          ) : (
            <ChartPlaceholder />
          )}
        </Panel>
      ) : null}
    </div>
  );
}

function VolumeTotals({ volumes }: { volumes: { quote_requests: number; contact_messages: number }[] }) {
  const total = (metric: AiMetric) => volumes.reduce((sum, day) => sum + day[metric], 0);
  return (
    <p className="mb-2 text-sm text-muted">
      {total("quote_requests")} quote requests and {total("contact_messages")} contact messages in{" "}
      {volumes.length} days.
    </p>
  );
}

function InsightList({ items }: { items: AiInsight[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Insights">
      {items.map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} />
        </li>
      ))}
    </ul>
  );
}

function InsightCard({ insight }: { insight: AiInsight }) {
  const Icon = TYPE_ICONS[insight.type] ?? Activity;
  const metric = insight.data.metric;
  const link = AI_METRICS.includes(metric as AiMetric) ? METRIC_LINKS[metric as AiMetric] : null;
  return (
    <ItemCard
      testId="ai-insight"
      title={insight.title}
      icon={<Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />}
      aside={
        <Badge tone={SEVERITY_TONES[insight.severity]}>
          <span className="sr-only">Severity: </span>
          {insight.severity}
        </Badge>
      }
    >
      <p className="text-sm">{insight.description}</p>
      {insight.actions.length > 0 ? (
        <ul className="list-disc pl-5 text-sm text-muted" aria-label="Suggested actions">
          {insight.actions.map((action) => (
            <li key={action}>{action}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-xs text-muted">
        <time dateTime={insight.timestamp}>{formatDateTime(insight.timestamp)}</time>
        {link && insight.actionable ? (
          <Link to={link.to} className="font-medium text-primary underline underline-offset-2">
            {link.label}
          </Link>
        ) : null}
      </div>
    </ItemCard>
  );
}
