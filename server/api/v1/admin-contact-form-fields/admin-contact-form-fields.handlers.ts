import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import {
  type ContactFormFieldRow,
  createContactFormField,
  deleteContactFormField,
  duplicateContactFormField,
  listContactFormFields,
  reorderContactFormFields,
  updateContactFormField,
} from "@server/services/contact-form-fields";
import {
  createFieldRoute,
  deleteFieldRoute,
  duplicateFieldRoute,
  listFieldsRoute,
  reorderFieldsRoute,
  updateFieldRoute,
} from "./admin-contact-form-fields.routes";

/** The back office's contact form field builder (spec 3 §2, §4, §7). */
export const adminContactFormFieldsRouter = createRouter();

const serialise = (row: ContactFormFieldRow) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

adminContactFormFieldsRouter.openapi(listFieldsRoute, async (c) => {
  const page = await listContactFormFields(c.var.deps.db, c.req.valid("query"));
  return c.json({ ...page, items: page.items.map(serialise) }, 200);
});

adminContactFormFieldsRouter.openapi(createFieldRoute, async (c) => {
  const row = await createContactFormField(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 201);
});

// Registered before the {id} routes only for readability: methods differ, so nothing overlaps.
adminContactFormFieldsRouter.openapi(reorderFieldsRoute, async (c) => {
  const rows = await reorderContactFormFields(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json({ items: rows.map(serialise) }, 200);
});

adminContactFormFieldsRouter.openapi(updateFieldRoute, async (c) => {
  const { id } = c.req.valid("param");
  const row = await updateContactFormField(c.var.deps.db, actorOf(c), id, c.req.valid("json"));
  return c.json(serialise(row), 200);
});

adminContactFormFieldsRouter.openapi(deleteFieldRoute, async (c) => {
  await deleteContactFormField(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});

adminContactFormFieldsRouter.openapi(duplicateFieldRoute, async (c) => {
  const row = await duplicateContactFormField(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.json(serialise(row), 201);
});
