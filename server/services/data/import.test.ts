import { CHANGE_CHANNEL, type ChangeEvent } from "@common/realtime";
import { DATA_TEXT, IMPORT_BATCH_SIZE, type TableProgress } from "@common/schemas/data";
import {
  account,
  activityLog,
  adminPermissions,
  contactMessages,
  requirementForms,
  services,
  session,
  testimonials,
  user,
} from "@server/db/schema";
import { seedDefaults } from "@server/db/seed";
import { seedBulk } from "@server/db/seed-bulk";
import type { Actor } from "@server/services/audit";
import {
  dumpDatabase,
  exportedRows,
  exportFileOf,
  fileWith,
  type Row,
  rowsInFile,
  type TestExportFile,
} from "@tests/support/data-files";
import { setUpTestDb } from "@tests/support/test-db";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exportedTables } from "./catalogue";
import { importData } from "./import";
import { currentSchemaVersion } from "./schema-version";

const handle = setUpTestDb();
const db = () => handle.db;
let site: string;
let admin: Actor;

/** A user with a password account and a session, as better-auth keeps them. */
async function addUser(email: string, role: "admin" | "client") {
  const [row] = await db()
    .insert(user)
    .values({ name: email, email, role, firstName: "Ünïcödé 🌻" })
    .returning();
  await db()
    .insert(account)
    .values({ accountId: row!.id, providerId: "credential", userId: row!.id, password: `hash-of-${email}` });
  await db()
    .insert(session)
    .values({ userId: row!.id, token: `token-${email}`, expiresAt: new Date(Date.now() + 3_600_000) });
  if (role === "admin")
    await db().insert(adminPermissions).values({ admin_user_id: row!.id, permission_name: "*" });
  return row!;
}

beforeAll(async () => {
  await seedDefaults(db());
  site = await currentSchemaVersion(db());
  const owner = await addUser("owner@example.com", "admin");
  admin = { id: owner.id, email: owner.email, ip: "127.0.0.1" };
  await addUser("client@example.com", "client");
  // Three batches of quote requests, so a bad row can sit in the second.
  await seedBulk(db(), { quoteRequests: 250, contactMessages: 20 });
  await db().update(requirementForms).set({ estimated_cost: "12345.60" });
});

const rowsOf = (file: TestExportFile, table: string) => file.tables[table]!.data as Row[];
/** The quote requests' rows of `file` in their order, the 150th (second batch) made invalid. */
function withBadRow(file: TestExportFile) {
  const rows = rowsOf(file, "requirement_forms");
  rows[149] = { ...rows[149], status: "nonsense" };
  return file;
}
const checkViolation = expect.stringMatching(
  /^Batch 2: new row for relation "requirement_forms" violates check constraint "requirement_forms_status_check"/,
);

describe("importData refuses what it cannot import, and changes nothing", () => {
  it("answers the first validation error for a damaged file, a file without tables, a newer schema", async () => {
    const before = await dumpDatabase(db());
    const cases: [unknown, string][] = [
      [{ exportDate: "x", database: "atrium" }, DATA_TEXT.invalidFormat],
      ["{ not json", DATA_TEXT.invalidFormat],
      [{ ...fileWith(site, {}), tables: { services: "rows" } }, DATA_TEXT.tableNotObject("services")],
      [
        { ...fileWith(site, {}), tables: { services: { data: {} } } },
        DATA_TEXT.tableDataNotArray("services"),
      ],
      [fileWith("9999_later", { services: [] }), DATA_TEXT.newerSchema("9999_later", site)],
    ];
    for (const [file, message] of cases) {
      for (const mode of ["replace", "merge"] as const) {
        const result = await importData(db(), file, { mode, actor: admin });
        expect(result, `${mode}: ${message}`).toEqual({
          status: "failed",
          mode,
          message,
          failed_tables: 0,
          imported: 0,
          tables: [],
        });
      }
    }
    expect(await dumpDatabase(db())).toEqual(before);
  });

  it("replace: a batch with a bad row rolls the whole import back ('Migration failed', 'Batch N: …')", async () => {
    const before = await dumpDatabase(db());
    const file = withBadRow(await exportFileOf(db()));
    // Changes an earlier table and drops rows, which the rollback must undo too.
    rowsOf(file, "contact_messages")[0]!.name = "Changed Before The Failure";
    file.tables.services!.data = rowsOf(file, "services").slice(1);
    const progress: TableProgress[] = [];
    const result = await importData(db(), file, {
      mode: "replace",
      actor: admin,
      onProgress: (p) => progress.push(p),
    });

    expect(result).toMatchObject({
      status: "failed",
      message: DATA_TEXT.migrationFailed,
      failed_tables: 1,
      imported: 0,
    });
    expect(DATA_TEXT.migrationFailed).toBe("Migration failed");
    const quotes = result.tables.find((t) => t.name === "requirement_forms")!;
    expect(quotes).toEqual({
      name: "requirement_forms",
      status: "error",
      imported: 0,
      errors: [checkViolation],
    });
    expect(
      result.tables.filter((t) => t.name !== "requirement_forms").every((t) => t.status === "skipped"),
    ).toBe(true);
    expect(progress).toContainEqual({ table: "requirement_forms", status: "error", done: 0, total: 250 });
    expect(await dumpDatabase(db())).toEqual(before);
  });
});

describe("importData in merge mode", () => {
  it("upserts by primary key: changed rows updated, new rows added, the rest kept; a bad batch reported", async () => {
    const full = await exportFileOf(db());
    const quotes = rowsOf(full, "requirement_forms").map((r) => ({ ...r }));
    quotes[0]!.admin_notes = "Called back — **Markdown** <b>and HTML</b>";
    quotes[120]!.admin_notes = "In the bad batch, never written";
    quotes[149]!.status = "nonsense";
    const added = { ...quotes[0]!, id: crypto.randomUUID(), name: "Zoë New 🚀", email: "zoe@example.com" };
    quotes.push(added);
    const messages = rowsOf(full, "contact_messages")
      .slice(0, 5)
      .map((m): Row => ({ ...m, priority: "urgent" }));
    const untouched = rowsOf(full, "contact_messages")[10]!;
    const before = await dumpDatabase(db());

    const progress: TableProgress[] = [];
    const result = await importData(
      db(),
      fileWith(site, { requirement_forms: quotes, contact_messages: messages }),
      {
        mode: "merge",
        actor: admin,
        onProgress: (p) => progress.push(p),
      },
    );

    expect(result).toMatchObject({
      status: "completed_with_errors",
      mode: "merge",
      message: DATA_TEXT.migrationCompletedWithErrors,
      failed_tables: 1,
      imported: quotes.length - IMPORT_BATCH_SIZE + messages.length,
    });
    expect(result.tables.find((t) => t.name === "requirement_forms")).toEqual({
      name: "requirement_forms",
      status: "error",
      imported: quotes.length - IMPORT_BATCH_SIZE,
      errors: [checkViolation],
    });
    expect(result.tables.find((t) => t.name === "contact_messages")).toMatchObject({
      status: "completed",
      imported: 5,
    });
    // The tables the file does not have are reported as skipped and left alone.
    expect(result.tables.find((t) => t.name === "services")).toMatchObject({
      status: "skipped",
      imported: 0,
    });
    expect(await db().select().from(services)).toHaveLength(before.services!.length);

    const quote = async (id: unknown) =>
      (
        await db()
          .select()
          .from(requirementForms)
          .where(eq(requirementForms.id, id as string))
      )[0];
    expect((await quote(quotes[0]!.id))!.admin_notes).toBe("Called back — **Markdown** <b>and HTML</b>");
    expect((await quote(quotes[120]!.id))!.admin_notes).toBeNull();
    expect((await quote(quotes[149]!.id))!.status).not.toBe("nonsense");
    expect((await quote(added.id))!.name).toBe("Zoë New 🚀");
    expect((await quote(added.id))!.estimated_cost).toBe("12345.60");
    const message = async (id: unknown) =>
      (
        await db()
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id as string))
      )[0];
    expect((await message(messages[0]!.id))!.priority).toBe("urgent");
    expect(await message(untouched.id)).toMatchObject({ priority: untouched.priority });

    expect(progress.filter((p) => p.table === "requirement_forms")).toEqual([
      { table: "requirement_forms", status: "running", done: 0, total: 251 },
      { table: "requirement_forms", status: "running", done: 100, total: 251 },
      { table: "requirement_forms", status: "running", done: 200, total: 251 },
      { table: "requirement_forms", status: "running", done: 251, total: 251 },
      { table: "requirement_forms", status: "error", done: 251, total: 251 },
    ]);
    const [entry] = await db().select().from(activityLog).where(eq(activityLog.action, "import"));
    expect(entry).toMatchObject({ user_id: admin.id, entity_type: "data" });
    expect(entry!.changes).toMatchObject({
      mode: "merge",
      status: "completed_with_errors",
      failed_tables: 1,
    });
  });
});

describe("importData in replace mode", () => {
  it("makes the file's tables exactly the file, keeping the importing admin's session", async () => {
    const file = await exportFileOf(db());
    const client = rowsOf(file, "user").find((u) => u.email === "client@example.com")!;
    // The client leaves (with their account and sessions); a service goes; a testimonial changes.
    for (const name of ["user", "account"]) {
      file.tables[name]!.data = rowsOf(file, name).filter(
        (r) => r.id !== client.id && r.user_id !== client.id,
      );
    }
    file.tables.services!.data = rowsOf(file, "services").slice(1);
    rowsOf(file, "testimonials")[0]!.content = "Ünïcödé, emoji 🎉 and\nnew lines";
    file.tables.requirement_forms!.data = rowsOf(file, "requirement_forms").slice(0, 120);

    const result = await importData(db(), file, { mode: "replace", actor: admin });
    expect(result.status).toBe("completed");
    expect(result.message).toBe(DATA_TEXT.importCompleted(result.imported, exportedTables().length));
    expect(result.failed_tables).toBe(0);

    const after = await exportedRows(db());
    const expected = rowsInFile(file);
    // The activity log is the file's plus this import's own entry, written after the data.
    const entries = after.activity_log!.filter((e) => !expected.activity_log!.some((f) => f.id === e.id));
    expect(entries).toEqual([
      expect.objectContaining({ action: "import", entity_type: "data", user_id: admin.id }),
    ]);
    expect(entries[0]!.changes).toMatchObject({ mode: "replace", status: "completed" });
    after.activity_log = after.activity_log!.filter((e) => e.id !== entries[0]!.id);
    expect(after).toEqual(expected);

    const sessions = await db().select().from(session);
    expect(sessions.map((s) => s.userId)).toEqual([admin.id]);
    expect(
      (
        await db()
          .select()
          .from(testimonials)
          .where(eq(testimonials.id, rowsOf(file, "testimonials")[0]!.id as string))
      )[0]!.content,
    ).toBe("Ünïcödé, emoji 🎉 and\nnew lines");
  });

  it("leaves the tables the file does not have as they are", async () => {
    const before = await exportedRows(db());
    const one = before.testimonials!.slice(0, 1).map((t) => ({ ...t, name: "Only One" }));
    const result = await importData(db(), fileWith(site, { testimonials: one }), { mode: "replace" });
    expect(result, JSON.stringify(result)).toMatchObject({ status: "completed", imported: 1 });
    const after = await exportedRows(db());
    expect(after.testimonials).toEqual(one);
    // Imported as the command line does (no administrator): not recorded in the activity log.
    for (const { name } of exportedTables()) {
      if (name !== "testimonials") expect(after[name], name).toEqual(before[name]);
    }
  });

  it("records the import as the system when the importer's own user is not in the file", async () => {
    const file = await exportFileOf(db());
    const [other] = await db()
      .insert(user)
      .values({ name: "Temp", email: "temp@example.com", role: "admin" })
      .returning();
    const result = await importData(db(), file, {
      mode: "replace",
      actor: { id: other!.id, email: other!.email, ip: null },
    });
    expect(result.status).toBe("completed");
    expect(await db().select().from(user).where(eq(user.id, other!.id))).toEqual([]);
    const [entry] = await db()
      .select()
      .from(activityLog)
      .where(sql`${activityLog.changes}->>'by' = 'temp@example.com'`);
    expect(entry).toMatchObject({ action: "import", user_id: null });
  });
});

describe("realtime during an import", () => {
  it("sends one IMPORT event per changed watched table instead of one per row", async () => {
    const events: ChangeEvent[] = [];
    const stop = await handle.listen(CHANGE_CHANNEL, (payload) => events.push(JSON.parse(payload)));
    try {
      const file = await exportFileOf(db());
      for (const r of rowsOf(file, "requirement_forms")) r.admin_notes = "bulk";
      const result = await importData(
        db(),
        fileWith(site, {
          requirement_forms: rowsOf(file, "requirement_forms"),
          contact_messages: rowsOf(file, "contact_messages"),
          user: rowsOf(file, "user"),
        }),
        { mode: "merge" },
      );
      expect(result.status).toBe("completed");
      // A marker sent after the import: once it arrives, every earlier notification has too.
      await db().execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, '{"table":"marker"}')`);
      await expect
        .poll(() => events.some((e) => (e.table as string) === "marker"), { timeout: 30_000 })
        .toBe(true);
      expect(events.filter((e) => (e.table as string) !== "marker")).toEqual(
        expect.arrayContaining([
          { table: "requirement_forms", op: "IMPORT", id: null },
          { table: "contact_messages", op: "IMPORT", id: null },
        ]),
      );
      expect(events).toHaveLength(3);
      // Outside an import, the triggers announce each row as before.
      await db()
        .update(contactMessages)
        .set({ priority: "low" })
        .where(eq(contactMessages.id, rowsOf(file, "contact_messages")[0]!.id as string));
      await expect.poll(() => events.length, { timeout: 30_000 }).toBe(4);
      expect(events[3]).toMatchObject({
        table: "contact_messages",
        op: "UPDATE",
        id: rowsOf(file, "contact_messages")[0]!.id,
      });
    } finally {
      await stop();
    }
  });
});
