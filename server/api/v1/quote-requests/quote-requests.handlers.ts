import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  createQuoteRequest,
  deleteQuoteRequest,
  exportQuoteRequests,
  getQuoteRequest,
  listQuoteRequests,
  quoteRequestStats,
  updateQuoteRequest,
} from "@server/services/quote-requests";
import {
  createQuoteRequestRoute,
  deleteQuoteRequestRoute,
  exportQuoteRequestsRoute,
  getQuoteRequestRoute,
  listQuoteRequestsRoute,
  quoteRequestStatsRoute,
  updateQuoteRequestRoute,
} from "./quote-requests.routes";
import { csvFileName, csvHeader, csvRow } from "./quote-requests-csv";

/** The Get a Quote wizard's submission (spec 1 §5.2) and the Requirement Forms manager (spec 2 §2–§5). */
export const quoteRequestsRouter = createRouter();

quoteRequestsRouter.openapi(createQuoteRequestRoute, async (c) => {
  const { source, ...input } = c.req.valid("json");
  const row = await createQuoteRequest(c.var.deps.db, input, {
    ip: c.var.clientIp,
    userAgent: c.req.header("user-agent") ?? null,
    source,
    userId: c.var.user?.id ?? null,
  });
  return c.json(wire(row), 201);
});

quoteRequestsRouter.openapi(listQuoteRequestsRoute, async (c) => {
  return c.json(wirePage(await listQuoteRequests(c.var.deps.db, c.req.valid("query"))), 200);
});

// The static paths are registered before /{id}, so "stats" is never read as an id.
quoteRequestsRouter.openapi(quoteRequestStatsRoute, async (c) => {
  return c.json(await quoteRequestStats(c.var.deps.db), 200);
});

quoteRequestsRouter.openapi(exportQuoteRequestsRoute, async (c) => {
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

quoteRequestsRouter.openapi(getQuoteRequestRoute, async (c) => {
  return c.json(wire(await getQuoteRequest(c.var.deps.db, c.req.valid("param").id)), 200);
});

quoteRequestsRouter.openapi(updateQuoteRequestRoute, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateQuoteRequest(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

quoteRequestsRouter.openapi(deleteQuoteRequestRoute, async (c) => {
  await deleteQuoteRequest(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
