import { writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import {
  type Backup,
  type BackupList,
  BackupListSchema,
  BackupSchema,
  EXPORT_DATABASE_MARKER,
  ExportFileSchema,
  ImportResultSchema,
} from "@common/schemas/data";
import { activityLog, testimonials } from "@server/db/schema";
import { backupsDirectory } from "@server/services/data/backups";
import { expectAdminOnly, setUpSignIns, signUpAdminWith } from "@tests/support/admin-api";
import { type Json, setUpTestApp } from "@tests/support/test-app";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

const t = setUpTestApp({ BACKUP_KEEP: "3" });
const people = setUpSignIns(t);
const BASE = "/api/v1/admin/data/backups";

async function call<B = Json>(pathname: string, init: { method?: string; cookie?: string } = {}) {
  const res = await t.request(`${BASE}${pathname}`, { ...init, cookie: init.cookie ?? people.admin });
  const json = res.headers.get("content-type")?.startsWith("application/json");
  return { status: res.status, body: (json ? await res.json() : null) as B };
}
const backUpNow = (cookie?: string) => call<Backup & Json>("", { method: "POST", cookie });
const list = () => call<BackupList>("");

const lastAudit = async (action: string) =>
  (
    await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity_type, "backup"), eq(activityLog.action, action)))
      .orderBy(desc(activityLog.created_at))
      .limit(1)
  )[0];

describe("backups API", () => {
  it("is for administrators only", async () => {
    const name = "atrium_backup_2026-03-01T02-00-00-000Z.json.gz";
    await expectAdminOnly(t, people, BASE, "GET");
    await expectAdminOnly(t, people, BASE, "POST");
    await expectAdminOnly(t, people, `${BASE}/${name}`, "GET");
    await expectAdminOnly(t, people, `${BASE}/${name}/restore`, "POST");
    await expectAdminOnly(t, people, `${BASE}/${name}`, "DELETE");
  });

  it("lists no backups at first, with how many are kept and where", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(BackupListSchema.parse(body)).toEqual({
      backups: [],
      keep: 3,
      directory: backupsDirectory(t.deps.env),
    });
  });

  it("backs up now, lists the backup and records who made it", async () => {
    const { status, body } = await backUpNow();
    expect(status).toBe(201);
    expect(BackupSchema.parse(body)).toEqual(body);
    expect(body.name).toMatch(/^atrium_backup_[0-9TZ-]+\.json\.gz$/);
    expect((await list()).body.backups).toContainEqual(body);
    expect(await lastAudit("create")).toMatchObject({
      entity_id: body.name,
      user_id: people.adminId,
      changes: { size: body.size },
    });
  });

  it("downloads a backup as a gzipped export", async () => {
    const { body: backup } = await backUpNow();
    const res = await t.request(`${BASE}/${backup.name}`, { cookie: people.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${backup.name}"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(backup.size);
    const file = ExportFileSchema.parse(JSON.parse(gunzipSync(bytes).toString("utf8")));
    expect(file.database).toBe(EXPORT_DATABASE_MARKER);
    expect(file.tables.testimonials?.count).toBeGreaterThan(0);
  });

  it("answers 404 for a backup that does not exist", async () => {
    const name = "atrium_backup_1999-01-01T00-00-00-000Z.json.gz";
    for (const [method, suffix] of [
      ["GET", ""],
      ["DELETE", ""],
      ["POST", "/restore"],
    ] as const) {
      const res = await call(`/${name}${suffix}`, { method });
      expect(res.status, method).toBe(404);
      expect(res.body?.error.code, method).toBe("not_found");
    }
  });

  it("never reaches a file outside the backups directory", async () => {
    writeFileSync(path.join(t.deps.env.DATA_DIR, "app-secret"), "the-secret-itself");
    for (const name of ["..%2Fapp-secret", "..%2F..%2Fapp-secret", "%2E%2E%2Fapp-secret", "app-secret"]) {
      for (const method of ["GET", "DELETE"]) {
        const res = await t.request(`${BASE}/${name}`, { method, cookie: people.admin });
        expect([400, 404], `${method} ${name}`).toContain(res.status);
        expect(await res.text()).not.toContain("the-secret-itself");
      }
      const restore = await t.request(`${BASE}/${name}/restore`, { method: "POST", cookie: people.admin });
      expect([400, 404], `restore ${name}`).toContain(restore.status);
    }
    const res = await call("/..%2Fapp-secret");
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: "invalid_input", message: "Unknown backup" } },
    });
  });

  it("restores a backup: a row deleted since comes back", async () => {
    const { body: backup } = await backUpNow();
    const [row] = await t.db.select().from(testimonials).limit(1);
    if (!row) throw new Error("the seed has testimonials");
    await t.db.delete(testimonials).where(eq(testimonials.id, row.id));

    const { status, body } = await call(`/${backup.name}/restore`, { method: "POST" });
    expect(status).toBe(200);
    expect(ImportResultSchema.parse(body)).toMatchObject({
      status: "completed",
      mode: "replace",
      failed_tables: 0,
    });
    expect(await t.db.select().from(testimonials).where(eq(testimonials.id, row.id))).toEqual([row]);
    // Recorded after the restore, so the restored log keeps it; the admin is still signed in.
    expect(await lastAudit("restore")).toMatchObject({ entity_id: backup.name, user_id: people.adminId });
    const [imported] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity_type, "data"), eq(activityLog.action, "import")));
    expect(imported).toMatchObject({
      user_id: people.adminId,
      changes: { mode: "replace", status: "completed" },
    });
    expect((await list()).status).toBe(200);
  });

  it("deletes a backup", async () => {
    const { body: backup } = await backUpNow();
    const res = await call(`/${backup.name}`, { method: "DELETE" });
    expect(res.status).toBe(204);
    expect((await list()).body.backups.map((b) => b.name)).not.toContain(backup.name);
    expect((await call(`/${backup.name}`, { method: "DELETE" })).status).toBe(404);
    expect(await lastAudit("delete")).toMatchObject({ entity_id: backup.name, user_id: people.adminId });
  });

  it("keeps BACKUP_KEEP backups", async () => {
    for (let i = 0; i < 4; i++) await backUpNow();
    expect((await list()).body.backups).toHaveLength(3);
  });

  it("checks each action's permission: data:read lists and downloads, data:update backs up and restores, data:delete deletes", async () => {
    const reader = await signUpAdminWith(t, people.admin, ["data:read"]);
    const updater = await signUpAdminWith(t, people.admin, ["data:update"]);
    const { body: backup } = await backUpNow();
    const one = `/${backup.name}`;

    expect((await call("", { cookie: reader })).status).toBe(200);
    expect((await call(one, { cookie: reader })).status).toBe(200);
    for (const [method, suffix] of [
      ["POST", ""],
      ["POST", `${one}/restore`],
      ["DELETE", one],
    ] as const) {
      const res = await call(suffix, { method, cookie: reader });
      expect(res.status, `reader ${method} ${suffix}`).toBe(403);
    }
    expect((await call("", { cookie: updater })).status).toBe(403);
    expect((await backUpNow(updater)).status).toBe(201);
    expect((await call(one, { method: "DELETE", cookie: updater })).status).toBe(403);
  });
});
