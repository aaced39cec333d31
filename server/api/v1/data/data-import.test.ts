import {
  ClearResultSchema,
  DATA_TEXT,
  DataValidationSchema,
  IMPORT_MAX_MB,
  ImportResultSchema,
  TableProgressSchema,
} from "@common/schemas/data";
import { services, testimonials } from "@server/db/schema";
import { exportedTables } from "@server/services/data/catalogue";
import { expectAdminOnly, setUpSignIns, signUpAdminWith } from "@tests/support/admin-api";
import { dumpDatabase, exportFileOf, type Row, type TestExportFile } from "@tests/support/data-files";
import { type Json, ORIGIN, setUpTestApp } from "@tests/support/test-app";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const people = setUpSignIns(t);
/** An administrator who may read and import data but not clear it. */
let importer: string;
/** An administrator who may only read data. */
let reader: string;
beforeAll(async () => {
  importer = await signUpAdminWith(t, people.admin, ["data:read", "data:update"]);
  reader = await signUpAdminWith(t, people.admin, ["data:read"]);
});

const VALIDATE = "/api/v1/admin/data/validate";
const IMPORT = "/api/v1/admin/data/import";
const CLEAR = "/api/v1/admin/data/clear";

/** Sends `body` as it is (an uploaded file), as the administrator unless told otherwise. */
function send(path: string, body: string, headers: Record<string, string> = {}, cookie = people.admin) {
  return t.request(path, {
    rawBody: body,
    headers: { origin: ORIGIN, cookie, "content-type": "application/json", ...headers },
  });
}
const post = async (path: string, file: unknown, cookie = people.admin) => {
  const res = await send(path, JSON.stringify(file), {}, cookie);
  return { status: res.status, body: (await res.json()) as Json };
};
const rows = (file: TestExportFile, table: string) => file.tables[table]!.data as Row[];
const session = async (cookie: string) =>
  (await (await t.request("/api/v1/auth/session", { cookie })).json()) as { user: { id: string } | null };

describe("data import routes: who may use them", () => {
  it("are for administrators only", async () => {
    await expectAdminOnly(t, people, VALIDATE, "POST", {});
    await expectAdminOnly(t, people, `${IMPORT}?mode=merge`, "POST", {});
    await expectAdminOnly(t, people, CLEAR, "POST");
  });

  it("need data:update to validate and import, data:delete to clear", async () => {
    const file = await exportFileOf(t.db);
    for (const path of [VALIDATE, IMPORT]) {
      const res = await post(path, file, reader);
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe("forbidden");
    }
    expect((await post(VALIDATE, file, importer)).status).toBe(200);
    const clear = await t.request(CLEAR, { method: "POST", cookie: importer });
    expect(clear.status).toBe(403);
  });
});

describe("POST /admin/data/validate", () => {
  it("answers what the file holds and whether it can be imported", async () => {
    const res = await post(VALIDATE, await exportFileOf(t.db));
    expect(res.status).toBe(200);
    expect(DataValidationSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ valid: true, errors: [] });
    expect(res.body.tables.map((x: { name: string }) => x.name)).toEqual(exportedTables().map((x) => x.name));
  });

  it("lists the spec's errors for a file without a tables object", async () => {
    const res = await post(VALIDATE, { exportDate: "2026-01-01", database: "atrium" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ valid: false, errors: [DATA_TEXT.invalidFormat] });
  });

  it("refuses a body that is not JSON in the spec's words, whatever its content type", async () => {
    for (const type of ["application/json", "text/plain", "application/octet-stream"]) {
      const res = await send(VALIDATE, '{"tables": {', { "content-type": type });
      expect(res.status, type).toBe(400);
      expect(((await res.json()) as Json).error).toMatchObject({
        code: "invalid_json",
        message: DATA_TEXT.invalidJson,
      });
    }
    const empty = await send(VALIDATE, "");
    expect(empty.status).toBe(400);
  });

  it("refuses a file larger than the limit with a clear 413", async () => {
    const res = await send(VALIDATE, "{}", { "content-length": String(IMPORT_MAX_MB * 1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Json).error.message).toBe(DATA_TEXT.fileTooLarge(IMPORT_MAX_MB));
  });

  it("takes a file far larger than other admin requests (the 1 MB limit does not apply)", async () => {
    const file = await exportFileOf(t.db);
    rows(file, "testimonials")[0]!.content = "x".repeat(3 * 1024 * 1024);
    const res = await post(VALIDATE, file);
    expect(res.status).toBe(200);
    expect(res.body.valid).toBe(true);
  });
});

describe("POST /admin/data/import", () => {
  it("refuses an invalid file with its first error and changes nothing", async () => {
    const before = await dumpDatabase(t.db);
    for (const mode of ["replace", "merge"]) {
      const res = await post(`${IMPORT}?mode=${mode}`, { database: "atrium", tables: "none" });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_export", message: "Invalid export data format" });
      const corrupt = await send(`${IMPORT}?mode=${mode}`, '{"tables": {"services": [');
      expect(corrupt.status).toBe(400);
      expect(((await corrupt.json()) as Json).error.message).toBe(DATA_TEXT.invalidJson);
    }
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it("refuses an unknown mode", async () => {
    const res = await post(`${IMPORT}?mode=overwrite`, await exportFileOf(t.db));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_input");
  });

  it("merges by primary key (the default mode) and answers the result as JSON", async () => {
    const file = await exportFileOf(t.db);
    const [first] = rows(file, "services");
    first!.title = "Merged Title ✨";
    const res = await post(IMPORT, file);
    expect(res.status).toBe(200);
    expect(ImportResultSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toMatchObject({ status: "completed", mode: "merge", failed_tables: 0 });
    const [stored] = await t.db
      .select()
      .from(services)
      .where(eq(services.id, first!.id as string));
    expect(stored!.title).toBe("Merged Title ✨");
  });

  it("replaces, streaming each table's progress then the result as NDJSON, and the admin stays signed in", async () => {
    const file = await exportFileOf(t.db);
    file.tables.testimonials!.data = rows(file, "testimonials").slice(0, 1);
    const res = await send(`${IMPORT}?mode=replace`, JSON.stringify(file), {
      accept: "application/x-ndjson",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Json);
    const { result } = lines.at(-1)!;
    expect(ImportResultSchema.parse(result)).toEqual(result);
    expect(result).toMatchObject({ status: "completed", mode: "replace" });
    const progress = lines.slice(0, -1).map((line) => TableProgressSchema.parse(line));
    expect(progress.filter((p) => p.status === "completed").map((p) => p.table)).toEqual(
      exportedTables().map((x) => x.name),
    );
    expect(progress).toContainEqual({ table: "testimonials", status: "running", done: 1, total: 1 });

    expect(await t.db.select().from(testimonials)).toHaveLength(1);
    expect((await session(people.admin)).user?.id).toBe(people.adminId);
  });

  it("answers a server failure no table caused as the product's words, in JSON or as the stream's last line", async () => {
    // The import's own new activity-log entry cannot be written: the rows were fine, the server
    // was not. (The file's rows, already there, are let through.)
    await t.db.execute(sql`
      CREATE FUNCTION refuse_log() RETURNS trigger AS $$ BEGIN
        IF NEW.action = 'import' AND NOT EXISTS (SELECT 1 FROM activity_log WHERE id = NEW.id) THEN
          RAISE EXCEPTION 'disk on fire';
        END IF;
        RETURN NEW;
      END; $$ LANGUAGE plpgsql`);
    await t.db.execute(
      sql`CREATE TRIGGER refuse_log BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION refuse_log()`,
    );
    try {
      const file = await exportFileOf(t.db);
      rows(file, "services")[0]!.title = "Never Written";
      const before = await dumpDatabase(t.db);
      const plain = await send(`${IMPORT}?mode=replace`, JSON.stringify(file));
      const text = await plain.text();
      expect(plain.status, text).toBe(500);
      expect(JSON.parse(text).error).toMatchObject({ code: "internal_error" });
      expect(text).not.toContain("disk on fire");
      const streamed = await send(`${IMPORT}?mode=replace`, JSON.stringify(file), {
        accept: "application/x-ndjson",
      });
      expect(streamed.status).toBe(200);
      const lines = (await streamed.text()).trim().split("\n");
      expect(JSON.parse(lines.at(-1)!)).toEqual({
        error: { code: "internal_error", message: "An unexpected error occurred. Please try again." },
      });
      expect(lines.join("\n")).not.toContain("disk on fire");
      expect(await dumpDatabase(t.db)).toEqual(before);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_log ON activity_log`);
      await t.db.execute(sql`DROP FUNCTION refuse_log()`);
    }
  });
});

describe("POST /admin/data/clear", () => {
  it("clears all but the administrators' accounts; the admin stays signed in", async () => {
    const res = await t.request(CLEAR, { method: "POST", cookie: people.admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(ClearResultSchema.parse(body)).toEqual(body);
    expect(body.deleted).toBeGreaterThan(0);
    expect(body.tables.map((x: { name: string }) => x.name)).not.toContain("user");
    expect(await t.db.select().from(services)).toEqual([]);
    expect((await session(people.admin)).user?.id).toBe(people.adminId);
  });
});

describe("the OpenAPI document", () => {
  it("describes the body as the export file and both kinds of import answer", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as Json;
    const op = doc.paths["/admin/data/import"].post;
    expect(Object.keys(op.responses[200].content)).toEqual(["application/json", "application/x-ndjson"]);
    expect(op.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/ExportFile",
    });
    expect(doc.components.schemas.ExportFile.properties).toHaveProperty("tables");
    expect(doc.paths["/admin/data/validate"].post.responses).toHaveProperty("413");
    expect(doc.paths["/admin/data/clear"].post.responses).toHaveProperty("500");
  });
});
