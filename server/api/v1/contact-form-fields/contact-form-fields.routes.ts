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
import {
  adminRoute,
  contentRoutes,
  jsonBody,
  jsonContent,
  type RouteOwner,
} from "@server/api/content-routes";
import { IdParamSchema } from "@server/api/openapi";

const BASE = "/admin/contact-form-fields";
const tags = ["Contact form"];
const owner: RouteOwner = { resource: "contact_form_fields", tags };

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

export const duplicateContactFormFieldRoute = adminRoute(owner, "create", "post", `${BASE}/{id}/duplicate`, {
  summary: 'An inactive copy ("_copy" name, " (Copy)" label) placed right after the original',
  request: { params: IdParamSchema },
  ok: jsonContent(ContactFormFieldSchema, "The copy"),
  status: 201,
  errors: [409],
});

export const reorderContactFormFieldsRoute = adminRoute(owner, "update", "put", `${BASE}/order`, {
  summary: "Save a new order: every field exactly once, renumbered from 1 in one transaction",
  request: jsonBody(ContactFieldOrderSchema),
  ok: jsonContent(ContactFormFieldListSchema, "Every field in the new order"),
});

/** The public form's fields (no sign-in). */
export const listPublicContactFormFieldsRoute = createRoute({
  method: "get",
  path: "/contact-form-fields",
  tags,
  summary: "The active fields of the public contact form, in display order",
  responses: { 200: jsonContent(PublicContactFormFieldListSchema, "Active fields ordered by order_index") },
});
