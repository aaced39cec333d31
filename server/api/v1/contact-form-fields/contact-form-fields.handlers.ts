import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire } from "@server/lib/wire";
import {
  createContactFormField,
  deleteContactFormField,
  duplicateContactFormField,
  getContactFormField,
  listActiveContactFormFields,
  listContactFormFields,
  reorderContactFormFields,
  updateContactFormField,
} from "@server/services/contact-form-fields";
import {
  contactFormFieldRoutes,
  duplicateContactFormFieldRoute,
  listPublicContactFormFieldsRoute,
  reorderContactFormFieldsRoute,
} from "./contact-form-fields.routes";

/** The contact form's fields: the public form reads the active ones, the back office builds them (spec 3 §2, §4, §7). */
export const contactFormFieldsRouter = createRouter();

contactFormFieldsRouter.openapi(listPublicContactFormFieldsRoute, async (c) => {
  return c.json({ items: await listActiveContactFormFields(c.var.deps.db) }, 200);
});

contactFormFieldsRouter.openapi(reorderContactFormFieldsRoute, async (c) => {
  const rows = await reorderContactFormFields(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json({ items: rows.map(wire) }, 200);
});

contactFormFieldsRouter.openapi(duplicateContactFormFieldRoute, async (c) => {
  const row = await duplicateContactFormField(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.json(wire(row), 201);
});

serveContentRoutes(contactFormFieldsRouter, contactFormFieldRoutes, {
  list: listContactFormFields,
  create: createContactFormField,
  get: getContactFormField,
  update: updateContactFormField,
  remove: deleteContactFormField,
});
