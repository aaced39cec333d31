import { ListQuerySchema } from "@common/pagination";
import {
  PagePreviewResultSchema,
  PagePreviewSchema,
  PageSchema,
  PageUpdateSchema,
} from "@common/schemas/pages";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, itemRoutes, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const BASE = "/admin/pages";
const tags = ["Pages"];

/**
 * The standing pages (issue 16): list, read and change. They are seeded and fixed, so there is no
 * create and no delete (the item routes' delete is not served).
 */
const { list, get, update } = itemRoutes({
  base: BASE,
  resource: "pages",
  tags,
  item: PageSchema,
  update: PageUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "The standing pages (about, faq, industries, careers, support, privacy, terms, cookies), drafts too",
    get: "One standing page",
    update: "Change a page: title, Markdown body, FAQ items, SEO title and description, status",
    delete: "Not served: standing pages are not deleted",
  },
  answers: { list: "The standing pages", get: "The page", update: "The page as saved" },
});
export const pageRoutes = { list, get, update };

export const previewPageRoute = createRoute({
  method: "post",
  path: `${BASE}/preview`,
  tags,
  summary: "Markdown rendered to the sanitised HTML the public page shows (placeholders filled)",
  ...adminGuard("pages", "read"),
  request: jsonBody(PagePreviewSchema),
  responses: {
    200: jsonContent(PagePreviewResultSchema, "The rendered body"),
    ...errorResponses(400, 401, 403),
  },
});
