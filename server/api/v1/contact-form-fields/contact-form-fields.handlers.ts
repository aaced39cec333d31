import { createRouter } from "@server/api/openapi";
import { listActiveContactFormFields } from "@server/services/contact-form-fields";
import { listPublicContactFormFieldsRoute } from "./contact-form-fields.routes";

/** Public read of the contact form's fields; staff manage them under /admin (another router). */
export const contactFormFieldsRouter = createRouter();

contactFormFieldsRouter.openapi(listPublicContactFormFieldsRoute, async (c) => {
  const items = await listActiveContactFormFields(c.var.deps.db);
  return c.json({ items }, 200);
});
