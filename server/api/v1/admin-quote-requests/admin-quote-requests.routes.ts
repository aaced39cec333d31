import { PRIORITIES, REQUIREMENT_STATUSES } from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import { QUOTE_STAT_KEYS, QuoteRequestUpdateSchema } from "@common/schemas/quote-admin";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";
import { QuoteRequestRowSchema } from "../quote-requests/quote-requests.routes";

const tags = ["Quote requests"];
const RESOURCE = "requirement_forms";

const FiltersSchema = z.object({
  status: z.enum(REQUIREMENT_STATUSES).optional(),
  priority: z.enum(PRIORITIES).optional(),
});

export const listAdminQuoteRequestsRoute = createRoute({
  method: "get",
  path: "/admin/quote-requests",
  tags,
  summary: "Quote requests for the back office: searched, filtered, sorted and paged on the server",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: ListQuerySchema.extend(FiltersSchema.shape) },
  responses: {
    200: {
      description: "A page of quote requests",
      content: {
        "application/json": {
          schema: z.object({
            items: z.array(QuoteRequestRowSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const QuoteRequestStatsSchema = z
  .object(Object.fromEntries(QUOTE_STAT_KEYS.map((key) => [key, z.number().int()])))
  .openapi("QuoteRequestStats");

export const quoteRequestStatsRoute = createRoute({
  method: "get",
  path: "/admin/quote-requests/stats",
  tags,
  summary: "Counts by status and priority, this month (since the 1st) and this week (last 7 days)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  responses: {
    200: { description: "The stats", content: { "application/json": { schema: QuoteRequestStatsSchema } } },
    ...errorResponses(401, 403),
  },
});

export const exportQuoteRequestsRoute = createRoute({
  method: "get",
  path: "/admin/quote-requests/export.csv",
  tags,
  summary: "Every quote request matching the list's search, filters and sort, as a CSV download",
  description:
    'One row per request, lists joined with "; ". Cells a spreadsheet would run as a formula are ' +
    "prefixed with a single quote.",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: ListQuerySchema.pick({ q: true, sort: true }).extend(FiltersSchema.shape) },
  responses: {
    200: {
      description: "quote-requests_<YYYY-MM-DD>.csv",
      content: { "text/csv": { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export const getQuoteRequestRoute = createRoute({
  method: "get",
  path: "/admin/quote-requests/{id}",
  tags,
  summary: "One quote request",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: { description: "The request", content: { "application/json": { schema: QuoteRequestRowSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateQuoteRequestRoute = createRoute({
  method: "patch",
  path: "/admin/quote-requests/{id}",
  tags,
  summary: "Change a quote request's status, priority, admin notes or estimated cost",
  description:
    "Send at least one field. estimated_cost is a decimal of 0 or more with at most two decimals, " +
    "as a number or a string; null or blank clears it.",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "update")] as const,
  request: {
    params: IdParamSchema,
    body: { content: { "application/json": { schema: QuoteRequestUpdateSchema } }, required: true },
  },
  responses: {
    200: {
      description: "The updated request",
      content: { "application/json": { schema: QuoteRequestRowSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deleteQuoteRequestRoute = createRoute({
  method: "delete",
  path: "/admin/quote-requests/{id}",
  tags,
  summary: "Delete a quote request",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
