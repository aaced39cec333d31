import { hasPermission } from "@common/auth";
import {
  AI_METRICS,
  type AiInsight,
  type AiInsights,
  type AiMetric,
  type AiRecommendation,
  type DailyVolume,
} from "@common/schemas/ai";
import type { AiFeatureFlags } from "@common/schemas/ai-settings";
import { desc, eq, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { aiRecommendations } from "../../db/schema";
import { ANOMALY_RULES, detectAnomalies, type SenderCount } from "./anomalies";
import { dailyVolumes } from "./volumes";

/** The insights' span: 30 days shown (and charted), each judged against the 14 days before it. */
export const INSIGHT_DAYS = { shown: 30, loaded: 30 + ANOMALY_RULES.window } as const;

/** Stored recommendations answered with the insights, newest first. */
export const STORED_RECOMMENDATIONS = 20;

/** Who is asking: the signed-in admin, their permissions and their AI feature flags. */
export type AiViewer = { userId: string; permissions: readonly string[]; features: AiFeatureFlags };

/** The table behind each metric, whose read permission its figures need. */
const METRIC_TABLES = { quote_requests: "requirement_forms", contact_messages: "contact_messages" } as const;

/** The metrics the viewer may read (requirement_forms:read, contact_messages:read). */
export function readableMetrics(permissions: readonly string[]): AiMetric[] {
  return AI_METRICS.filter((m) => hasPermission(permissions, METRIC_TABLES[m], "read"));
}

/**
 * Anomaly insights need no model, so they are computed whenever the Smart Analytics or the Smart
 * Alerts feature is on, whether or not AI (the model) is enabled.
 */
export const anomaliesOn = (features: AiFeatureFlags) => features.analytics || features.alerts;

type SenderRow = {
  metric: AiMetric;
  kind: "email" | "ip";
  date: string;
  sender: string;
  n: number | string;
  emails: number | string;
};

/**
 * Per sender and UTC day since `from`, the submissions of one e-mail address (at least the surge
 * rule's low count) and of one IP address under several e-mail addresses, counted in SQL; and each
 * metric's first day with a record ever.
 */
async function senderFigures(db: Database, from: string) {
  const { email, ip, ipMinEmails } = ANOMALY_RULES.surge;
  const since = sql`${from}::date::timestamp at time zone 'UTC'`;
  const [senders, firsts] = await Promise.all([
    queryRows<SenderRow>(
      db,
      sql`
      with submissions as (
        select 'quote_requests' as metric, (created_at at time zone 'UTC')::date as day,
          lower(trim(email)) as email, nullif(trim(ip_address), '') as ip
        from requirement_forms where created_at >= ${since}
        union all
        select 'contact_messages', (created_at at time zone 'UTC')::date,
          lower(trim(email)), nullif(trim(ip_address), '')
        from contact_messages where created_at >= ${since}
      )
      select metric, 'email' as kind, to_char(day, 'YYYY-MM-DD') as date, email as sender,
        count(*) as n, 1 as emails
      from submissions where email <> ''
      group by metric, day, email having count(*) >= ${email.low}
      union all
      select metric, 'ip', to_char(day, 'YYYY-MM-DD'), ip, count(*), count(distinct email)
      from submissions where ip is not null
      group by metric, day, ip having count(*) >= ${ip.low} and count(distinct email) >= ${ipMinEmails}
    `,
    ),
    queryRows<Record<AiMetric, string | null>>(
      db,
      sql`
      select
        (select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') from requirement_forms) as quote_requests,
        (select to_char(min(created_at) at time zone 'UTC', 'YYYY-MM-DD') from contact_messages) as contact_messages
    `,
    ),
  ]);
  return {
    senders: senders.map(
      (r): SenderCount => ({
        metric: r.metric,
        kind: r.kind,
        date: r.date,
        sender: r.sender,
        count: Number(r.n),
        emails: Number(r.emails),
      }),
    ),
    since: firsts[0] ?? { quote_requests: null, contact_messages: null },
  };
}

/**
 * The current anomaly insights over the last 30 days (each day judged against the 14 before it)
 * for the metrics the viewer may read, and the 30 days' volumes for the chart. A metric the viewer
 * may not read is judged nowhere and charted as 0. No insights while both Smart Analytics and
 * Smart Alerts are off.
 */
export async function currentAnomalies(
  db: Database,
  viewer: AiViewer,
  now = new Date(),
): Promise<{ insights: AiInsight[]; volumes: DailyVolume[] }> {
  const metrics = readableMetrics(viewer.permissions);
  const judge = anomaliesOn(viewer.features) && metrics.length > 0;
  const loaded = await dailyVolumes(db, judge ? INSIGHT_DAYS.loaded : INSIGHT_DAYS.shown, now);
  const shown = loaded.slice(-INSIGHT_DAYS.shown);
  const volumes = shown.map((day) => ({
    date: day.date,
    quote_requests: metrics.includes("quote_requests") ? day.quote_requests : 0,
    contact_messages: metrics.includes("contact_messages") ? day.contact_messages : 0,
  }));
  if (!judge) return { insights: [], volumes };
  const from = shown[0]?.date ?? "";
  const { senders, since } = await senderFigures(db, from);
  return { insights: detectAnomalies({ volumes: loaded, senders, since, from, now }, metrics), volumes };
}

/** A stored recommendation as the API answers it. */
export function recommendationOf(row: typeof aiRecommendations.$inferSelect): AiRecommendation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority as AiRecommendation["priority"],
    impact: row.impact as AiRecommendation["impact"],
    effort: row.effort as AiRecommendation["effort"],
    actions: row.actions,
    timestamp: row.created_at.toISOString(),
  };
}

/**
 * GET /admin/ai/insights: the anomalies, the viewer's stored recommendations (the last 20, newest
 * first; none while the recommendations feature is off) and the 30 days' volumes. Nothing found is
 * an empty list: the screen shows its own empty state.
 */
export async function getAiInsights(db: Database, viewer: AiViewer, now = new Date()): Promise<AiInsights> {
  const [{ insights, volumes }, stored] = await Promise.all([
    currentAnomalies(db, viewer, now),
    viewer.features.recommendations
      ? db
          .select()
          .from(aiRecommendations)
          .where(eq(aiRecommendations.user_id, viewer.userId))
          .orderBy(desc(aiRecommendations.created_at), desc(aiRecommendations.id))
          .limit(STORED_RECOMMENDATIONS)
      : Promise.resolve([]),
  ]);
  return {
    insights,
    recommendations: stored.map(recommendationOf),
    volumes,
    generated_at: now.toISOString(),
  };
}
