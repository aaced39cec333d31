import { createRoute, z } from "@hono/zod-openapi";
import { ListQuerySchema } from "../../../../common/pagination";
import {
  ServiceCreateSchema,
  ServiceUpdateSchema,
  SlugSuggestionQuerySchema,
} from "../../../../common/schemas/services";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "../../openapi";

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

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const listServicesRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "Every service: searched (title, slug, description), in display order (order_index, title)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: ListQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminServiceSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      "A page of services",
    ),
    ...errorResponses(400, 401, 403),
  },
});

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
    200: json(z.object({ slug: z.string() }), "The suggested slug"),
    ...errorResponses(400, 401, 403),
  },
});

export const createServiceRoute = createRoute({
  method: "post",
  path: BASE,
  tags,
  summary: "Add a service; link becomes /services/{slug}; a missing slug is generated from the title",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "create")] as const,
  request: body(ServiceCreateSchema),
  responses: {
    201: json(AdminServiceSchema, "The new service"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const getServiceRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags,
  summary: "One service",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: json(AdminServiceSchema, "The service"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateServiceRoute = createRoute({
  method: "patch",
  path: `${BASE}/{id}`,
  tags,
  summary: "Change some of a service's fields; a new slug moves its link too",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "update")] as const,
  request: { params: IdParamSchema, ...body(ServiceUpdateSchema) },
  responses: {
    200: json(AdminServiceSchema, "The updated service"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const deleteServiceRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Delete a service",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
