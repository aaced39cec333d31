import { ListQuerySchema } from "@common/pagination";
import {
  ContactFieldCreateSchema,
  ContactFieldOrderSchema,
  ContactFieldUpdateSchema,
  ContactFormFieldListSchema,
  ContactFormFieldSchema,
  PublicContactFormFieldListSchema,
} from "@common/schemas/contact-form-fields";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, contentRoutes, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

const BASE = "/admin/contact-form-fields";
const tags = ["Contact form"];

/** The field builder's list, add, read, change and delete. */
export const contactFormFieldRoutes = contentRoutes({
  base: BASE,
  resource: "contact_form_fields",
  tags,
  item: ContactFormFieldSchema,
  create: ContactFieldCreateSchema,
  update: ContactFieldUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "Every contact form field, active or not, in display order",
    create: "Add a field at the end of the form",
    get: "One field",
    update: "Change a field; is_active enables or disables it",
    delete: "Delete a field; the others are renumbered from 1",
  },
  // A taken field_name; too many fields.
  conflict: true,
});

export const duplicateContactFormFieldRoute = createRoute({
  method: "post",
  path: `${BASE}/{id}/duplicate`,
  tags,
  summary: 'An inactive copy ("_copy" name, " (Copy)" label) placed right after the original',
  ...adminGuard("contact_form_fields", "create"),
  request: { params: IdParamSchema },
  responses: {
    201: jsonContent(ContactFormFieldSchema, "The copy"),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export const reorderContactFormFieldsRoute = createRoute({
  method: "put",
  path: `${BASE}/order`,
  tags,
  summary: "Save a new order: every field exactly once, renumbered from 1 in one transaction",
  ...adminGuard("contact_form_fields", "update"),
  request: jsonBody(ContactFieldOrderSchema),
  responses: {
    200: jsonContent(ContactFormFieldListSchema, "Every field in the new order"),
    ...errorResponses(400, 401, 403),
  },
});

/** The public form's fields (no sign-in). */
export const listPublicContactFormFieldsRoute = createRoute({
  method: "get",
  path: "/contact-form-fields",
  tags,
  summary: "The active fields of the public contact form, in display order",
  responses: { 200: jsonContent(PublicContactFormFieldListSchema, "Active fields ordered by order_index") },
});
