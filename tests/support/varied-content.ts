import type { Database } from "@server/db/client";
import { exportedTables, quoteIdent } from "@server/services/data/catalogue";
import { sql } from "drizzle-orm";

/**
 * Rows that test whether data survives a move: unicode and emoji, NULLs, arrays of strings (jsonb),
 * nested JSON objects, numerics with cents, timestamps with microseconds written in another zone,
 * Markdown with HTML, and a cell a spreadsheet would run as a formula. Raw SQL, so the values are
 * stored exactly as written (a JavaScript Date would drop the microseconds).
 */
export const VARIED = {
  userId: "5b0e8f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  postId: "6c1f9a4b-2d3e-4f60-9b0c-1d2e3f4a5b6c",
  quoteId: "7d2a0b5c-3e4f-4071-8c1d-2e3f4a5b6c7d",
  messageId: "8e3b1c6d-4f50-4182-9d2e-3f4a5b6c7d8e",
  name: "Zoë Ünal 🚀 日本語",
  title: 'Café ☕ — naïve résumé, "quoted" 🎉',
  markdown:
    '# Heading\n\n<div class="note">**bold** & <em>HTML</em> <script>x</script></div>\n\n- one\n- two',
  tags: ["café", "🚀 launch", "日本語"],
  publishedAt: "2024-02-29 23:59:59.123456+05:30",
  createdAt: "2023-07-01 00:00:00.000001+00",
  cost: "1234.50",
  formula: '=HYPERLINK("http://example.com","click")',
  extraFields: { nested: { list: [1, 2.5, "x"], emoji: "🎉" }, empty: null, flag: true },
  message: 'Line one, with a comma\nLine "two"\r\nend\ttab',
  passwordHash: "c2FsdA==:aGFzaA==",
} as const;

export async function seedVariedContent(db: Database): Promise<void> {
  const v = VARIED;
  await db.execute(sql`
    INSERT INTO "user" (id, name, email, email_verified, role, first_name, last_name, company, created_at, updated_at)
    VALUES (${v.userId}, ${v.name}, 'zoe@example.com', true, 'admin', 'Zoë', NULL, NULL,
            ${v.createdAt}::timestamptz, ${v.publishedAt}::timestamptz)`);
  await db.execute(sql`
    INSERT INTO account (account_id, provider_id, user_id, password)
    VALUES (${v.userId}, 'credential', ${v.userId}, ${v.passwordHash})`);
  await db.execute(sql`
    INSERT INTO blog_posts (id, title, slug, excerpt, content, tags, status, published_at, user_id)
    VALUES (${v.postId}, ${v.title}, 'cafe-naive', NULL, ${v.markdown}, ${JSON.stringify(v.tags)}::jsonb,
            'published', ${v.publishedAt}::timestamptz, ${v.userId})`);
  await db.execute(sql`
    INSERT INTO comments (post_id, author_name, content, status)
    VALUES (${v.postId}, ${v.name}, 'Très bien 👍', 'approved')`);
  await db.execute(sql`
    INSERT INTO requirement_forms (id, name, email, phone, project_type, project_description, platforms,
                                   features_needed, estimated_cost, user_id, created_at)
    VALUES (${v.quoteId}, ${v.formula}, 'quote@example.com', NULL, 'Web Development', ${v.message},
            '["Web","iOS"]'::jsonb, '[]'::jsonb, ${v.cost}::numeric, ${v.userId}, ${v.createdAt}::timestamptz)`);
  await db.execute(sql`
    INSERT INTO contact_messages (id, name, email, message, extra_fields, replied_at)
    VALUES (${v.messageId}, ${v.name}, 'msg@example.com', ${v.message},
            ${JSON.stringify(v.extraFields)}::jsonb, ${v.publishedAt}::timestamptz)`);
}

/**
 * Every exported table's rows as PostgreSQL's own JSON text, in primary-key order, timestamps in
 * UTC (one transaction, so the zone holds for every query): two databases hold the same data
 * exactly when their snapshots are equal.
 */
export async function tableSnapshot(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const snapshot: Record<string, string[]> = {};
    for (const table of exportedTables()) {
      const keys = table.primaryKey.map((c) => `t.${quoteIdent(c)}`).join(", ");
      const result = (await tx.execute(
        sql.raw(`SELECT row_to_json(t)::text AS r FROM ${quoteIdent(table.name)} t ORDER BY ${keys}`),
      )) as unknown as { rows: { r: string }[] };
      snapshot[table.name] = result.rows.map((row) => row.r);
    }
    return snapshot;
  });
}
