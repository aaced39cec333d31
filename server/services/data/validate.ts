import { DATA_TEXT, type DataValidation, EXPORT_DATABASE_MARKER } from "@common/schemas/data";
import type { Database } from "@server/db/client";
import { type ExportedTable, exportedTable, exportedTables } from "./catalogue";
import { compareSchemaVersions, currentSchemaVersion } from "./schema-version";

/** One table of a checked file that this database has: its rows and which of its columns they hold. */
export type CheckedTable = {
  table: ExportedTable;
  rows: Record<string, unknown>[];
  /** The table's columns the file's rows hold, in table order (the others take their defaults). */
  columns: string[];
};

export type CheckedExport = {
  validation: DataValidation;
  /** The file's tables this database has, by name (only meaningful when the file is valid). */
  tables: Map<string, CheckedTable>;
};

type Row = Record<string, unknown>;
const isRecord = (value: unknown): value is Row =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What an export file holds and whether it can be imported here (spec 2 §5: errors make it
 * invalid, warnings do not), with Atrium's own checks: the database marker, the schema version,
 * unknown tables (skipped) and columns (refused), missing columns (defaults).
 */
export async function validateExport(db: Database, file: unknown): Promise<DataValidation> {
  return (await checkExport(db, file)).validation;
}

/** validateExport, and the file's rows table by table for the import. */
export async function checkExport(db: Database, file: unknown): Promise<CheckedExport> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const stats: DataValidation["tables"] = [];
  const tables = new Map<string, CheckedTable>();
  const fileVersion = isRecord(file) && typeof file.schemaVersion === "string" ? file.schemaVersion : null;
  const answer = (): CheckedExport => ({
    validation: { valid: errors.length === 0, errors, warnings, schema_version: fileVersion, tables: stats },
    tables,
  });

  if (!isRecord(file) || !isRecord(file.tables)) {
    errors.push(DATA_TEXT.invalidFormat);
    return answer();
  }
  if (file.database !== EXPORT_DATABASE_MARKER) errors.push(DATA_TEXT.notAtrium);
  await checkSchemaVersion(db, fileVersion, errors, warnings);

  for (const [name, entry] of Object.entries(file.tables)) {
    if (!isRecord(entry)) {
      errors.push(DATA_TEXT.tableNotObject(name));
      continue;
    }
    if (!Array.isArray(entry.data)) {
      errors.push(DATA_TEXT.tableDataNotArray(name));
      continue;
    }
    const data: unknown[] = entry.data;
    stats.push({ name, count: data.length });
    if (typeof entry.error === "string" && entry.error !== "") {
      warnings.push(DATA_TEXT.tableHadError(name, entry.error));
    }
    if (data.length === 0) warnings.push(DATA_TEXT.tableEmpty(name));
    const table = exportedTable(name);
    if (!table) {
      warnings.push(DATA_TEXT.unknownTable(name));
      continue;
    }
    const checked = checkRows(table, data, errors, warnings);
    if (checked) tables.set(name, checked);
  }

  if (!("site_settings" in file.tables)) warnings.push(DATA_TEXT.missingSiteSettings);
  for (const { name } of exportedTables()) {
    if (name !== "site_settings" && !(name in file.tables)) warnings.push(DATA_TEXT.tableMissing(name));
  }
  return answer();
}

async function checkSchemaVersion(
  db: Database,
  fileVersion: string | null,
  errors: string[],
  warnings: string[],
) {
  if (fileVersion === null) {
    warnings.push(DATA_TEXT.noSchemaVersion);
    return;
  }
  const site = await currentSchemaVersion(db);
  switch (compareSchemaVersions(fileVersion, site)) {
    case "newer":
      errors.push(DATA_TEXT.newerSchema(fileVersion, site));
      break;
    case "older":
      warnings.push(DATA_TEXT.olderSchema(fileVersion, site));
      break;
    case "unknown":
      warnings.push(DATA_TEXT.unknownSchema(fileVersion, site));
      break;
  }
}

/** Every row an object, every key a column of the table; columns no row holds take their defaults. */
function checkRows(
  table: ExportedTable,
  data: unknown[],
  errors: string[],
  warnings: string[],
): CheckedTable | null {
  const present = new Set<string>();
  let notObject = 0;
  data.forEach((row, index) => {
    if (!isRecord(row)) {
      // The first one is enough to say the file is damaged; a thousand would bury the other errors.
      notObject ||= index + 1;
      return;
    }
    for (const key in row) present.add(key);
  });
  if (notObject) errors.push(DATA_TEXT.rowNotObject(table.name, notObject));
  for (const key of present) {
    if (!table.columns.includes(key)) errors.push(DATA_TEXT.unknownColumn(table.name, key));
  }
  if (data.length > 0) {
    for (const column of table.columns) {
      if (!present.has(column)) warnings.push(DATA_TEXT.missingColumn(table.name, column));
    }
  }
  if (notObject) return null;
  return { table, rows: data as Row[], columns: table.columns.filter((c) => present.has(c)) };
}
