import { ExportFileSchema, type TableProgress } from "@common/schemas/data";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { ApiError } from "@server/lib/errors";
import { readJsonBody } from "@server/lib/request-guard";
import { clearAllData } from "@server/services/data/clear";
import { importData } from "@server/services/data/import";
import { checkExport, validateExport } from "@server/services/data/validate";
import { stream } from "hono/streaming";
import { z } from "zod";
import { clearDataRoute, importDataRoute, validateExportRoute } from "./data-import.routes";

/** Data Migration (spec 2): validate an export file, import it, clear all data. */
export const dataImportRouter = createRouter();
// The routes describe their body by reference (they read it themselves), so the schema is named
// here: zod's own JSON Schema of it (its id puts it under $defs).
dataImportRouter.openAPIRegistry.registerComponent(
  "schemas",
  "ExportFile",
  z.toJSONSchema(ExportFileSchema).$defs?.ExportFile as object,
);

dataImportRouter.openapi(validateExportRoute, async (c) => {
  return c.json(await validateExport(c.var.deps.db, await readJsonBody(c)), 200);
});

dataImportRouter.openapi(importDataRoute, async (c) => {
  const { db, logger } = c.var.deps;
  const { mode } = c.req.valid("query");
  const file = await readJsonBody(c);
  // Refused before anything is written, and before a stream has promised a 200.
  const { validation } = await checkExport(db, file);
  if (!validation.valid) throw new ApiError(400, "invalid_export", validation.errors[0] ?? "");
  const options = { mode, actor: actorOf(c) };

  if (!c.req.header("accept")?.includes("application/x-ndjson")) {
    return c.json(await importData(db, file, options), 200);
  }
  c.header("content-type", "application/x-ndjson; charset=utf-8");
  c.header("cache-control", "no-store");
  return stream(
    c,
    async (out) => {
      // Lines are written in order; one the client is no longer there to read is dropped.
      let written = Promise.resolve();
      const send = (line: TableProgress | { result: unknown }) => {
        written = written
          .then(() => out.write(`${JSON.stringify(line)}\n`))
          .then(
            () => {},
            () => {},
          );
      };
      send({ result: await importData(db, file, { ...options, onProgress: send }) });
      await written;
    },
    async (err, out) => {
      logger.error({ err, requestId: c.var.requestId }, "import failed");
      await out.write(
        `${JSON.stringify({ error: { code: "internal_error", message: "An unexpected error occurred. Please try again." } })}\n`,
      );
    },
  ) as never;
});

dataImportRouter.openapi(clearDataRoute, async (c) => {
  const { db, logger } = c.var.deps;
  try {
    return c.json(await clearAllData(db, actorOf(c)), 200);
  } catch (err) {
    if (err instanceof ApiError) logger.error({ err: err.cause, requestId: c.var.requestId }, "clear failed");
    throw err;
  }
});
