import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  deleteQuoteRequest,
  exportQuoteRequests,
  getQuoteRequest,
  listQuoteRequests,
  quoteRequestStats,
  updateQuoteRequest,
} from "@server/services/admin-quote-requests";
import { serialiseQuoteRequest } from "../quote-requests/quote-requests.handlers";
import {
  deleteQuoteRequestRoute,
  exportQuoteRequestsRoute,
  getQuoteRequestRoute,
  listAdminQuoteRequestsRoute,
  quoteRequestStatsRoute,
  updateQuoteRequestRoute,
} from "./admin-quote-requests.routes";
import { csvFileName, csvHeader, csvRow } from "./quote-requests-csv";

export const adminQuoteRequestsRouter = createRouter();

adminQuoteRequestsRouter.openapi(listAdminQuoteRequestsRoute, async (c) => {
  const page = await listQuoteRequests(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialiseQuoteRequest) }, 200);
});

// The static paths are registered before /{id}, so "stats" is never read as an id.
adminQuoteRequestsRouter.openapi(quoteRequestStatsRoute, async (c) => {
  return c.json(await quoteRequestStats(c.var.deps.db), 200);
});

adminQuoteRequestsRouter.openapi(exportQuoteRequestsRoute, async (c) => {
  const batches = exportQuoteRequests(c.var.deps.db, c.req.valid("query"));
  const { logger } = c.var.deps;
  const requestId = c.var.requestId;
  const encoder = new TextEncoder();
  let started = false;
  // Pulled one batch at a time: the client's reading pace sets how fast rows are read.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvHeader()));
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
      } catch (err) {
        // Headers are gone already: log, and break the download rather than end it as if complete.
        logger.error({ err, requestId }, "quote request export failed");
        controller.error(err);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return c.body(body, 200, {
    "content-type": "text/csv; charset=utf-8",
    "content-disposition": `attachment; filename="${csvFileName()}"`,
    "cache-control": "no-store",
  });
});

adminQuoteRequestsRouter.openapi(getQuoteRequestRoute, async (c) => {
  const row = await getQuoteRequest(c.var.deps.db, c.req.valid("param").id);
  return c.json(serialiseQuoteRequest(row), 200);
});

adminQuoteRequestsRouter.openapi(updateQuoteRequestRoute, async (c) => {
  const row = await updateQuoteRequest(
    c.var.deps.db,
    actorOf(c),
    c.req.valid("param").id,
    c.req.valid("json"),
  );
  return c.json(serialiseQuoteRequest(row), 200);
});

adminQuoteRequestsRouter.openapi(deleteQuoteRequestRoute, async (c) => {
  await deleteQuoteRequest(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
