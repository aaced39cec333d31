import { serveItemRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import { wire } from "@server/lib/wire";
import { notifyContext } from "@server/services/email/notifications";
import * as service from "@server/services/quote-requests";
import * as routes from "./quote-requests.routes";
import { csvFileName, csvHeader, csvRow } from "./quote-requests-csv";

/** The Get a Quote wizard's submission (spec 1 §5.2) and the Requirement Forms manager (spec 2 §2–§5). */
export const quoteRequestsRouter = createRouter();

quoteRequestsRouter.openapi(routes.createQuoteRequestRoute, async (c) => {
  const { source, ...input } = c.req.valid("json");
  const { db, env, logger, mail } = c.var.deps;
  const row = await service.createQuoteRequest(db, input, {
    ip: c.var.clientIp,
    userAgent: c.req.header("user-agent") ?? null,
    source,
    userId: c.var.user?.id ?? null,
    notify: notifyContext(env, logger),
    onQueued: () => mail.kick(),
  });
  return c.json(wire(row), 201);
});

// The static paths are registered before /{id}, so "stats" is never read as an id.
quoteRequestsRouter.openapi(routes.quoteRequestRoutes.stats, async (c) => {
  return c.json(await service.quoteRequestStats(c.var.deps.db), 200);
});

quoteRequestsRouter.openapi(routes.exportQuoteRequestsRoute, async (c) => {
  const batches = service.exportQuoteRequests(c.var.deps.db, c.req.valid("query"));
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

serveItemRoutes(quoteRequestsRouter, routes.quoteRequestRoutes, {
  list: service.listQuoteRequests,
  get: service.getQuoteRequest,
  update: service.updateQuoteRequest,
  remove: service.deleteQuoteRequest,
});
