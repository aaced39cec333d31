import { serveItemRoutes } from "@server/api/content-routes";
import { createRouter } from "@server/api/openapi";
import { wire } from "@server/lib/wire";
import * as service from "@server/services/contact-messages";
import { notifyContext } from "@server/services/email/notifications";
import { contactMessageRoutes, createContactMessageRoute } from "./contact-messages.routes";

/** Contact messages: the public form's submissions and the back office's inbox (spec 3 §2, §4, §6, §7). */
export const contactMessagesRouter = createRouter();

contactMessagesRouter.openapi(createContactMessageRoute, async (c) => {
  const { db, env, logger, mail } = c.var.deps;
  const created = await service.submitContactMessage(db, c.req.valid("json"), {
    ip: c.var.clientIp,
    userAgent: c.req.header("user-agent") ?? null,
    formRateLimit: env.FORM_RATE_LIMIT_MAX,
    notify: notifyContext(env, logger),
  });
  mail.kick();
  return c.json(wire(created), 201);
});

// Before /{id}, so that "stats" is not taken for an id.
contactMessagesRouter.openapi(contactMessageRoutes.stats, async (c) => {
  return c.json(await service.contactMessageStats(c.var.deps.db), 200);
});

serveItemRoutes(contactMessagesRouter, contactMessageRoutes, {
  list: service.listContactMessages,
  get: service.getContactMessage,
  update: service.updateContactMessage,
  remove: service.deleteContactMessage,
});
