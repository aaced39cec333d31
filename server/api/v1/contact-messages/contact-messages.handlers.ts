import { createRouter } from "@server/api/openapi";
import { submitContactMessage } from "@server/services/contact-messages";
import { contactFormFieldsRouter } from "../contact-form-fields/contact-form-fields.handlers";
import { createContactMessageRoute } from "./contact-messages.routes";

/** The public contact form: its fields (GET /contact-form-fields) and its submissions. */
export const contactMessagesRouter = createRouter();

contactMessagesRouter.openapi(createContactMessageRoute, async (c) => {
  const created = await submitContactMessage(c.var.deps.db, c.req.valid("json"), {
    ip: c.var.clientIp,
    userAgent: c.req.header("user-agent") ?? null,
    formRateLimit: c.var.deps.env.FORM_RATE_LIMIT_MAX,
  });
  return c.json({ id: created.id, created_at: created.created_at.toISOString() }, 201);
});

contactMessagesRouter.route("/", contactFormFieldsRouter);
