import { createRoute, z } from "@hono/zod-openapi";
import { ABOUT_SECTION_TYPES } from "../../../../common/options";
import { ListQuerySchema } from "../../../../common/pagination";
import { AboutContentCreateSchema, AboutContentUpdateSchema } from "../../../../common/schemas/about-content";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "../../openapi";

const tags = ["About content"];
const BASE = "/admin/about-content";
const RESOURCE = "about_content";

export const AdminAboutContentSchema = z
  .object({
    id: z.string(),
    section_type: z.enum(ABOUT_SECTION_TYPES),
    title: z.string(),
    description: z.string().nullable(),
    year: z.string().nullable(),
    content_data: z.record(z.string(), z.unknown()),
    order_index: z.number().int(),
    is_active: z.boolean().openapi({ description: "Active sections are shown on /about" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminAboutContent");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const listAboutContentRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "About-page sections, active or not, searched, in display order",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: ListQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminAboutContentSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      "A page of sections",
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const createAboutContentRoute = createRoute({
  method: "post",
  path: BASE,
  tags,
  summary: "Add a section (content_data must be a JSON object; active by default)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "create")] as const,
  request: body(AboutContentCreateSchema),
  responses: {
    201: json(AdminAboutContentSchema, "The new section"),
    ...errorResponses(400, 401, 403),
  },
});

export const getAboutContentRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags,
  summary: "One section",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: json(AdminAboutContentSchema, "The section"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateAboutContentRoute = createRoute({
  method: "patch",
  path: `${BASE}/{id}`,
  tags,
  summary: "Change a section (any subset of its fields); is_active shows or hides it on /about",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "update")] as const,
  request: { params: IdParamSchema, ...body(AboutContentUpdateSchema) },
  responses: {
    200: json(AdminAboutContentSchema, "The updated section"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deleteAboutContentRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Delete a section",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
