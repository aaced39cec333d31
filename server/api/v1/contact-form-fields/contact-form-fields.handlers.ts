import { serveContentRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire } from "@server/lib/wire";
import * as service from "@server/services/contact-form-fields";
import * as routes from "./contact-form-fields.routes";

/** The contact form's fields: the public form reads the active ones, the back office builds them (spec 3 §2, §4, §7). */
export const contactFormFieldsRouter = createRouter();

contactFormFieldsRouter.openapi(routes.listPublicContactFormFieldsRoute, async (c) => {
  return c.json({ items: await service.listActiveContactFormFields(c.var.deps.db) }, 200);
});

contactFormFieldsRouter.openapi(routes.reorderContactFormFieldsRoute, async (c) => {
  const rows = await service.reorderContactFormFields(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json({ items: rows.map(wire) }, 200);
});

contactFormFieldsRouter.openapi(routes.duplicateContactFormFieldRoute, async (c) => {
  const row = await service.duplicateContactFormField(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.json(wire(row), 201);
});

serveContentRoutes(contactFormFieldsRouter, routes.contactFormFieldRoutes, {
  list: service.listContactFormFields,
  create: service.createContactFormField,
  get: service.getContactFormField,
  update: service.updateContactFormField,
  remove: service.deleteContactFormField,
});
