import { hasPermission } from "@common/auth";
import { CONTACT_STATUSES, PRIORITIES, REQUIREMENT_STATUSES } from "@common/options";
import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { dailyVolumes } from "./volumes";

/**
 * The compact, current summary of the site's own data that a chat answer is grounded in (issue 15
 * §5): built in SQL at the moment of the question, a handful of round trips, and only from what the
 * asking admin may read. The model is told to answer from it (and from the read-only tools) alone.
 */

/** The parts of the summary and the permission each needs. */
export const GROUNDING_PERMISSIONS = {
  quoteRequests: ["requirement_forms", "read"],
  contactMessages: ["contact_messages", "read"],
  conversations: ["email_conversations", "read"],
} as const;

type Pair = [string | null, number];
type Windowed = {
  total: string | number;
  today: string | number;
  last_7d: string | number;
  last_30d: string | number;
};

const n = (value: string | number | null | undefined) => Number(value ?? 0);
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** "label 3, other 1", in the given order (zeros kept) or by count. */
function listCounts(pairs: Pair[], order?: readonly string[], nullLabel = "not given"): string {
  const counts = new Map(pairs.map(([k, v]) => [k ?? nullLabel, Number(v)]));
  const keys = order
    ? [...order, ...[...counts.keys()].filter((k) => !order.includes(k))]
    : [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k]) => k);
  return keys.length ? keys.map((k) => `${k} ${counts.get(k) ?? 0}`).join(", ") : "none";
}

/** Counts created today (UTC), in the last 7 and 30 days up to `now`, and in all. */
const windowCounts = (now: Date) => {
  const at = now.toISOString();
  return sql`
    count(*) as total,
    count(*) filter (where created_at >= ((${at}::timestamptz at time zone 'UTC')::date)::timestamp at time zone 'UTC'
      and created_at <= ${at}::timestamptz) as today,
    count(*) filter (where created_at > ${at}::timestamptz - interval '7 days' and created_at <= ${at}::timestamptz) as last_7d,
    count(*) filter (where created_at > ${at}::timestamptz - interval '30 days' and created_at <= ${at}::timestamptz) as last_30d`;
};

/** A group-by of one column of a table as [[value, count], …]. */
const groupCounts = (table: SQL, column: SQL) =>
  sql`(select coalesce(json_agg(json_build_array(g.k, g.n)), '[]'::json)
       from (select ${column} as k, count(*) as n from ${table} group by 1) g)`;

async function quoteRequestLines(db: Database, now: Date): Promise<string[]> {
  const t = sql.raw("requirement_forms");
  const at = now.toISOString();
  const [row] = await queryRows<
    Windowed & { by_status: Pair[]; by_priority: Pair[]; by_budget: Pair[]; by_type: Pair[]; weeks: Pair[] }
  >(
    db,
    sql`
    select ${windowCounts(now)},
      ${groupCounts(t, sql.raw("status"))} as by_status,
      ${groupCounts(t, sql.raw("priority"))} as by_priority,
      ${groupCounts(t, sql.raw("budget_range"))} as by_budget,
      ${groupCounts(t, sql.raw("project_type"))} as by_type,
      (select json_agg(json_build_array(to_char(w.week, 'YYYY-MM-DD'), coalesce(c.n, 0)) order by w.week)
        from generate_series(
          date_trunc('week', ${at}::timestamptz at time zone 'UTC') - interval '7 weeks',
          date_trunc('week', ${at}::timestamptz at time zone 'UTC'),
          interval '1 week') as w(week)
        left join (
          select date_trunc('week', created_at at time zone 'UTC') as week, count(*) as n
          from requirement_forms where created_at <= ${at}::timestamptz group by 1
        ) c on c.week = w.week) as weeks
    from requirement_forms`,
  );
  if (!row) return [];
  const weeks = (row.weeks ?? []).map(([week, count]) => `${week}: ${count}`).join("; ");
  return [
    `Quote requests (requirement forms): ${n(row.total)} in total.`,
    `- Received today ${n(row.today)}, in the last 7 days ${n(row.last_7d)}, in the last 30 days ${n(row.last_30d)}.`,
    `- By status: ${listCounts(row.by_status, REQUIREMENT_STATUSES)}.`,
    `- By priority: ${listCounts(row.by_priority, [...PRIORITIES].reverse())}.`,
    `- By budget range: ${listCounts(row.by_budget)}.`,
    `- By project type: ${listCounts(row.by_type)}.`,
    `- Per week, last 8 weeks (weeks start on Monday, UTC): ${weeks}.`,
  ];
}

async function contactMessageLines(db: Database, now: Date): Promise<string[]> {
  const [row] = await queryRows<Windowed & { by_status: Pair[] }>(
    db,
    sql`select ${windowCounts(now)}, ${groupCounts(sql.raw("contact_messages"), sql.raw("status"))} as by_status
        from contact_messages`,
  );
  if (!row) return [];
  return [
    `Contact messages: ${n(row.total)} in total.`,
    `- Received today ${n(row.today)}, in the last 7 days ${n(row.last_7d)}, in the last 30 days ${n(row.last_30d)}.`,
    `- By status: ${listCounts(row.by_status, CONTACT_STATUSES)}.`,
  ];
}

/**
 * Active conversations whose newest inbound message has no later outbound message that left
 * (the e-mail stats' rule for an answered message: an outbound one, not failed or bounced, after it).
 */
async function conversationLines(db: Database): Promise<string[]> {
  const [row] = await queryRows<{
    total: string | number;
    active: string | number;
    awaiting: string | number;
    oldest: string | null;
  }>(
    db,
    sql`
    with c as (
      select conv.status,
        (select max(m.created_at) from email_messages m
          where m.conversation_id = conv.id and m.direction = 'inbound') as last_in,
        (select max(coalesce(m.sent_at, m.created_at)) from email_messages m
          where m.conversation_id = conv.id and m.direction = 'outbound'
            and m.status not in ('failed', 'bounced')) as last_out
      from email_conversations conv
    )
    select count(*) as total,
      count(*) filter (where status = 'active') as active,
      count(*) filter (where status = 'active' and last_in is not null
        and (last_out is null or last_out < last_in)) as awaiting,
      to_char(min(last_in) filter (where status = 'active' and last_in is not null
        and (last_out is null or last_out < last_in)) at time zone 'UTC', 'YYYY-MM-DD') as oldest
    from c`,
  );
  if (!row) return [];
  const oldest = row.oldest ? ` (the longest waiting since ${row.oldest})` : "";
  return [
    `E-mail conversations: ${n(row.total)} in total, ${n(row.active)} active; ${n(row.awaiting)} awaiting a reply${oldest}.`,
  ];
}

async function contentLine(db: Database): Promise<string> {
  const [row] = await queryRows<Record<string, string | number>>(
    db,
    sql`select
      (select count(*) from projects) as projects,
      (select count(*) from projects where status = 'published') as projects_published,
      (select count(*) from services) as services,
      (select count(*) from testimonials) as testimonials,
      (select count(*) from blog_posts) as blog_posts,
      (select count(*) from blog_posts where status = 'published') as blog_posts_published,
      (select count(*) from team_members) as team_members,
      (select count(*) from team_members where is_active) as team_members_active`,
  );
  const c = (k: string) => n(row?.[k]);
  return (
    `Website content: ${c("projects")} portfolio projects (${c("projects_published")} published), ` +
    `${c("services")} services, ${c("testimonials")} testimonials, ${c("blog_posts")} blog posts ` +
    `(${c("blog_posts_published")} published), ${c("team_members")} team members (${c("team_members_active")} shown on the site).`
  );
}

/**
 * The summary for a user holding `permissions`, as of `now`: quote requests (total, by status,
 * priority, budget range, project type, per week for 8 weeks), contact messages by status,
 * conversations awaiting a reply, content counts and the last 30 days' daily volumes. Parts the
 * user may not read are left out and named as not available.
 */
export async function groundingSummary(
  db: Database,
  permissions: readonly string[],
  now: Date = new Date(),
): Promise<string> {
  const may = (part: keyof typeof GROUNDING_PERMISSIONS) => {
    const [resource, action] = GROUNDING_PERMISSIONS[part];
    return hasPermission(permissions, resource, action);
  };
  const quotes = may("quoteRequests");
  const messages = may("contactMessages");
  const lines = [
    `Site data as of ${now.toISOString().slice(0, 16).replace("T", " ")} UTC (today is ${utcDay(now)}), counted from the database just now:`,
  ];
  const missing: string[] = [];
  if (quotes) lines.push(...(await quoteRequestLines(db, now)));
  else missing.push("quote requests");
  if (messages) lines.push(...(await contactMessageLines(db, now)));
  else missing.push("contact messages");
  if (may("conversations")) lines.push(...(await conversationLines(db)));
  else missing.push("e-mail conversations");
  lines.push(await contentLine(db));
  if (quotes || messages) {
    const volumes = await dailyVolumes(db, 30, now);
    const what = [quotes && "quote requests", messages && "contact messages"].filter(Boolean).join(" / ");
    const days = volumes
      .map((v) => {
        const figures = [quotes && v.quote_requests, messages && v.contact_messages].filter(
          (x) => x !== false,
        );
        return `${v.date.slice(5)} ${figures.join("/")}`;
      })
      .join("; ");
    lines.push(`Daily volumes, last 30 days (MM-DD ${what}): ${days}.`);
  }
  if (missing.length) {
    lines.push(`Not available to this user (no permission): ${missing.join(", ")}. Do not guess these.`);
  }
  return lines.join("\n");
}
