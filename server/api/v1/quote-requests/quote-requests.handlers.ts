import { createRouter } from "@server/api/openapi";
import { createQuoteRequest, type QuoteRequestRow } from "@server/services/quote-requests";
import { createQuoteRequestRoute } from "./quote-requests.routes";

export const quoteRequestsRouter = createRouter();

export const serialiseQuoteRequest = (row: QuoteRequestRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

quoteRequestsRouter.openapi(createQuoteRequestRoute, async (c) => {
  const { source, ...input } = c.req.valid("json");
  const row = await createQuoteRequest(c.var.deps.db, input, {
    ip: c.var.clientIp,
    userAgent: c.req.header("user-agent") ?? null,
    source,
    userId: c.var.user?.id ?? null,
  });
  return c.json(serialiseQuoteRequest(row), 201);
});
