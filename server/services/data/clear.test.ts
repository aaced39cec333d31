import { CHANGE_CHANNEL, type ChangeEvent, WATCHED_TABLES } from "@common/realtime";
import { CLEAR_KEEPS_TABLES, DATA_TEXT } from "@common/schemas/data";
import { account, adminPermissions, session, user } from "@server/db/schema";
import { seedDefaults } from "@server/db/seed";
import { seedBulk } from "@server/db/seed-bulk";
import { ApiError } from "@server/lib/errors";
import { dumpDatabase, exportedRows } from "@tests/support/data-files";
import { setUpTestDb } from "@tests/support/test-db";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exportedTables } from "./catalogue";
import { clearAllData } from "./clear";

const handle = setUpTestDb();
const db = () => handle.db;
let adminId: string;

beforeAll(async () => {
  await seedDefaults(db());
  const [admin] = await db()
    .insert(user)
    .values({ name: "Olive", email: "owner@example.com", role: "admin" })
    .returning();
  adminId = admin!.id;
  await db()
    .insert(account)
    .values({ accountId: adminId, providerId: "credential", userId: adminId, password: "hash" });
  await db().insert(adminPermissions).values({ admin_user_id: adminId, permission_name: "*" });
  await db()
    .insert(session)
    .values({ userId: adminId, token: "t", expiresAt: new Date(Date.now() + 3_600_000) });
  await seedBulk(db(), { quoteRequests: 30, contactMessages: 12 });
});

describe("clearAllData", () => {
  it("answers 'Error clearing data' and deletes nothing when a delete fails", async () => {
    // about_content comes first in dependency order, so it is emptied last: everything else has
    // been deleted (inside the transaction) by the time it fails.
    await db().execute(sql`
      CREATE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'not today'; END; $$ LANGUAGE plpgsql`);
    await db().execute(sql`
      CREATE TRIGGER refuse_delete BEFORE DELETE ON about_content FOR EACH ROW EXECUTE FUNCTION refuse_delete()`);
    await db().execute(sql`INSERT INTO about_content (section_type, title) VALUES ('history', 'Our story')`);
    const before = await dumpDatabase(db());
    try {
      const error = await clearAllData(db()).catch((err: unknown) => err);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 500, code: "clear_failed", message: DATA_TEXT.clearFailed });
      expect(DATA_TEXT.clearFailed).toBe("Error clearing data");
      expect(await dumpDatabase(db())).toEqual(before);
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_delete ON about_content`);
      await db().execute(sql`DROP FUNCTION refuse_delete()`);
    }
  });

  it("empties every exported table but the administrators', children first, with counts per table", async () => {
    const before = await exportedRows(db());
    const events: ChangeEvent[] = [];
    const stop = await handle.listen(CHANGE_CHANNEL, (payload) => events.push(JSON.parse(payload)));
    try {
      const result = await clearAllData(db(), { id: adminId, email: "owner@example.com", ip: "127.0.0.1" });
      const keep = CLEAR_KEEPS_TABLES as readonly string[];
      const cleared = exportedTables()
        .map((t) => t.name)
        .filter((name) => !keep.includes(name));
      expect(result.tables.map((t) => t.name)).toEqual([...cleared].reverse());
      for (const { name, deleted } of result.tables) expect(deleted, name).toBe(before[name]!.length);
      expect(result.deleted).toBe(cleared.reduce((sum, name) => sum + before[name]!.length, 0));
      expect(result.deleted).toBeGreaterThan(42);

      const after = await exportedRows(db());
      for (const name of keep) expect(after[name], name).toEqual(before[name]);
      // The one row left is the record of the clear, written after the deletes.
      expect(after.activity_log).toEqual([
        expect.objectContaining({ action: "clear", entity_type: "data", user_id: adminId }),
      ]);
      for (const name of cleared) if (name !== "activity_log") expect(after[name], name).toEqual([]);
      expect(await db().select().from(session)).toHaveLength(1);

      // One event per watched table, not one per deleted row.
      await db().execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, '{"table":"marker"}')`);
      await expect
        .poll(() => events.some((e) => (e.table as string) === "marker"), { timeout: 30_000 })
        .toBe(true);
      const changes = events.filter((e) => (e.table as string) !== "marker");
      expect(changes.every((e) => e.op === "IMPORT" && e.id === null)).toBe(true);
      expect(changes.map((e) => e.table).sort()).toEqual([...WATCHED_TABLES].sort());
    } finally {
      await stop();
    }
  });
});
