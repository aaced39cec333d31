import { setUpTestDb } from "@tests/support/test-db";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MESSAGE_SEARCH_COLUMNS } from "../services/contact-messages";
import { searchCondition } from "../services/list-page";
import { QUOTE_SEARCH_COLUMNS } from "../services/quote-requests";
import { queryRows } from "./client";
import { contactMessages, requirementForms } from "./schema";

const handle = setUpTestDb();

/** The plan of `query` when the planner may not scan the whole table (so an index must serve). */
async function plan(query: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ "QUERY PLAN": string }>(tx as never, sql`explain ${query}`);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("the admin searches' trigram indexes (migration 0002)", () => {
  it.each([
    {
      search: "quote request",
      table: requirementForms,
      columns: QUOTE_SEARCH_COLUMNS,
      index: "requirement_forms_search_trgm_idx",
    },
    {
      search: "contact message",
      table: contactMessages,
      columns: MESSAGE_SEARCH_COLUMNS,
      index: "contact_messages_search_trgm_idx",
    },
  ])("serve the $search search", async ({ table, columns, index }) => {
    const query = handle.db.select({ n: count() }).from(table).where(searchCondition(columns, "lovelace"));
    expect(await plan(query)).toContain(index);
  });
});
