import type { AiQuery, AiStats } from "@common/schemas/ai";
import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { aiQueries } from "../../db/schema";
import { type AiViewer, currentAnomalies } from "./insights";

/** The latest calls the AI dashboard lists. */
export const RECENT_QUERIES = 10;

type TotalsRow = {
  queries: string | number;
  errors: string | number;
  avg_latency_ms: string | number | null;
  tokens: string | number;
  cost_usd: string | number;
  recommendations: string | number;
  /** json_agg: parsed by both drivers; a string only if a driver leaves json unparsed. */
  daily: DailyRow[] | string | null;
};
type DailyRow = {
  date: string;
  queries: number | string;
  tokens: number | string;
  cost_usd: number | string;
};

/** The first instant of the first of `days` UTC days ending with `now`'s. */
function windowStart(days: number, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (days - 1) * 86_400_000);
}

const queryOf = (row: typeof aiQueries.$inferSelect): AiQuery => ({
  id: row.id,
  kind: row.kind as AiQuery["kind"],
  provider: row.provider as AiQuery["provider"],
  model: row.model,
  question: row.question,
  prompt_tokens: row.prompt_tokens,
  completion_tokens: row.completion_tokens,
  total_tokens: row.total_tokens,
  cost_usd: row.cost_usd,
  latency_ms: row.latency_ms,
  status: row.status as AiQuery["status"],
  error: row.error,
  created_at: row.created_at.toISOString(),
});

/**
 * GET /admin/ai/stats: the signed-in admin's own use of the assistant over the last `days` UTC
 * days (today included), from ai_queries: every model call (chat, connection test,
 * recommendations) counts as a query, `errors` those that failed, the average response time is of
 * the successful ones; the recommendations stored in the window; the current anomaly insights; a
 * daily series with days without calls as 0; the latest 10 calls of the window.
 */
export async function getAiStats(
  db: Database,
  viewer: AiViewer,
  days: number,
  now = new Date(),
): Promise<AiStats> {
  const start = windowStart(days, now).toISOString();
  const [[totals], recent, { insights }] = await Promise.all([
    queryRows<TotalsRow>(
      db,
      sql`
      with span as (
        select generate_series(${start}::timestamptz at time zone 'UTC',
          (${now.toISOString()}::timestamptz at time zone 'UTC')::date, interval '1 day')::date as day
      ),
      mine as (
        select * from ai_queries where user_id = ${viewer.userId} and created_at >= ${start}::timestamptz
          and created_at <= ${now.toISOString()}::timestamptz
      ),
      per_day as (
        select (created_at at time zone 'UTC')::date as day, count(*) as queries,
          sum(total_tokens) as tokens, sum(cost_usd) as cost_usd
        from mine group by 1
      )
      select
        (select count(*) from mine) as queries,
        (select count(*) from mine where status = 'error') as errors,
        (select round(avg(latency_ms)) from mine where status = 'ok') as avg_latency_ms,
        (select coalesce(sum(total_tokens), 0) from mine) as tokens,
        (select coalesce(sum(cost_usd), 0) from mine) as cost_usd,
        (select count(*) from ai_recommendations where user_id = ${viewer.userId}
          and created_at >= ${start}::timestamptz and created_at <= ${now.toISOString()}::timestamptz) as recommendations,
        (select json_agg(json_build_object(
            'date', to_char(span.day, 'YYYY-MM-DD'),
            'queries', coalesce(per_day.queries, 0),
            'tokens', coalesce(per_day.tokens, 0),
            'cost_usd', coalesce(per_day.cost_usd, 0)
          ) order by span.day)
          from span left join per_day using (day)) as daily
    `,
    ),
    db
      .select()
      .from(aiQueries)
      .where(
        and(
          eq(aiQueries.user_id, viewer.userId),
          gte(aiQueries.created_at, new Date(start)),
          lte(aiQueries.created_at, now),
        ),
      )
      .orderBy(desc(aiQueries.created_at), desc(aiQueries.id))
      .limit(RECENT_QUERIES),
    currentAnomalies(db, viewer, now),
  ]);
  const raw = totals?.daily ?? [];
  const daily: DailyRow[] = typeof raw === "string" ? JSON.parse(raw) : raw;
  return {
    days,
    totals: {
      insights: insights.length,
      recommendations: Number(totals?.recommendations ?? 0),
      queries: Number(totals?.queries ?? 0),
      errors: Number(totals?.errors ?? 0),
      avg_latency_ms: totals?.avg_latency_ms == null ? null : Number(totals.avg_latency_ms),
      tokens: Number(totals?.tokens ?? 0),
      cost_usd: Number(totals?.cost_usd ?? 0),
    },
    daily: daily.map((d) => ({
      date: d.date,
      queries: Number(d.queries),
      tokens: Number(d.tokens),
      cost_usd: Number(d.cost_usd),
    })),
    recent: recent.map(queryOf),
  };
}
