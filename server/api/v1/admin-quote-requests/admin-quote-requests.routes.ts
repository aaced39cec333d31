import { createRoute, z } from "@hono/zod-openapi";
import { PRIORITIES, REQUIREMENT_STATUSES } from "../../../../common/options";
import { ListQuerySchema } from "../../../../common/pagination";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses } from "../../openapi";
import { QuoteRequestRowSchema } from "../quote-requests/quote-requests.routes";

export const listAdminQuoteRequestsRoute = createRoute({
  method: "get",
  path: "/admin/quote-requests",
  tags: ["Quote requests"],
  summary: "Quote requests for the back office: searched, filtered, sorted and paged on the server",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("requirement_forms", "read")] as const,
  request: {
    query: ListQuerySchema.extend({
      status: z.enum(REQUIREMENT_STATUSES).optional(),
      priority: z.enum(PRIORITIES).optional(),
    }),
  },
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
