import { DATA_TEXT } from "@common/schemas/data";
import { seedDefaults } from "@server/db/seed";
import { exportFileOf, fileWith, type TestExportFile } from "@tests/support/data-files";
import { setUpTestDb } from "@tests/support/test-db";
import { beforeAll, describe, expect, it } from "vitest";
import { exportedTables } from "./catalogue";
import { currentSchemaVersion, knownSchemaVersions } from "./schema-version";
import { validateExport } from "./validate";

const handle = setUpTestDb();
let site: string;
let full: TestExportFile;
beforeAll(async () => {
  await seedDefaults(handle.db);
  site = await currentSchemaVersion(handle.db);
  full = await exportFileOf(handle.db);
});

const validate = (file: unknown) => validateExport(handle.db, file);
/** The full file with `change` applied to a deep copy. */
const changed = (change: (file: TestExportFile) => void) => {
  const copy = structuredClone(full);
  change(copy);
  return copy;
};
const siteSettings = () => full.tables.site_settings!.data as Record<string, unknown>[];

describe("validateExport", () => {
  it("finds a complete file of this site valid, naming its tables and their row counts", async () => {
    const result = await validate(full);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.schema_version).toBe(site);
    expect(result.tables.map((t) => t.name)).toEqual(exportedTables().map((t) => t.name));
    expect(result.tables.find((t) => t.name === "services")!.count).toBeGreaterThan(0);
    // A seeded site has tables without rows: each is a warning, not an error.
    expect(result.warnings).toContain(DATA_TEXT.tableEmpty("blog_posts"));
  });

  it("refuses anything without a tables object as 'Invalid export data format'", async () => {
    for (const file of [null, "text", 42, [], {}, { tables: [] }, { tables: null }, { tables: "x" }]) {
      const result = await validate(file);
      expect(result, JSON.stringify(file)).toMatchObject({
        valid: false,
        errors: [DATA_TEXT.invalidFormat],
        tables: [],
      });
    }
    expect(DATA_TEXT.invalidFormat).toBe("Invalid export data format");
  });

  it("gives the spec's errors for a table that is not an object or whose data is not an array", async () => {
    const result = await validate(
      changed((f) => {
        (f.tables as Record<string, unknown>).services = [1, 2];
        f.tables.projects!.data = { rows: [] };
      }),
    );
    expect(result.valid).toBe(false);
    // In the file's order: projects come before services (dependency order).
    expect(result.errors).toEqual([
      DATA_TEXT.tableDataNotArray("projects"),
      DATA_TEXT.tableNotObject("services"),
    ]);
  });

  it("warns about a missing site_settings table, a table exported with an error and an empty table", async () => {
    const result = await validate(
      changed((f) => {
        delete f.tables.site_settings;
        f.tables.testimonials!.error = "permission denied for table testimonials";
        f.tables.services!.data = [];
      }),
    );
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        DATA_TEXT.missingSiteSettings,
        DATA_TEXT.tableHadError("testimonials", "permission denied for table testimonials"),
        DATA_TEXT.tableEmpty("services"),
      ]),
    );
    expect(result.warnings).not.toContain(DATA_TEXT.tableMissing("site_settings"));
  });

  it("warns that tables the file does not have are left as they are", async () => {
    const result = await validate(fileWith(site, { site_settings: siteSettings() }));
    expect(result.valid).toBe(true);
    expect(result.warnings).toContain(DATA_TEXT.tableMissing("services"));
    expect(result.warnings).toContain(DATA_TEXT.tableMissing("user"));
  });

  it("refuses another program's file", async () => {
    const result = await validate(changed((f) => (f.database = "supabase")));
    expect(result.errors).toEqual([DATA_TEXT.notAtrium]);
  });

  it("checks the schema version: newer is an error; older, unknown or missing a warning", async () => {
    const newer = await validate(changed((f) => (f.schemaVersion = "9999_from_the_future")));
    expect(newer.valid).toBe(false);
    expect(newer.errors).toEqual([DATA_TEXT.newerSchema("9999_from_the_future", site)]);
    expect(newer.schema_version).toBe("9999_from_the_future");

    const first = knownSchemaVersions()[0]!;
    const older = await validate(changed((f) => (f.schemaVersion = first)));
    expect(older.valid).toBe(true);
    expect(older.warnings).toContain(DATA_TEXT.olderSchema(first, site));

    const unknown = await validate(changed((f) => (f.schemaVersion = "v2")));
    expect(unknown.valid).toBe(true);
    expect(unknown.warnings).toContain(DATA_TEXT.unknownSchema("v2", site));

    const missing = await validate(changed((f) => delete f.schemaVersion));
    expect(missing.valid).toBe(true);
    expect(missing.schema_version).toBeNull();
    expect(missing.warnings).toContain(DATA_TEXT.noSchemaVersion);
  });

  it("skips unknown tables with a warning, refuses unknown columns and rows that are not objects", async () => {
    const result = await validate(
      changed((f) => {
        f.tables.profiles = { data: [{ id: 1 }], count: 1, error: null };
        f.tables.session = { data: [], count: 0, error: null };
        (f.tables.services!.data as Record<string, unknown>[])[0]!.colour = "red";
        f.tables.projects!.data = [...(f.tables.projects!.data as unknown[]), "not a row", null];
      }),
    );
    expect(result.valid).toBe(false);
    const projects = (full.tables.projects!.data as unknown[]).length;
    expect(result.errors).toEqual([
      DATA_TEXT.rowNotObject("projects", projects + 1),
      DATA_TEXT.unknownColumn("services", "colour"),
    ]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([DATA_TEXT.unknownTable("profiles"), DATA_TEXT.unknownTable("session")]),
    );
  });

  it("warns that columns the file's rows lack take their defaults", async () => {
    const rows = siteSettings().map(({ custom_css: _css, ...rest }) => rest);
    const result = await validate(fileWith(site, { site_settings: rows }));
    expect(result.valid).toBe(true);
    expect(result.warnings).toContain(DATA_TEXT.missingColumn("site_settings", "custom_css"));
  });
});
