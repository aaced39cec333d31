import { setUpTestDb } from "@tests/support/test-db";
import { inArray, type Placeholder } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowStatements } from "./row-statements";
import { rateLimit } from "./schema";

const handle = setUpTestDb();

describe("rowStatements", () => {
  it("builds a statement once per shape and fills each row's own values", async () => {
    const built: number[] = [];
    const insert = rowStatements(
      "test_insert",
      (db, rows: Record<"key" | "count" | "lastRequest", Placeholder>[]) => {
        built.push(rows.length);
        return db.insert(rateLimit).values(rows).returning({ key: rateLimit.key, count: rateLimit.count });
      },
    );
    const fields = ["key", "count", "lastRequest"] as const;
    const row = (key: string, count: number) => ({ key, count, lastRequest: 1_800_000_000_000 + count });

    expect(await insert.run(handle.db, fields, [row("rs-a", 1), row("rs-b", 2)])).toEqual([
      { key: "rs-a", count: 1 },
      { key: "rs-b", count: 2 },
    ]);
    expect(await insert.run(handle.db, fields, [row("rs-c", 3), row("rs-d", 4)])).toEqual([
      { key: "rs-c", count: 3 },
      { key: "rs-d", count: 4 },
    ]);
    expect(await insert.run(handle.db, fields, [row("rs-e", 5)])).toEqual([{ key: "rs-e", count: 5 }]);
    // Two shapes seen (two rows, one row): two statements built.
    expect(built).toEqual([2, 1]);

    const stored = await handle.db
      .select({ key: rateLimit.key, lastRequest: rateLimit.lastRequest })
      .from(rateLimit)
      .where(inArray(rateLimit.key, ["rs-a", "rs-d"]))
      .orderBy(rateLimit.key);
    expect(stored).toEqual([
      { key: "rs-a", lastRequest: 1_800_000_000_001 },
      { key: "rs-d", lastRequest: 1_800_000_000_004 },
    ]);
  });
});
