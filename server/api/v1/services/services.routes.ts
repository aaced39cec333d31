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
import {
  adminRoute,
  contentRoutes,
  jsonContent,
  markdownPreviewRoute,
  type RouteSection,
} from "@server/api/content-routes";

const section: RouteSection = { base: "/admin/services", resource: "services", tags: ["Services"] };

/** List, create, read, update and delete. */
export const serviceRoutes = contentRoutes({
  ...section,
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

export const suggestSlugRoute = adminRoute(section, "read", "get", `${section.base}/slug-suggestion`, {
  summary: "A free slug for a title: the title's slug, else with a -1, -2… suffix",
  description: "`exclude` is the service being edited: its own slug counts as free. An empty title is a 400.",
  request: { query: SlugSuggestionQuerySchema },
  ok: jsonContent(SlugSuggestionSchema, "The suggested slug"),
});

export const previewServiceRoute = markdownPreviewRoute(section, {
  summary: "The introduction's Markdown rendered to the sanitised HTML the service page shows",
  body: ServicePreviewSchema,
  result: BlogPreviewResultSchema,
  answer: "The rendered introduction",
});
