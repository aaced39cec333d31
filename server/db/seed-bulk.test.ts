import { setUpTestDb } from "@tests/support/test-db";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, requirementForms } from "./schema";
import { seedBulk } from "./seed-bulk";

const handle = setUpTestDb();

describe("seedBulk", () => {
  it("adds the asked numbers of varied rows that pass the tables' checks", async () => {
    await seedBulk(handle.db, { quoteRequests: 1200, contactMessages: 800 });
    const [quotes] = await handle.db.select({ n: count() }).from(requirementForms);
    const [messages] = await handle.db.select({ n: count() }).from(contactMessages);
    expect(quotes!.n).toBe(1200);
    expect(messages!.n).toBe(800);

    const statuses = await handle.db
      .selectDistinct({ status: requirementForms.status })
      .from(requirementForms);
    expect(statuses.length).toBe(6);
    const [lovelace] = await handle.db
      .select({ n: count() })
      .from(requirementForms)
      .where(eq(requirementForms.name, "Ada Lovelace"));
    expect(lovelace!.n).toBe(12);
    const [span] = await handle.db
      .select({ days: sql<number>`extract(day from max(created_at) - min(created_at))`.mapWith(Number) })
      .from(contactMessages);
    expect(span!.days).toBeGreaterThan(300);
  });
});
