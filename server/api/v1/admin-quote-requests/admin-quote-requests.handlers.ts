import { listQuoteRequests } from "../../../services/quote-requests";
import { createRouter } from "../../openapi";
import { serialiseQuoteRequest } from "../quote-requests/quote-requests.handlers";
import { listAdminQuoteRequestsRoute } from "./admin-quote-requests.routes";

export const adminQuoteRequestsRouter = createRouter();

adminQuoteRequestsRouter.openapi(listAdminQuoteRequestsRoute, async (c) => {
  const page = await listQuoteRequests(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialiseQuoteRequest) }, 200);
});
