import { createRoute, z } from "@hono/zod-openapi";
import { PROJECT_STATUSES } from "../../../../common/options";
import { ListQuerySchema } from "../../../../common/pagination";
import {
  ProjectCreateSchema,
  ProjectFiltersSchema,
  ProjectUpdateSchema,
} from "../../../../common/schemas/projects";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "../../openapi";

const tags = ["Portfolio projects"];
const RESOURCE = "projects";
const BASE = "/admin/projects";

export const AdminProjectSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string().nullable(),
    technologies: z.array(z.string()),
    client_name: z.string().nullable(),
    testimonial_text: z.string().nullable(),
    featured: z.boolean(),
    order_index: z.number().int(),
    year: z.number().int().nullable(),
    results: z.string().nullable(),
    project_link: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    gallery_images: z.array(z.string()),
    project_duration: z.string().nullable(),
    budget_range: z.string().nullable(),
    team_size: z.number().int().nullable(),
    user_id: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminProject");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const listProjectsRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "Every project (any status): searched, filtered by status and category, in display order",
  description:
    "Search covers title, description, client and category. Default sort: order_index, then title.",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: ListQuerySchema.extend(ProjectFiltersSchema.shape) },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminProjectSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      "A page of projects",
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const createProjectRoute = createRoute({
  method: "post",
  path: BASE,
  tags,
  summary: "Add a project (published, current year and order 0 unless given), owned by the acting admin",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "create")] as const,
  request: body(ProjectCreateSchema),
  responses: {
    201: json(AdminProjectSchema, "The new project"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const getProjectRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags,
  summary: "One project",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: json(AdminProjectSchema, "The project"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateProjectRoute = createRoute({
  method: "patch",
  path: `${BASE}/{id}`,
  tags,
  summary: "Change some of a project's fields; status draft or archived hides it from the site",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "update")] as const,
  request: { params: IdParamSchema, ...body(ProjectUpdateSchema) },
  responses: {
    200: json(AdminProjectSchema, "The updated project"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const deleteProjectRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Delete a project",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
