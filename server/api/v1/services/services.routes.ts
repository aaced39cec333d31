import { ListQuerySchema } from "@common/pagination";
import { BlogPreviewResultSchema } from "@common/schemas/blog-posts";
import {
  ServiceCreateSchema,
  ServicePreviewSchema,
  ServiceSchema,
  ServiceUpdateSchema,
  SlugSuggestionQuerySchema,
  SlugSuggestionSchema,
} from "@common/schemas/services";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, contentRoutes, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const BASE = "/admin/services";
const tags = ["Services"];

/** List, create, read, update and delete. */
export const serviceRoutes = contentRoutes({
  base: BASE,
  resource: "services",
  tags,
  item: ServiceSchema,
  create: ServiceCreateSchema,
  update: ServiceUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "Every service: searched (title, slug, description), in display order (order_index, title)",
    create: "Add a service; link becomes /services/{slug}; a missing slug is generated from the title",
    get: "One service",
    update: "Change some of a service's fields; a new slug moves its link too",
    delete: "Delete a service",
  },
  conflict: true,
});

export const suggestSlugRoute = createRoute({
  method: "get",
  path: `${BASE}/slug-suggestion`,
  tags,
  summary: "A free slug for a title: the title's slug, else with a -1, -2… suffix",
  description: "`exclude` is the service being edited: its own slug counts as free. An empty title is a 400.",
  ...adminGuard("services", "read"),
  request: { query: SlugSuggestionQuerySchema },
  responses: {
    200: jsonContent(SlugSuggestionSchema, "The suggested slug"),
    ...errorResponses(400, 401, 403),
  },
});

export const previewServiceRoute = createRoute({
  method: "post",
  path: `${BASE}/preview`,
  tags,
  summary: "The introduction's Markdown rendered to the sanitised HTML the service page shows",
  ...adminGuard("services", "read"),
  request: jsonBody(ServicePreviewSchema),
  responses: {
    200: jsonContent(BlogPreviewResultSchema, "The rendered introduction"),
    ...errorResponses(400, 401, 403),
  },
});
