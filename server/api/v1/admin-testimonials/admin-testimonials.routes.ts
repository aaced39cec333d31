import { createRoute, z } from "@hono/zod-openapi";
import { ListQuerySchema } from "../../../../common/pagination";
import { TestimonialCreateSchema, TestimonialUpdateSchema } from "../../../../common/schemas/testimonials";
import { requirePermission } from "../../../auth/guards";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "../../openapi";

const tags = ["Testimonials"];
const BASE = "/admin/testimonials";
const RESOURCE = "testimonials";

export const AdminTestimonialSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string(),
    company: z.string().nullable(),
    avatar: z.string().nullable(),
    content: z.string(),
    rating: z.number().int(),
    featured: z.boolean().openapi({ description: "Featured testimonials are shown on the home page" }),
    order_index: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminTestimonial");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const listTestimonialsRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "Testimonials, searched (name, role, company, content), in display order",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { query: ListQuerySchema },
  responses: {
    200: json(
      z.object({
        items: z.array(AdminTestimonialSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
      "A page of testimonials",
    ),
    ...errorResponses(400, 401, 403),
  },
});

export const createTestimonialRoute = createRoute({
  method: "post",
  path: BASE,
  tags,
  summary: "Add a testimonial (rating defaults to 5; without order_index it goes last)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "create")] as const,
  request: body(TestimonialCreateSchema),
  responses: {
    201: json(AdminTestimonialSchema, "The new testimonial"),
    ...errorResponses(400, 401, 403),
  },
});

export const getTestimonialRoute = createRoute({
  method: "get",
  path: `${BASE}/{id}`,
  tags,
  summary: "One testimonial",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: json(AdminTestimonialSchema, "The testimonial"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateTestimonialRoute = createRoute({
  method: "patch",
  path: `${BASE}/{id}`,
  tags,
  summary: "Change a testimonial (any subset of its fields)",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "update")] as const,
  request: { params: IdParamSchema, ...body(TestimonialUpdateSchema) },
  responses: {
    200: json(AdminTestimonialSchema, "The updated testimonial"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deleteTestimonialRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Delete a testimonial",
  security: ADMIN_SECURITY,
  middleware: [requirePermission(RESOURCE, "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
