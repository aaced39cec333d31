import {
  CONTACT_STATUSES,
  PRIORITIES,
  QUOTE_BUDGETS,
  REQUIREMENT_STATUSES,
  TIMELINES,
} from "@common/options";
import { quietTriggers } from "@server/services/data/bulk";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Volume data for benchmarks (`npm run seed:bulk`): generated in SQL with generate_series, so
 * 100,000 rows take seconds. Values vary deterministically with the row number (statuses,
 * priorities, names, dates over the last two years); one row in 100 names "Lovelace" so a
 * search has something selective to find.
 */
export async function seedBulk(db: Database, counts: { quoteRequests: number; contactMessages: number }) {
  const firstNames = sqlArray(["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret", "Tim", "Barbara"]);
  const lastNames = sqlArray([
    "Hopper",
    "Turing",
    "Johnson",
    "Torvalds",
    "Hamilton",
    "Berners-Lee",
    "Liskov",
  ]);
  const companies = sqlArray(["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries"]);
  const types = sqlArray([
    "Web Development",
    "Mobile App",
    "E-commerce",
    "Custom Solution",
    "Digital Marketing",
  ]);
  const contactStatuses = sqlArray(CONTACT_STATUSES);
  const name = sql`case when i % 100 = 0 then 'Ada Lovelace'
    else (${firstNames})[1 + i % 8] || ' ' || (${lastNames})[1 + (i / 8) % 7] end`;
  const createdAt = sql`now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second'`;

  await db.transaction(async (tx) => {
    // The realtime triggers would queue one NOTIFY per row; bulk data needs none of them.
    await quietTriggers(tx);
    await batched(counts.quoteRequests, (from, to) =>
      tx.execute(sql`
        insert into requirement_forms (name, email, company, project_type, project_title,
          project_description, budget_range, timeline, status, priority, created_at, updated_at)
        select ${name}, 'person' || i || '@example.com', (${companies})[1 + i % 6], (${types})[1 + i % 5],
          'Project ' || i, 'Generated request number ' || i || ' for load testing.',
          (${sqlArray(QUOTE_BUDGETS)})[1 + i % ${QUOTE_BUDGETS.length}],
          (${sqlArray(TIMELINES)})[1 + i % ${TIMELINES.length}],
          (${sqlArray(REQUIREMENT_STATUSES)})[1 + i % ${REQUIREMENT_STATUSES.length}],
          (${sqlArray(PRIORITIES)})[1 + (i / 3) % ${PRIORITIES.length}],
          ${createdAt}, ${createdAt}
        from generate_series(${from}::int, ${to}::int) as i`),
    );
    await batched(counts.contactMessages, (from, to) =>
      tx.execute(sql`
        insert into contact_messages (name, email, company, message, status, priority, created_at)
        select ${name}, 'sender' || i || '@example.com', (${companies})[1 + i % 6],
          'Generated message number ' || i || '. We would like to talk about a project.',
          (${contactStatuses})[1 + i % ${CONTACT_STATUSES.length}], (${sqlArray(PRIORITIES)})[1 + (i / 3) % ${PRIORITIES.length}],
          ${createdAt}
        from generate_series(${from}::int, ${to}::int) as i`),
    );
  });
  // Fresh statistics so the planner picks the indexes straight away.
  await db.execute(sql`analyze requirement_forms`);
  await db.execute(sql`analyze contact_messages`);
}

const BATCH = 20_000;

async function batched(total: number, insert: (from: number, to: number) => Promise<unknown>) {
  for (let from = 1; from <= total; from += BATCH) await insert(from, Math.min(total, from + BATCH - 1));
}

function sqlArray(values: readonly string[]) {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}
