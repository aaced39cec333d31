import { DataStatsSchema, ExportFileSchema, ExportQuerySchema } from "@common/schemas/data";
import { z } from "@hono/zod-openapi";
import { adminRoute, jsonContent, type RouteOwner } from "@server/api/content-routes";

/** Database Export (spec 2): stats, the JSON / CSV downloads and the SQL script. */

const tags = ["Data"];
const owner: RouteOwner = { resource: "data", tags };
const base = "/admin/data";

export const dataStatsRoute = adminRoute(owner, "read", "get", `${base}/stats`, {
  summary: "Row counts of every exported table, for the Database Export screen's stats cards",
  ok: jsonContent(
    DataStatsSchema,
    "The tables and their row counts, the schema version and the database kind",
  ),
});

export const dataExportRoute = adminRoute(owner, "read", "get", `${base}/export`, {
  summary:
    "Download the data: the whole database as JSON, one table as JSON or CSV, or every table as CSV in a zip",
  description:
    "Streamed from the database as it is read. JSON: atrium_export_<YYYY-MM-DD>.json, one row per line, " +
    "tables in dependency order (with `table`, that table only). CSV: <table>_<YYYY-MM-DD>.csv with a header " +
    "row, JSON values as JSON text and cells a spreadsheet would run as a formula prefixed with a single " +
    "quote; without `table`, atrium_tables_<YYYY-MM-DD>.zip holding one CSV per table. Sessions, " +
    "verification tokens and rate-limit counters are not exported; stored secrets stay encrypted.",
  request: { query: ExportQuerySchema },
  ok: {
    description: "The export file, as an attachment",
    content: {
      "application/json": { schema: ExportFileSchema },
      "text/csv": { schema: z.string() },
      "application/zip": { schema: z.string().meta({ format: "binary" }) },
    },
  },
  errors: [404],
});

export const dataSqlScriptRoute = adminRoute(owner, "read", "get", `${base}/sql-script`, {
  summary:
    "Generate SQL Script: the data as a pg_dump script for psql and an empty, migrated Atrium database",
  description:
    "atrium_script_<YYYY-MM-DD>.sql: pg_dump's data-only output (dependency order, triggers disabled while " +
    "loading, sequences reset) in one transaction that first empties the exported tables. The embedded " +
    "database is dumped with PGlite's pg_dump; a PostgreSQL server with the pg_dump client (PG_DUMP_PATH), " +
    "and 503 when it is not installed.",
  ok: {
    description: "The SQL script, as an attachment",
    content: { "application/sql": { schema: z.string() } },
  },
  errors: [500, 503],
});
