import { ListQuerySchema } from "@common/pagination";
import {
  ContactFieldCreateSchema,
  ContactFieldOrderSchema,
  ContactFieldUpdateSchema,
} from "@common/schemas/contact-form-fields";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";
import { PublicContactFormFieldSchema } from "../contact-form-fields/contact-form-fields.routes";

const tags = ["Contact form"];
const BASE = "/admin/contact-form-fields";

export const AdminContactFormFieldSchema = PublicContactFormFieldSchema.extend({
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}).openapi("AdminContactFormField");

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const ListSchema = z.object({
  items: z.array(AdminContactFormFieldSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export const listFieldsRoute = createRoute({
  method: "get",
  path: BASE,
  tags,
  summary: "Every contact form field, active or not, in display order",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_form_fields", "read")] as const,
  request: { query: ListQuerySchema },
  responses: {
    200: json(ListSchema, "A page of fields"),
    ...errorResponses(400, 401, 403),
  },
});

export const createFieldRoute = createRoute({
  method: "post",
  path: BASE,
  tags,
  summary: "Add a field at the end of the form",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_form_fields", "create")] as const,
  request: body(ContactFieldCreateSchema),
  responses: {
    201: json(AdminContactFormFieldSchema, "The new field"),
    ...errorResponses(400, 401, 403, 409),
  },
});

export const updateFieldRoute = createRoute({
  method: "patch",
  path: `${BASE}/{id}`,
  tags,
  summary: "Change a field; is_active enables or disables it",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_form_fields", "update")] as const,
  request: { params: IdParamSchema, ...body(ContactFieldUpdateSchema) },
  responses: {
    200: json(AdminContactFormFieldSchema, "The updated field"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const deleteFieldRoute = createRoute({
  method: "delete",
  path: `${BASE}/{id}`,
  tags,
  summary: "Delete a field; the others are renumbered from 1",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_form_fields", "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});

export const duplicateFieldRoute = createRoute({
  method: "post",
  path: `${BASE}/{id}/duplicate`,
  tags,
  summary: 'An inactive copy ("_copy" name, " (Copy)" label) placed right after the original',
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_form_fields", "create")] as const,
  request: { params: IdParamSchema },
  responses: {
    201: json(AdminContactFormFieldSchema, "The copy"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const reorderFieldsRoute = createRoute({
  method: "put",
  path: `${BASE}/order`,
  tags,
  summary: "Save a new order: every field exactly once, renumbered from 1 in one transaction",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_form_fields", "update")] as const,
  request: body(ContactFieldOrderSchema),
  responses: {
    200: json(z.object({ items: z.array(AdminContactFormFieldSchema) }), "Every field in the new order"),
    ...errorResponses(400, 401, 403),
  },
});
