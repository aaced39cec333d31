import { ListQuerySchema } from "@common/pagination";
import {
  ServiceCreateSchema,
  ServiceUpdateSchema,
  SlugSuggestionQuerySchema,
} from "@common/schemas/services";
import { createRoute, z } from "@hono/zod-openapi";
import { contentRoutes, jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Services"];
const RESOURCE = "services";
const BASE = "/admin/services";

export const AdminServiceSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    link: z.string().nullable(),
    color: z.string().nullable(),
    gradient: z.string().nullable(),
    icon: z.string().nullable(),
    image: z.string().nullable(),
    featured: z.boolean(),
    order_index: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminService");

export const suggestSlugRoute = createRoute({
  method: "get",
  path: `${BASE}/slug-suggestion`,
  tags,
  summary: "A free slug for a title: the title's slug, else with a -1, -2… suffix",
  description: "`exclude` is the service being edited: its own slug counts as free. An empty title is a 400.",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: SlugSuggestionQuerySchema },
  responses: {
    200: jsonContent(z.object({ slug: z.string() }), "The suggested slug"),
    ...errorResponses(400, 401, 403),
  },
});

/** List, create, read, update and delete. */
export const servicesRoutes = contentRoutes({
  base: "/admin/services",
  resource: "services",
  tags: ["Services"],
  item: AdminServiceSchema,
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
