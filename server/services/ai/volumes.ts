import type { DailyVolume } from "@common/schemas/ai";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";

/**
 * Quote requests and contact messages per day for the last `days` days up to `now` (UTC days,
 * oldest first, days without rows as 0), counted in SQL. Read by the chat's grounding summary and
 * by the anomaly detection.
 */
export async function dailyVolumes(db: Database, days: number, now = new Date()): Promise<DailyVolume[]> {
  const rows = await queryRows<{
    date: string;
    quote_requests: string | number;
    contact_messages: string | number;
  }>(
    db,
    sql`
    with span as (
      select generate_series(
        ((${now.toISOString()}::timestamptz at time zone 'UTC')::date - (${days}::int - 1)),
        (${now.toISOString()}::timestamptz at time zone 'UTC')::date,
        interval '1 day'
      )::date as day
    ),
    q as (
      select (created_at at time zone 'UTC')::date as day, count(*) as n from requirement_forms
      where created_at >= (select min(day) from span)::timestamp at time zone 'UTC'
      group by 1
    ),
    m as (
      select (created_at at time zone 'UTC')::date as day, count(*) as n from contact_messages
      where created_at >= (select min(day) from span)::timestamp at time zone 'UTC'
      group by 1
    )
    select to_char(span.day, 'YYYY-MM-DD') as date,
      coalesce(q.n, 0) as quote_requests,
      coalesce(m.n, 0) as contact_messages
    from span left join q using (day) left join m using (day)
    order by span.day
  `,
  );
  return rows.map((r) => ({
    date: r.date,
    quote_requests: Number(r.quote_requests),
    contact_messages: Number(r.contact_messages),
  }));
}
