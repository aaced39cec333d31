import { z } from "zod";

/**
 * Data export, import, backups and the move between installations (spec 2 Database Export, Data
 * Migration and Migration Dashboard screens, the export file entity, §5 "Migration and export",
 * §7 "Export, import and clear", §8 "Export and migration"; ARCHITECTURE.md decision 17).
 *
 * The export file (`atrium_export_{date}.json`):
 *
 *   {"exportDate":"2026-11-23T10:00:00.000Z","database":"atrium","schemaVersion":"0009_…",
 *    "tables":{
 *   "user":{"data":[
 *   {…one row, as PostgreSQL's row_to_json writes it…},
 *   {…}
 *   ],"count":2,"error":null},
 *   …
 *   }}
 *
 * Tables come in dependency order (a table after the tables it references), one row per line, so
 * a reader can count progress by lines. A row holds every column under its database name;
 * timestamps keep their zone and microseconds, numerics their digits, arrays and JSON their shape.
 * Encrypted secrets (e-mail passwords, AI keys) stay encrypted: they open only where APP_SECRET is
 * the same.
 */

/** What marks a file as Atrium's (the export's "database marker"). */
export const EXPORT_DATABASE_MARKER = "atrium";

/**
 * The largest export file the API takes in one request (validate, import). The body is read as
 * one string and parsed once, so it must stay below V8's longest string (2^29 − 24 characters).
 * Larger sites import from the command line.
 */
export const IMPORT_MAX_MB = 500;

/** Rows per import batch; each batch is one transaction (spec 2 §9). */
export const IMPORT_BATCH_SIZE = 100;

export const IMPORT_MODES = ["replace", "merge"] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The spec's words (§5, §8), and Atrium's own where the spec has none. */
export const DATA_TEXT = {
  // spec 2 §5 Migration and export
  invalidFileType: {
    title: "Invalid file type",
    message: "Please upload a JSON file exported from the data export tool.",
  },
  invalidJson: "The uploaded file is not a valid JSON format.",
  importNotValid: "Please upload and validate a valid export file first.",
  sqlWithoutFile: "Please upload an export file first.",
  clearConfirm: "Are you sure you want to clear all data? This cannot be undone.",
  // spec 2 §8 Export and migration
  exportFailed: "Export failed",
  noData: "No data found",
  migrationCompletedWithErrors: "Migration completed with errors",
  migrationFailed: "Migration failed",
  clearFailed: "Error clearing data",
  invalidFormat: "Invalid export data format",
  batchError: (batch: number, message: string) => `Batch ${batch}: ${message}`,
  // validation (spec 2 §5: errors and warnings)
  tableNotObject: (table: string) => `Table ${table}: entry must be an object`,
  tableDataNotArray: (table: string) => `Table ${table}: data must be an array`,
  missingSiteSettings: "The file has no site_settings table",
  tableHadError: (table: string, error: string) => `Table ${table} was exported with an error: ${error}`,
  tableEmpty: (table: string) => `Table ${table} is empty`,
  rowNotObject: (table: string, row: number) => `Table ${table}: row ${row} is not an object`,
  tableMissing: (table: string) => `Table ${table} is not in the file; its rows are left as they are`,
  // Atrium's own checks
  noSuchTable: (table: string) => `There is no table "${table}" to export.`,
  pgDumpFailed: (message: string) => `pg_dump could not dump the database: ${message}`,
  notAtrium: "This file was not exported by Atrium.",
  unknownTable: (table: string) => `Table ${table} does not exist in this database and will be skipped`,
  unknownColumn: (table: string, column: string) => `Table ${table}: unknown column ${column}`,
  missingColumn: (table: string, column: string) =>
    `Table ${table}: column ${column} is missing and will take its default`,
  newerSchema: (file: string, site: string) =>
    `This file comes from a newer version of Atrium (schema ${file}); this site is at ${site}. Update Atrium before importing it.`,
  olderSchema: (file: string, site: string) =>
    `This file comes from an older version of Atrium (schema ${file}); this site is at ${site}. Columns added since then take their defaults.`,
  noSchemaVersion: "The file does not say which schema version it was exported from.",
  unknownSchema: (file: string, site: string) =>
    `This file's schema version (${file}) is not one this version of Atrium knows; this site is at ${site}.`,
  importCompleted: (rows: number, tables: number) =>
    `Migration completed: ${rows} ${rows === 1 ? "row" : "rows"} imported into ${tables} ${tables === 1 ? "table" : "tables"}`,
  fileTooLarge: (limitMb: number) =>
    `The export file is larger than ${limitMb} MB, the most one upload may carry. Use the command line instead: npm run data:import -- FILE`,
  secretsNote:
    "Passwords and API keys in the export stay encrypted: they work only on a site with the same APP_SECRET.",
  pgDumpMissing:
    "pg_dump is not installed on this server. Install the PostgreSQL client tools (the postgresql-client package), or move the data with the JSON export instead.",
  embeddedInUse: (pid: number) =>
    `The embedded database is in use by a running Atrium server (process ${pid}). Stop the server first, or use Data Management in the back office.`,
  noEmbeddedDatabase: (dir: string) =>
    `There is no embedded database in ${dir}. Set DATA_DIR to the server's data directory, or DATABASE_URL to its PostgreSQL database.`,
  embeddedInUseByCommand: (pid: number) =>
    `The embedded database is in use by an Atrium data command (process ${pid}). Wait for it to finish, or stop it.`,
} as const;

/** One table of this site's database with its row count (a count query). */
export const DataTableStatSchema = z.object({
  name: z.string(),
  count: z.number().int().min(0),
});

/** The Database Export screen's stats cards (spec 2: total tables, total records, tables with data). */
export const DataStatsSchema = z
  .object({
    tables: z.array(DataTableStatSchema).meta({ description: "Every exported table, in dependency order" }),
    total_tables: z.number().int(),
    total_records: z.number().int(),
    tables_with_data: z.number().int(),
    schema_version: z.string().meta({ description: "The last migration applied to this database" }),
    database: z.enum(["pglite", "postgres"]).meta({ description: "Embedded database or PostgreSQL server" }),
  })
  .meta({ id: "DataStats" });
export type DataStats = z.infer<typeof DataStatsSchema>;

/** One table in an export file. */
export const ExportTableSchema = z.object({
  count: z.number().int().min(0),
  data: z.array(z.record(z.string(), z.unknown())),
  error: z.string().nullable(),
});

/** The export file's shape (validation gives the spec's own messages; this is for documentation). */
export const ExportFileSchema = z
  .object({
    exportDate: z.string(),
    database: z.literal(EXPORT_DATABASE_MARKER),
    schemaVersion: z.string(),
    tables: z.record(z.string(), ExportTableSchema),
  })
  .meta({ id: "ExportFile" });
export type ExportFile = z.infer<typeof ExportFileSchema>;

/** What validating a file found (spec 2 §5: errors make it invalid, warnings do not). */
export const DataValidationSchema = z
  .object({
    valid: z.boolean(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    schema_version: z.string().nullable().meta({ description: "The file's schema version" }),
    tables: z.array(DataTableStatSchema).meta({ description: "The file's tables and their row counts" }),
  })
  .meta({ id: "DataValidation" });
export type DataValidation = z.infer<typeof DataValidationSchema>;

export const ImportModeQuerySchema = z.object({
  mode: z.enum(IMPORT_MODES).default("merge").meta({
    description:
      "replace: the database becomes the file (all or nothing); merge: rows upserted by primary key",
  }),
});

export const TABLE_IMPORT_STATUSES = ["completed", "error", "skipped"] as const;

export const TableImportResultSchema = z.object({
  name: z.string(),
  status: z.enum(TABLE_IMPORT_STATUSES),
  /** Rows written (inserted or updated). */
  imported: z.number().int(),
  /** "Batch N: message" for each failed batch. */
  errors: z.array(z.string()),
});
export type TableImportResult = z.infer<typeof TableImportResultSchema>;

export const IMPORT_STATUSES = ["completed", "completed_with_errors", "failed"] as const;

/** The outcome of an import: "Migration completed with errors" when some tables failed, etc. */
export const ImportResultSchema = z
  .object({
    status: z.enum(IMPORT_STATUSES),
    mode: z.enum(IMPORT_MODES),
    /** The spec's title for the outcome (DATA_TEXT.migrationFailed…), or a success summary. */
    message: z.string(),
    failed_tables: z.number().int(),
    imported: z.number().int(),
    tables: z.array(TableImportResultSchema),
  })
  .meta({ id: "ImportResult" });
export type ImportResult = z.infer<typeof ImportResultSchema>;

/**
 * A progress event while exporting or importing one table (spec 2 §4: exporting/migrating,
 * completed, error). The import answers these as NDJSON lines when asked for
 * `application/x-ndjson`, then one line `{"result": ImportResult}`.
 */
export const TableProgressSchema = z.object({
  table: z.string(),
  status: z.enum(["running", "completed", "error"]),
  done: z.number().int(),
  total: z.number().int(),
});
export type TableProgress = z.infer<typeof TableProgressSchema>;

export const ClearResultSchema = z
  .object({
    tables: z.array(z.object({ name: z.string(), deleted: z.number().int() })),
    deleted: z.number().int(),
  })
  .meta({ id: "ClearResult" });
export type ClearResult = z.infer<typeof ClearResultSchema>;

/** Tables Clear All Data leaves alone, so the admin who clears can still sign in and import. */
export const CLEAR_KEEPS_TABLES = ["user", "account", "admin_permissions"] as const;

/** A backup file in DATA_DIR/backups: `atrium_backup_{timestamp}.json.gz`. */
export const BackupSchema = z
  .object({
    name: z.string(),
    size: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: "Backup" });
export type Backup = z.infer<typeof BackupSchema>;

export const BackupListSchema = z.object({
  backups: z.array(BackupSchema),
  keep: z.number().int().meta({ description: "How many backups are kept (BACKUP_KEEP)" }),
  directory: z.string(),
});
export type BackupList = z.infer<typeof BackupListSchema>;

/** A backup's file name, as the API takes it in the path (no directories, no other files). */
export const BackupNameSchema = z.object({
  name: z
    .string()
    .regex(/^atrium_backup_[0-9TZ-]+\.json\.gz$/, "Unknown backup")
    .meta({ param: { name: "name", in: "path" } }),
});

export const ExportQuerySchema = z.object({
  format: z.enum(["json", "csv"]).default("json"),
  table: z.string().optional().meta({ description: "One table (CSV or JSON); all tables when left out" }),
});

/** File names (spec 2 §9, with Atrium's prefix); `date` is YYYY-MM-DD. */
export const exportFileName = (date: string) => `atrium_export_${date}.json`;
export const tableJsonFileName = (table: string, date: string) => `${table}_${date}.json`;
export const tableCsvFileName = (table: string, date: string) => `${table}_${date}.csv`;
export const csvZipFileName = (date: string) => `atrium_tables_${date}.zip`;
export const sqlScriptFileName = (date: string) => `atrium_script_${date}.sql`;
