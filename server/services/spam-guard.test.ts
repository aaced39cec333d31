import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { setUpTestDb } from "@tests/support/test-db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimit } from "../db/schema";
import { createMemoryCounter } from "./form-rate-limit";
import { guardPublicForm } from "./spam-guard";

const handle = setUpTestDb();

const now = 1_800_000_000_000;
const human = { [STARTED_AT_FIELD]: now - 10_000 };

describe("guardPublicForm", () => {
  it("lets a person through", async () => {
    await expect(guardPublicForm(handle.db, "contact", human, "192.0.2.1", now)).resolves.toBeUndefined();
  });

  it("refuses a filled honeypot, a missing start time and a too-fast submission", async () => {
    await expect(
      guardPublicForm(handle.db, "contact", { ...human, [HONEYPOT_FIELD]: "http://spam" }, "192.0.2.2", now),
    ).rejects.toMatchObject({ status: 400 });
    await expect(guardPublicForm(handle.db, "contact", {}, "192.0.2.2", now)).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      guardPublicForm(handle.db, "contact", { [STARTED_AT_FIELD]: now - 500 }, "192.0.2.2", now),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("limits submissions per address and form, and forgets after the window", async () => {
    for (let i = 0; i < 5; i++) await guardPublicForm(handle.db, "quote", human, "192.0.2.3", now);
    await expect(guardPublicForm(handle.db, "quote", human, "192.0.2.3", now)).rejects.toMatchObject({
      status: 429,
    });
    await expect(guardPublicForm(handle.db, "contact", human, "192.0.2.3", now)).resolves.toBeUndefined();
    await expect(guardPublicForm(handle.db, "quote", human, "192.0.2.4", now)).resolves.toBeUndefined();
    const later = now + 11 * 60 * 1000;
    await expect(
      guardPublicForm(handle.db, "quote", { [STARTED_AT_FIELD]: later - 10_000 }, "192.0.2.3", later),
    ).resolves.toBeUndefined();
  });

  it("refuses from memory once over the limit; counts in the database only on PostgreSQL", async () => {
    const ip = "192.0.2.5";
    const results = [];
    for (let i = 0; i < 7; i++) {
      results.push(
        await guardPublicForm(handle.db, "quote", human, ip, now).then(
          () => 200,
          (err: { status: number }) => err.status,
        ),
      );
    }
    expect(results).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const rows = await handle.db
      .select()
      .from(rateLimit)
      .where(eq(rateLimit.key, `form:quote:${ip}`));
    // PostgreSQL: the five attempts the memory let through; the refused ones never reached it.
    // PGlite: one process holds the database, so the memory is the whole count.
    expect(rows.map((r) => r.count)).toEqual(handle.kind === "postgres" ? [5] : []);
  });

  it("counts the addresses that arrive together by their own numbers, again and again", async () => {
    for (const round of ["10", "11"]) {
      const ips = [1, 1, 2, 1, 2].map((n) => `192.0.2.${round}${n}`);
      await Promise.all(ips.map((ip) => guardPublicForm(handle.db, "contact", human, ip, now)));
      const counts = await Promise.all(
        [1, 2].map(async (n) => {
          const [row] = await handle.db
            .select()
            .from(rateLimit)
            .where(eq(rateLimit.key, `form:contact:192.0.2.${round}${n}`));
          return row?.count;
        }),
      );
      expect(counts).toEqual(handle.kind === "postgres" ? [3, 2] : [undefined, undefined]);
    }
  });
});

describe("the in-memory counter", () => {
  it("counts per key within a window and starts again after it", () => {
    const counter = createMemoryCounter(1000);
    expect([1, 2, 3].map(() => counter.consume("a", 0))).toEqual([1, 2, 3]);
    expect(counter.consume("b", 500)).toBe(1);
    expect(counter.consume("a", 999)).toBe(4);
    expect(counter.consume("a", 1000)).toBe(1);
  });

  it("forgets ended windows once it holds many keys", () => {
    const counter = createMemoryCounter(1000);
    for (let i = 0; i < 10_000; i++) counter.consume(`old-${i}`, 0);
    expect(counter.size).toBe(10_000);
    counter.consume("new", 5000);
    expect(counter.size).toBe(1);
  });
});
