import { WATCHED_TABLES } from "@common/realtime";
import { setUpTestDb } from "@tests/support/test-db";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { queryRows } from "./client";

const handle = setUpTestDb();

it("every table the back office watches has its change trigger, and no other table does", async () => {
  const rows = await queryRows<{ table: string }>(
    handle.db,
    sql`select event_object_table as "table" from information_schema.triggers
        where action_statement like '%atrium_notify_change%' group by event_object_table`,
  );
  expect(rows.map((r) => r.table).sort()).toEqual([...WATCHED_TABLES].sort());
});
