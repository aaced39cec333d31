import {
  csvZipFileName,
  DATA_TEXT,
  exportFileName,
  sqlScriptFileName,
  tableCsvFileName,
  tableJsonFileName,
} from "@common/schemas/data";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import type { AppEnv } from "@server/context";
import { ApiError } from "@server/lib/errors";
import { writeAudit } from "@server/services/audit";
import { exportedTable } from "@server/services/data/catalogue";
import { exportCsvZip, exportTableCsv } from "@server/services/data/export-csv";
import { exportJson } from "@server/services/data/export-json";
import { sqlScript } from "@server/services/data/sql-script";
import { dataStats } from "@server/services/data/stats";
import type { Context } from "hono";
import * as routes from "./data-export.routes";

/** Database Export (spec 2): the stats cards, the downloads and Generate SQL Script. */
export const dataExportRouter = createRouter();

const today = () => new Date().toISOString().slice(0, 10);

dataExportRouter.openapi(routes.dataStatsRoute, async (c) => {
  return c.json(await dataStats(c.var.deps.dbHandle), 200);
});

dataExportRouter.openapi(routes.dataExportRoute, async (c) => {
  const { format, table } = c.req.valid("query");
  if (table !== undefined && !exportedTable(table))
    throw new ApiError(404, "not_found", DATA_TEXT.noSuchTable(table));
  const { db } = c.var.deps;
  const date = today();
  const download =
    format === "json"
      ? {
          name: table ? tableJsonFileName(table, date) : exportFileName(date),
          type: "application/json; charset=utf-8",
          chunks: exportJson(db, table ? { tables: [table] } : {}),
        }
      : table
        ? {
            name: tableCsvFileName(table, date),
            type: "text/csv; charset=utf-8",
            chunks: exportTableCsv(db, table),
          }
        : { name: csvZipFileName(date), type: "application/zip", chunks: exportCsvZip(db, date) };
  await writeAudit(db, actorOf(c), {
    action: "export",
    entityType: "data",
    entityId: download.name,
    changes: { format, table: table ?? null },
  });
  return streamed(c, download.chunks, download.name, download.type);
});

dataExportRouter.openapi(routes.dataSqlScriptRoute, async (c) => {
  const { dbHandle, env } = c.var.deps;
  const date = today();
  const script = await sqlScript(dbHandle, { pgDumpPath: env.PG_DUMP_PATH, date });
  await writeAudit(dbHandle.db, actorOf(c), {
    action: "export",
    entityType: "data",
    entityId: sqlScriptFileName(date),
    changes: { format: "sql", table: null },
  });
  return streamed(c, script, sqlScriptFileName(date), "application/sql; charset=utf-8");
});

/**
 * A download streamed from `chunks`, pulled one at a time: the client's reading pace sets how fast
 * the database is read. Once the headers are sent a failure can only break the download (never
 * end it as if complete); it is logged.
 */
function streamed(
  c: Context<AppEnv>,
  chunks: AsyncIterable<string | Uint8Array>,
  fileName: string,
  contentType: string,
) {
  const { logger } = c.var.deps;
  const requestId = c.var.requestId;
  const iterator = chunks[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === "string" ? encoder.encode(next.value) : next.value);
      } catch (err) {
        logger.error({ err, requestId, fileName }, "data export failed");
        controller.error(err);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return c.body(body, 200, {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  });
}
