import {
  DATA_TEXT,
  EXPORT_DATABASE_MARKER,
  type ExportFile,
  type TableProgress,
  tableCsvFileName,
} from "@common/schemas/data";
import { queryRows } from "@server/db/client";
import { seedDefaults } from "@server/db/seed";
import { defaultAboutContent } from "@server/db/seed-pages";
import { CSV_BOM, csvLine } from "@server/lib/csv";
import { setUpTestDb } from "@tests/support/test-db";
import { seedVariedContent, VARIED } from "@tests/support/varied-content";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { exportedTables, NOT_EXPORTED, quoteIdent } from "./catalogue";
import { exportCsvZip, exportTableCsv } from "./export-csv";
import { exportJson } from "./export-json";
import { currentSchemaVersion } from "./schema-version";
import { dataStats } from "./stats";

const handle = setUpTestDb();
/** More testimonials than one small batch holds (the seeded defaults add 3). */
const EXTRA_TESTIMONIALS = 23;

beforeAll(async () => {
  await seedDefaults(handle.db);
  await seedVariedContent(handle.db);
  await handle.db.execute(sql`
    INSERT INTO testimonials (name, role, content, order_index)
    SELECT 'Person ' || i, 'Role', 'Said ' || i, i FROM generate_series(1, ${EXTRA_TESTIMONIALS}) AS i`);
});

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = "";
  for await (const chunk of chunks) text += chunk;
  return text;
}

const countOf = async (table: string) => {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(quoteIdent(table))}`,
  );
  return row?.n ?? -1;
};

const idsInKeyOrder = async (table: string) =>
  (
    await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id::text AS id FROM ${sql.raw(quoteIdent(table))} ORDER BY id`,
    )
  ).map((r) => r.id);

type Row = Record<string, unknown>;
const rowsOf = (file: ExportFile, table: string) => (file.tables[table]?.data ?? []) as Row[];

/** RFC 4180 records (CRLF between records; quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return records;
}

describe("data stats", () => {
  it("counts the rows of every exported table, and only those", async () => {
    const stats = await dataStats(handle);
    expect(stats.tables.map((t) => t.name)).toEqual(exportedTables().map((t) => t.name));
    for (const table of stats.tables) expect(table.count, table.name).toBe(await countOf(table.name));
    for (const name of NOT_EXPORTED) expect(stats.tables.map((t) => t.name)).not.toContain(name);
    expect(stats.total_tables).toBe(exportedTables().length);
    expect(stats.total_records).toBe(stats.tables.reduce((sum, t) => sum + t.count, 0));
    expect(stats.total_records).toBeGreaterThan(EXTRA_TESTIMONIALS);
    expect(stats.tables_with_data).toBe(stats.tables.filter((t) => t.count > 0).length);
    expect(stats.schema_version).toBe(await currentSchemaVersion(handle.db));
    expect(stats.schema_version).toMatch(/^\d{4}_/);
    expect(stats.database).toBe(handle.kind);
  });
});

describe("JSON export", () => {
  it("writes every exported table in dependency order, one row per line, with counts", async () => {
    const text = await collect(exportJson(handle.db));
    const file = JSON.parse(text) as ExportFile;
    expect(file.database).toBe(EXPORT_DATABASE_MARKER);
    expect(file.schemaVersion).toBe(await currentSchemaVersion(handle.db));
    expect(new Date(file.exportDate).toISOString()).toBe(file.exportDate);
    expect(Object.keys(file.tables)).toEqual(exportedTables().map((t) => t.name));
    const stats = await dataStats(handle);
    for (const { name, count } of stats.tables) {
      expect(file.tables[name], name).toEqual({ data: expect.any(Array), count, error: null });
      expect(file.tables[name]?.data, name).toHaveLength(count);
    }
    // One line per row, so a reader can count progress by lines.
    const rowLines = text
      .split("\n")
      .filter((line) => line.startsWith("{") && !line.startsWith('{"exportDate"'));
    expect(rowLines).toHaveLength(stats.total_records);
    // The exact layout of the format's description (common/schemas/data.ts).
    expect(text).toMatch(
      /^\{"exportDate":"[^"]+","database":"atrium","schemaVersion":"[^"]+",\n"tables":\{\n"about_content":\{"data":\[/,
    );
    // about_content holds the seeded about page's sections (issue 16).
    expect(text).toContain(`\n],"count":${defaultAboutContent.length},"error":null},\n"user":{"data":[\n{`);
    expect(text.endsWith('],"count":6,"error":null}\n}}\n')).toBe(true);
  });

  it("keeps unicode, NULLs, arrays, JSON objects, cents, microseconds and password hashes exactly", async () => {
    const text = await collect(exportJson(handle.db));
    const file = JSON.parse(text) as ExportFile;
    const post = rowsOf(file, "blog_posts").find((r) => r.id === VARIED.postId);
    expect(post).toMatchObject({
      title: VARIED.title,
      content: VARIED.markdown,
      tags: VARIED.tags,
      excerpt: null,
    });
    const quote = rowsOf(file, "requirement_forms").find((r) => r.id === VARIED.quoteId);
    expect(quote).toMatchObject({
      name: VARIED.formula,
      phone: null,
      platforms: ["Web", "iOS"],
      features_needed: [],
    });
    const message = rowsOf(file, "contact_messages").find((r) => r.id === VARIED.messageId);
    expect(message).toMatchObject({
      name: VARIED.name,
      message: VARIED.message,
      extra_fields: VARIED.extraFields,
    });
    const user = rowsOf(file, "user").find((r) => r.id === VARIED.userId);
    expect(user).toMatchObject({ name: VARIED.name, first_name: "Zoë", last_name: null });
    expect(rowsOf(file, "account").find((r) => r.user_id === VARIED.userId)?.password).toBe(
      VARIED.passwordHash,
    );
    // The numeric keeps its written digits (1234.50, not 1234.5).
    expect(text).toContain(`"estimated_cost":${VARIED.cost},`);

    // PostgreSQL itself reads the exported texts back as exactly the stored values, and they are
    // its own rendering of them.
    const [check] = await queryRows<Record<string, boolean>>(
      handle.db,
      sql`SELECT
        (SELECT published_at = ${post?.published_at}::timestamptz
            AND published_at = ${VARIED.publishedAt}::timestamptz
            AND to_json(published_at) #>> '{}' = ${post?.published_at}
          FROM blog_posts WHERE id = ${VARIED.postId}) AS published_at,
        (SELECT created_at = ${quote?.created_at}::timestamptz
            AND created_at = ${VARIED.createdAt}::timestamptz
          FROM requirement_forms WHERE id = ${VARIED.quoteId}) AS created_at,
        (SELECT estimated_cost::text = ${VARIED.cost} FROM requirement_forms WHERE id = ${VARIED.quoteId}) AS cost,
        (SELECT extra_fields = ${JSON.stringify(message?.extra_fields)}::jsonb
          FROM contact_messages WHERE id = ${VARIED.messageId}) AS extra_fields`,
    );
    expect(check).toEqual({ published_at: true, created_at: true, cost: true, extra_fields: true });
    expect(post?.published_at).toMatch(/:59\.123456[+-]\d\d:\d\d$/);
    expect(quote?.created_at).toMatch(/:00\.000001[+-]\d\d:\d\d$/);
    for (const name of NOT_EXPORTED) expect(file.tables).not.toHaveProperty(name);
  });

  it("streams: batches of rows in key order, each handed over before the next is read", async () => {
    const batchSize = 5;
    const progress: TableProgress[] = [];
    const testimonialChunks: string[] = [];
    let table = "";
    let text = "";
    for await (const chunk of exportJson(handle.db, { batchSize, onProgress: (p) => progress.push(p) })) {
      text += chunk;
      const opened = /"(\w+)":\{"data":\[$/.exec(chunk);
      if (opened) table = opened[1] as string;
      else if (chunk.startsWith("\n]")) table = "";
      else if (table === "testimonials") {
        testimonialChunks.push(chunk);
        // what_we_do comes after testimonials: a row added now is in the file only if the export
        // reads that table after this chunk was handed over.
        if (testimonialChunks.length === 1)
          await handle.db.execute(
            sql`INSERT INTO what_we_do (title, description) VALUES ('Added while exporting', '…')`,
          );
      }
    }
    const file = JSON.parse(text) as ExportFile;
    const total = await countOf("testimonials");
    expect(total).toBe(3 + EXTRA_TESTIMONIALS);
    expect(
      testimonialChunks.map((chunk) => chunk.split("\n").filter((line) => line.startsWith("{")).length),
    ).toEqual([...Array(Math.floor(total / batchSize)).fill(batchSize), total % batchSize]);
    expect(rowsOf(file, "testimonials").map((r) => r.id)).toEqual(await idsInKeyOrder("testimonials"));
    expect(rowsOf(file, "what_we_do").map((r) => r.title)).toContain("Added while exporting");
    expect(progress.filter((p) => p.table === "testimonials")).toEqual([
      { table: "testimonials", status: "running", done: 0, total },
      ...[5, 10, 15, 20, 25, 26].map((done) => ({ table: "testimonials", status: "running", done, total })),
      { table: "testimonials", status: "completed", done: total, total },
    ]);
    await handle.db.execute(sql`DELETE FROM what_we_do WHERE title = 'Added while exporting'`);
  });

  it("writes a table whose query fails with its error, and goes on with the next", async () => {
    const progress: TableProgress[] = [];
    await handle.db.execute(sql`ALTER TABLE services RENAME TO services_moved_away`);
    let text: string;
    try {
      text = await collect(exportJson(handle.db, { onProgress: (p) => progress.push(p) }));
    } finally {
      await handle.db.execute(sql`ALTER TABLE services_moved_away RENAME TO services`);
    }
    const file = JSON.parse(text) as ExportFile;
    expect(file.tables.services).toEqual({ data: [], count: 0, error: 'relation "services" does not exist' });
    expect(file.tables.site_settings).toMatchObject({ count: 1, error: null });
    expect(file.tables.what_we_do).toMatchObject({ count: await countOf("what_we_do"), error: null });
    expect(progress).toContainEqual({ table: "services", status: "error", done: 0, total: 0 });
  });

  it("exports only the tables asked for, in dependency order, and refuses an unknown one", async () => {
    const file = JSON.parse(
      await collect(exportJson(handle.db, { tables: ["services", "user"] })),
    ) as ExportFile;
    expect(Object.keys(file.tables)).toEqual(["user", "services"]);
    expect(file.tables.services?.count).toBe(await countOf("services"));
    await expect(collect(exportJson(handle.db, { tables: ["session"] }))).rejects.toMatchObject({
      status: 404,
      message: DATA_TEXT.noSuchTable("session"),
    });
  });
});

describe("CSV export", () => {
  it("writes a header row and each row's values as the database renders them, formulas defused", async () => {
    const text = await collect(exportTableCsv(handle.db, "requirement_forms"));
    const columns = exportedTables().find((t) => t.name === "requirement_forms")?.columns ?? [];
    expect(text.startsWith(CSV_BOM + csvLine(columns))).toBe(true);
    const [header, ...records] = parseCsv(text.slice(CSV_BOM.length));
    expect(header).toEqual(columns);
    expect(records).toHaveLength(await countOf("requirement_forms"));
    const record = records.find((r) => r[0] === VARIED.quoteId) ?? [];
    const cell = (column: string) => record[columns.indexOf(column)];
    expect(cell("name")).toBe(`'${VARIED.formula}`);
    expect(cell("project_description")).toBe(VARIED.message);
    expect(cell("estimated_cost")).toBe(VARIED.cost);
    expect(cell("platforms")).toBe('["Web", "iOS"]');
    expect(cell("features_needed")).toBe("[]");
    expect(cell("phone")).toBe("");
    const [same] = await queryRows<{ ok: boolean }>(
      handle.db,
      sql`SELECT created_at = ${cell("created_at")}::timestamptz AS ok FROM requirement_forms WHERE id = ${VARIED.quoteId}`,
    );
    expect(same?.ok).toBe(true);
  });

  it("streams a table larger than one batch whole and in key order", async () => {
    const records = parseCsv(
      (await collect(exportTableCsv(handle.db, "testimonials", 4))).slice(CSV_BOM.length),
    );
    expect(records.slice(1).map((r) => r[0])).toEqual(await idsInKeyOrder("testimonials"));
  });

  it("zips one CSV per table, written as the rows arrive", async () => {
    const parts: Uint8Array[] = [];
    for await (const part of exportCsvZip(handle.db, "2026-01-02")) parts.push(part);
    expect(parts.length).toBeGreaterThan(exportedTables().length);
    expect(Buffer.from(parts[0] ?? []).subarray(0, 4)).toEqual(Buffer.from("PK\x03\x04", "binary"));
    const files = unzipSync(Buffer.concat(parts));
    expect(Object.keys(files).sort()).toEqual(
      exportedTables()
        .map((t) => tableCsvFileName(t.name, "2026-01-02"))
        .sort(),
    );
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    for (const table of exportedTables()) {
      const csv = decoder.decode(files[tableCsvFileName(table.name, "2026-01-02")]);
      expect(csv.startsWith(CSV_BOM + csvLine(table.columns)), table.name).toBe(true);
    }
    expect(decoder.decode(files[tableCsvFileName("requirement_forms", "2026-01-02")])).toBe(
      await collect(exportTableCsv(handle.db, "requirement_forms")),
    );
  });
});
