import {
  ClearResultSchema,
  DATA_TEXT,
  DataValidationSchema,
  IMPORT_BATCH_SIZE,
  IMPORT_MAX_MB,
  ImportModeQuerySchema,
  ImportResultSchema,
  TableProgressSchema,
} from "@common/schemas/data";
import { createRoute, z } from "@hono/zod-openapi";
import { adminGuard, jsonContent } from "@server/api/content-routes";
import { ErrorSchema, errorResponses } from "@server/api/openapi";

const tags = ["Data management"];

/**
 * The export file as the body. Described by reference, not by a zod schema, so the router does
 * not parse and check it: the handlers read it once (server/lib/request-guard.ts readJsonBody)
 * and validation answers in the spec's words.
 */
const exportFileBody = {
  body: {
    required: true,
    description: `An export file (GET /admin/data/export?format=json), at most ${IMPORT_MAX_MB} MB; sent as it is, whatever its content type.`,
    content: { "application/json": { schema: { $ref: "#/components/schemas/ExportFile" } } },
  },
};

const badFile = {
  description: `${DATA_TEXT.invalidJson} (invalid_json)`,
  content: { "application/json": { schema: ErrorSchema } },
};
const tooLarge = {
  description: DATA_TEXT.fileTooLarge(IMPORT_MAX_MB),
  content: { "application/json": { schema: ErrorSchema } },
};

export const validateExportRoute = createRoute({
  method: "post",
  path: "/admin/data/validate",
  tags,
  summary: "Checks an export file before importing it",
  description:
    "Errors make the file invalid (no tables object, a table that is not an object or whose data " +
    "is not an array, another program's file, a newer schema, unknown columns, rows that are not " +
    "objects); warnings do not (no site_settings, a table exported with an error, an empty or " +
    "missing table, an older schema, unknown tables, missing columns). Nothing is written.",
  ...adminGuard("data", "update"),
  request: exportFileBody,
  responses: {
    200: jsonContent(DataValidationSchema, "What the file holds and whether it can be imported"),
    400: badFile,
    ...errorResponses(401, 403),
    413: tooLarge,
  },
});

/** One line of the NDJSON answer: a table's progress, then the result (or an unexpected error). */
const ImportStreamLineSchema = z.union([
  TableProgressSchema,
  z.object({ result: ImportResultSchema }),
  ErrorSchema,
]);

export const importDataRoute = createRoute({
  method: "post",
  path: "/admin/data/import",
  tags,
  summary: "Imports an export file (replace or merge)",
  description:
    "The file is validated first; an invalid one is refused (400 invalid_export, with the first " +
    "validation error, e.g. 'Invalid export data format') and nothing is written. Tables are " +
    `written in dependency order, ${IMPORT_BATCH_SIZE} rows per batch. **merge** upserts rows by ` +
    "primary key, each batch in its own transaction: a failed batch is reported as 'Batch N: " +
    "message' and the others are kept ('Migration completed with errors'). **replace** makes the " +
    "file's tables exactly the file in one transaction: any failure rolls everything back " +
    "('Migration failed') and the database is as it was. Tables the file does not have are left " +
    "as they are.\n\n" +
    "With `Accept: application/x-ndjson` the answer streams one JSON object per line: each " +
    "table's progress ({table, status: running|completed|error, done, total}) as it goes, then " +
    '`{"result": ImportResult}` (or, should the server fail, an `{"error": …}` line). Otherwise ' +
    "the ImportResult is answered as JSON at the end.",
  ...adminGuard("data", "update"),
  request: { query: ImportModeQuerySchema, ...exportFileBody },
  responses: {
    200: {
      description: "What was imported, table by table (status completed, completed_with_errors or failed)",
      content: {
        "application/json": { schema: ImportResultSchema },
        "application/x-ndjson": { schema: ImportStreamLineSchema },
      },
    },
    400: {
      description: `${DATA_TEXT.invalidJson} (invalid_json), or the file is not valid (invalid_export)`,
      content: { "application/json": { schema: ErrorSchema } },
    },
    ...errorResponses(401, 403),
    413: tooLarge,
  },
});

export const clearDataRoute = createRoute({
  method: "post",
  path: "/admin/data/clear",
  tags,
  summary: "Clears all data (keeps the administrators' accounts)",
  description:
    "Deletes every row of every exported table except user, account and admin_permissions, " +
    "children before parents, in one transaction: all or nothing. Sessions stay, so whoever " +
    "clears stays signed in and can import.",
  ...adminGuard("data", "delete"),
  responses: {
    200: jsonContent(ClearResultSchema, "Rows deleted, table by table"),
    ...errorResponses(401, 403),
    500: {
      description: `${DATA_TEXT.clearFailed} (clear_failed): nothing was deleted`,
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});
