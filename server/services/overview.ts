import { statfs } from "node:fs/promises";
import type { OverviewCounts, SystemStatus } from "@common/schemas/overview";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";

/**
 * The Overview's figures (spec 2 §2, live rather than hard-coded: ARCHITECTURE.md decision 7),
 * read in one round trip. "New this week" is requests created in the last 7 days (spec 2 §9);
 * "unread" is messages still in status new; unread replies are received e-mails nobody opened.
 */
export async function overviewCounts(db: Database): Promise<OverviewCounts> {
  const [row = {}] = await queryRows<Partial<Record<keyof OverviewCounts, string | number>>>(
    db,
    sql`
    select
      (select count(*) from projects) as projects,
      (select count(*) from services) as services,
      (select count(*) from testimonials) as testimonials,
      (select count(*) from team_members) as team_members,
      (select count(*) from requirement_forms where created_at >= now() - interval '7 days') as new_quote_requests_week,
      (select count(*) from contact_messages where status = 'new') as unread_messages,
      (select count(*) from email_messages where direction = 'inbound' and read_at is null) as unread_replies
  `,
  );
  const n = (key: keyof OverviewCounts) => Number(row[key] ?? 0);
  return {
    projects: n("projects"),
    services: n("services"),
    testimonials: n("testimonials"),
    team_members: n("team_members"),
    new_quote_requests_week: n("new_quote_requests_week"),
    unread_messages: n("unread_messages"),
    unread_replies: n("unread_replies"),
  };
}

/**
 * Read live: the database answers (and how fast), the disk holding the data directory, and
 * whether an active e-mail configuration exists. A failing probe reports itself, never throws.
 */
export async function systemStatus(db: Database, dataDir: string): Promise<SystemStatus> {
  const started = performance.now();
  let database: SystemStatus["database"] = { ok: false, latency_ms: null, size_bytes: null };
  let email_configured = false;
  try {
    const [row] = await queryRows<{ size: string | number; email: string | number }>(
      db,
      sql`
      select pg_database_size(current_database()) as size,
        (select count(*) from email_settings where is_active) as email
    `,
    );
    database = {
      ok: true,
      latency_ms: Math.round((performance.now() - started) * 10) / 10,
      size_bytes: row ? Number(row.size) : null,
    };
    email_configured = Number(row?.email ?? 0) > 0;
  } catch {
    // database stays { ok: false }
  }
  return { database, storage: await diskUsage(dataDir), email_configured };
}

async function diskUsage(dir: string): Promise<SystemStatus["storage"]> {
  try {
    const fs = await statfs(dir);
    const total = fs.blocks * fs.bsize;
    const used = (fs.blocks - fs.bfree) * fs.bsize;
    if (total <= 0) return null;
    return { used_bytes: used, total_bytes: total, used_percent: Math.round((used / total) * 100) };
  } catch {
    return null;
  }
}
