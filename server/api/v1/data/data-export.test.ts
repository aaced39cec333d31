import {
  csvZipFileName,
  DATA_TEXT,
  DataStatsSchema,
  type ExportFile,
  exportFileName,
  sqlScriptFileName,
  tableCsvFileName,
  tableJsonFileName,
} from "@common/schemas/data";
import { activityLog } from "@server/db/schema";
import { exportedTables } from "@server/services/data/catalogue";
import { dataStats } from "@server/services/data/stats";
import { expectAdminOnly, setUpSignIns, signUpAdminWith } from "@tests/support/admin-api";
import { setUpTestApp } from "@tests/support/test-app";
import { seedVariedContent, VARIED } from "@tests/support/varied-content";
import { and, desc, eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const people = setUpSignIns(t);
let reader: string;
let notReader: string;

beforeAll(async () => {
  await seedVariedContent(t.db);
  reader = await signUpAdminWith(t, people.admin, ["data:read"]);
  notReader = await signUpAdminWith(t, people.admin, ["data:update", "projects:read"]);
});

const today = () => new Date().toISOString().slice(0, 10);
const get = (path: string, cookie = people.admin) => t.request(`/api/v1/admin/data${path}`, { cookie });
const attachment = (name: string) => `attachment; filename="${name}"`;

/** The newest export entry of the activity log. */
const lastExportAudit = async () =>
  (
    await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity_type, "data"), eq(activityLog.action, "export")))
      .orderBy(desc(activityLog.created_at))
      .limit(1)
  )[0];

describe("data export API: who may use it", () => {
  it("is for administrators holding data:read", async () => {
    for (const path of ["/stats", "/export", "/export?format=csv", "/sql-script"]) {
      await expectAdminOnly(t, people, `/api/v1/admin/data${path}`);
      const refused = await get(path, notReader);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
    expect((await get("/stats", reader)).status).toBe(200);
    expect((await get("/export?format=csv&table=services", reader)).status).toBe(200);
  });
});

describe("GET /admin/data/stats", () => {
  it("answers every exported table's row count", async () => {
    const res = await get("/stats");
    expect(res.status).toBe(200);
    const body = DataStatsSchema.parse(await res.json());
    expect(body).toEqual(await dataStats(t.deps.dbHandle));
    expect(body.tables.find((table) => table.name === "blog_posts")?.count).toBe(1);
    expect(body.database).toBe(t.deps.dbHandle.kind);
  });
});

describe("GET /admin/data/export", () => {
  it("streams the whole database as atrium_export_<date>.json, and records the export", async () => {
    const res = await get("/export?format=json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(attachment(exportFileName(today())));
    const file = (await res.json()) as ExportFile;
    expect(Object.keys(file.tables)).toEqual(exportedTables().map((table) => table.name));
    expect(file.tables.blog_posts?.data[0]).toMatchObject({ id: VARIED.postId, tags: VARIED.tags });
    expect(await lastExportAudit()).toMatchObject({
      user_id: people.adminId,
      entity_id: exportFileName(today()),
      changes: { format: "json", table: null },
    });
  });

  it("is compressed as it streams when the browser accepts it", async () => {
    for (const path of ["/export?format=json", "/sql-script"]) {
      const res = await t.request(`/api/v1/admin/data${path}`, {
        cookie: people.admin,
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.headers.get("content-encoding"), path).toBe("gzip");
      const text = await new Response(res.body?.pipeThrough(new DecompressionStream("gzip"))).text();
      if (path.includes("json"))
        expect(Object.keys((JSON.parse(text) as ExportFile).tables)).toHaveLength(exportedTables().length);
      else expect(text.trimEnd().endsWith("COMMIT;")).toBe(true);
    }
  });

  it("exports one table as JSON", async () => {
    const res = await get("/export?table=contact_messages");
    expect(res.headers.get("content-disposition")).toBe(
      attachment(tableJsonFileName("contact_messages", today())),
    );
    const file = (await res.json()) as ExportFile;
    expect(Object.keys(file.tables)).toEqual(["contact_messages"]);
    expect(file.tables.contact_messages?.data[0]).toMatchObject({ extra_fields: VARIED.extraFields });
  });

  it("exports one table as CSV, formulas defused", async () => {
    const res = await get("/export?format=csv&table=requirement_forms");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(
      attachment(tableCsvFileName("requirement_forms", today())),
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // UTF-8 with a byte-order mark, which spreadsheet programs need to read it as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/^id,name,email,/);
    expect(text).toContain(
      `${VARIED.quoteId},"'=HYPERLINK(""http://example.com"",""click"")",quote@example.com,`,
    );
    expect((await lastExportAudit())?.changes).toEqual({ format: "csv", table: "requirement_forms" });
  });

  it("zips every table's CSV", async () => {
    const res = await get("/export?format=csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe(attachment(csvZipFileName(today())));
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      exportedTables()
        .map((table) => tableCsvFileName(table.name, today()))
        .sort(),
    );
  });

  it("refuses a table it does not export, and a format it does not write", async () => {
    for (const table of ["session", "no_such_table"]) {
      const res = await get(`/export?format=csv&table=${table}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({
        error: { code: "not_found", message: DATA_TEXT.noSuchTable(table) },
      });
    }
    const res = await get("/export?format=xml");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
  });
});

describe("GET /admin/data/sql-script", () => {
  it("streams atrium_script_<date>.sql, and records it", async () => {
    const res = await get("/sql-script");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/sql; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(attachment(sqlScriptFileName(today())));
    const script = await res.text();
    expect(script).toMatch(/^-- Atrium data script/);
    expect(script).toContain("ALTER TABLE public.blog_posts DISABLE TRIGGER ALL;");
    expect(script.trimEnd().endsWith("COMMIT;")).toBe(true);
    expect(await lastExportAudit()).toMatchObject({
      entity_id: sqlScriptFileName(today()),
      changes: { format: "sql", table: null },
    });
  });

  it("needs the pg_dump client only for a PostgreSQL server, and says so when it is missing", async () => {
    // The route reads PG_DUMP_PATH from the configuration at each request.
    const configured = t.deps.env.PG_DUMP_PATH;
    t.deps.env.PG_DUMP_PATH = "/nonexistent/pg_dump";
    try {
      const res = await get("/sql-script");
      if (t.deps.dbHandle.kind === "postgres") {
        expect(res.status).toBe(503);
        expect(await res.json()).toMatchObject({
          error: { code: "pg_dump_missing", message: DATA_TEXT.pgDumpMissing },
        });
      } else {
        // The embedded database is dumped by PGlite's own pg_dump.
        expect(res.status).toBe(200);
        expect(await res.text()).toContain("DISABLE TRIGGER ALL");
      }
    } finally {
      t.deps.env.PG_DUMP_PATH = configured;
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes the three routes and their downloads", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    expect(Object.keys(doc.paths["/admin/data/stats"]?.get?.responses["200"]?.content ?? {})).toEqual([
      "application/json",
    ]);
    expect(Object.keys(doc.paths["/admin/data/export"]?.get?.responses["200"]?.content ?? {})).toEqual([
      "application/json",
      "text/csv",
      "application/zip",
    ]);
    expect(Object.keys(doc.paths["/admin/data/sql-script"]?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "503"]),
    );
  });
});
