import { DATA_TEXT } from "@common/schemas/data";

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/**
 * The Data Management section's words. The spec's messages (file type, parse errors, "Export
 * failed", "Migration completed with errors"…) are DATA_TEXT in common/schemas/data.ts, shared
 * with the server; these are the screen's own labels.
 */
export const DATA_COPY = {
  tabsLabel: "Data Management sections",
  tabs: { export: "Export", migration: "Migration", guide: "Migration Guide", backups: "Backups" },
  records: (n: number) => plural(n, "record"),
  rows: (n: number) => plural(n, "row"),
  tables: (n: number) => plural(n, "table"),
  secretsNote: DATA_TEXT.secretsNote,

  stats: {
    label: "Database statistics",
    tables: "Total Tables",
    records: "Total Records",
    withData: "Tables with Data",
    loadFailed: "Error loading data statistics",
    database: { pglite: "Embedded database", postgres: "PostgreSQL server" },
    schema: (version: string) => `Schema ${version}`,
  },

  status: {
    waiting: "Waiting",
    exporting: "Exporting",
    migrating: "Migrating",
    completed: "Completed",
    error: "Error",
    skipped: "Skipped",
  },

  export: {
    title: "Database Export",
    intro:
      "Download this site's data: the complete database as one JSON file, which another Atrium site can import, or every table as a CSV file for spreadsheets.",
    json: "Export Complete Database (JSON)",
    csv: "Export All Tables (CSV)",
    exporting: "Exporting...",
    tablesTitle: "Tables",
    table: "Table",
    count: "Records",
    actions: "Export",
    tableCsv: (table: string) => `Export ${table} as CSV`,
    progressTitle: "Export progress",
    exported: (n: number) => `Exported ${plural(n, "record")}`,
    failed: (error: string) => `${DATA_TEXT.exportFailed}: ${error}`,
    interrupted: "The export ended before this table was written. Please try again.",
    complete: "Export complete",
    completeMessage: (records: number, tables: number) =>
      `${plural(records, "record")} from ${plural(tables, "table")}.`,
    tableComplete: (records: number, table: string) => `${plural(records, "record")} from ${table}.`,
    noDataMessage: (table: string) => `The table ${table} has no rows.`,
    nothingToZip: "Every table is empty: there is nothing to export.",
  },

  migration: {
    title: "Data Migration",
    intro:
      "Import an export file from this or another Atrium site. The file is checked first; nothing is written until you import it.",
    file: "Export file (JSON)",
    fileHint: "A file made by Export Complete Database (atrium_export_….json) or a backup, unpacked.",
    invalidJsonTitle: "Invalid file",
    tooLargeTitle: "File too large",
    validating: "Checking the file...",
    validationTitle: "Validation results",
    valid: "The file is valid",
    invalid: "The file cannot be imported",
    fileSummary: (tables: number, rows: number, version: string | null) =>
      `${plural(tables, "table")}, ${plural(rows, "row")}${version ? `, schema ${version}` : ""}.`,
    errors: "Errors",
    warnings: "Warnings",
    validateFailed: "The file could not be checked",
    mode: "Import mode",
    modes: {
      merge: {
        label: "Merge",
        hint: "Adds the file's rows and updates rows with the same id; everything else stays. Rows are written 100 at a time: a batch that fails is reported and the others are kept.",
      },
      replace: {
        label: "Replace",
        hint: "The database becomes exactly the file: rows that are not in the file are deleted. Use this to move a site to a new server. All or nothing: if anything fails, nothing changes.",
      },
    },
    import: "Import Data Directly",
    importing: "Importing...",
    replaceTitle: "Replace all data?",
    replaceMessage:
      "Every table will hold exactly what the file holds; rows that are not in the file are deleted. This cannot be undone.",
    replaceAcknowledge: "I understand that all current data is replaced",
    replaceConfirm: "Replace All Data",
    progressTitle: "Import progress",
    resultTitle: "Import results",
    completed: "Migration completed",
    failedTables: (n: number) => `${plural(n, "table")} failed`,
    imported: (n: number) => `${plural(n, "row")} imported`,
    interrupted: "The connection ended before the import finished. Check the data before trying again.",

    sqlTitle: "SQL script",
    sqlIntro:
      "A PostgreSQL script with this site's data (data only, tables in dependency order) to apply with psql to a new, empty Atrium database.",
    sql: "Generate SQL Script",
    sqlBusy: "Generating...",
    sqlFailed: "The SQL script could not be generated",
    sqlDone: "SQL script downloaded",

    clearTitle: "Clear all data",
    clearIntro:
      "Deletes every table's rows except administrator accounts and their permissions, so you can still sign in and import.",
    clear: "Clear All Data",
    clearing: "Clearing...",
    clearMessage: `${DATA_TEXT.clearConfirm} Administrator accounts and permissions are kept.`,
    clearAcknowledge: "I understand that all data will be deleted",
    cleared: "All data cleared",
    clearedMessage: (rows: number) => `${plural(rows, "row")} deleted.`,
  },

  guide: {
    title: "Moving to a PostgreSQL server",
    intro:
      "When a site outgrows the embedded database, move its data to a PostgreSQL server in four steps. Each step can be opened at any time.",
    viewGuide: "View Full Guide",
    guideTitle: "Migrating to PostgreSQL",
    stepsLabel: "Migration steps",
    steps: {
      export: "Export your data",
      database: "Create the database",
      import: "Start and import",
      configure: "Switch and restart",
    },
    goToExport: "Go to Export",
    checklistTitle: "After the move",
    checked: (done: number, all: number) => `${done} of ${all} checked`,
    checklist: [
      {
        label: "Administrators can sign in",
        hint: "With their usual e-mail and password; their permissions are as before.",
      },
      {
        label: "The public pages show the content",
        hint: "Home, services, portfolio, blog posts, team and the standing pages.",
      },
      {
        label: "The inboxes are complete",
        hint: "Quote requests and contact messages, with their statuses and notes.",
      },
      {
        label: "E-mail still sends",
        hint: "Email Management → Settings → send a test e-mail. A password that cannot be read means APP_SECRET differs.",
      },
      {
        label: "Images display",
        hint: "On the public pages and in the Image Library (DATA_DIR/media copied, or the bucket configured).",
      },
      {
        label: "Backups run",
        hint: "Data Management → Backups → Back up now makes a backup on the new server.",
      },
      {
        label: "Realtime updates arrive",
        hint: "A change saved in one browser appears in another open dashboard without reloading.",
      },
      {
        label: "The old data is removed, later",
        hint: "After a grace period (two weeks, say) with everything working, delete the old installation's data directory.",
      },
    ],
  },

  backups: {
    title: "Backups",
    intro: (keep: number, directory: string) =>
      `Atrium backs up the whole database every day (gzipped JSON in ${directory}) and keeps the last ${plural(keep, "backup")}.`,
    now: "Back up now",
    busy: "Backing up...",
    created: "Backup created",
    createFailed: "Backup failed",
    loadFailed: "Error loading backups",
    empty: "No backups yet",
    emptyHint: "The first daily backup appears here, or make one now.",
    name: "Backup",
    size: "Size",
    date: "Created",
    actions: "Actions",
    download: (name: string) => `Download ${name}`,
    downloadShort: "Download",
    restore: "Restore",
    restoreLabel: (name: string) => `Restore ${name}`,
    restoreTitle: "Restore this backup?",
    restoreMessage: (date: string) =>
      `All current data is replaced by the backup of ${date}; changes made since then are lost. This cannot be undone.`,
    restoreAcknowledge: "I understand that all current data is replaced",
    restoring: "Restoring...",
    restored: "Backup restored",
    restoreFailed: "Error restoring backup",
    restoredFrom: (name: string) => `Restored from ${name}`,
    delete: "Delete",
    deleteLabel: (name: string) => `Delete ${name}`,
    deleteTitle: "Delete this backup?",
    deleteMessage: (name: string) => `The backup file ${name} will be deleted. This cannot be undone.`,
    deleted: "Backup deleted",
    deleteFailed: "Error deleting backup",
  },
} as const;
