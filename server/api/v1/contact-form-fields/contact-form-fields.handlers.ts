import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
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
  duplicateContactFormFieldRoute,
  listPublicContactFormFieldsRoute,
  reorderContactFormFieldsRoute,
  contactFormFieldRoutes as routes,
} from "./contact-form-fields.routes";

/** The contact form's fields: the public form reads the active ones, the back office builds them (spec 3 §2, §4, §7). */
export const contactFormFieldsRouter = createRouter();

contactFormFieldsRouter.openapi(listPublicContactFormFieldsRoute, async (c) => {
  return c.json({ items: await listActiveContactFormFields(c.var.deps.db) }, 200);
});

contactFormFieldsRouter.openapi(routes.list, async (c) => {
  return c.json(wirePage(await listContactFormFields(c.var.deps.db, c.req.valid("query"))), 200);
});

contactFormFieldsRouter.openapi(routes.create, async (c) => {
  return c.json(wire(await createContactFormField(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201);
});

// Registered before the {id} routes only for readability: methods differ, so nothing overlaps.
contactFormFieldsRouter.openapi(reorderContactFormFieldsRoute, async (c) => {
  const rows = await reorderContactFormFields(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json({ items: rows.map(wire) }, 200);
});

contactFormFieldsRouter.openapi(routes.get, async (c) => {
  return c.json(wire(await getContactFormField(c.var.deps.db, c.req.valid("param").id)), 200);
});

contactFormFieldsRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateContactFormField(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(wire(row), 200);
});

contactFormFieldsRouter.openapi(routes.delete, async (c) => {
  await deleteContactFormField(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});

contactFormFieldsRouter.openapi(duplicateContactFormFieldRoute, async (c) => {
  const row = await duplicateContactFormField(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.json(wire(row), 201);
});
