import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import {
  contactMessageStats,
  deleteContactMessage,
  getContactMessage,
  listContactMessages,
  submitContactMessage,
  updateContactMessage,
} from "@server/services/contact-messages";
import {
  contactMessageStatsRoute,
  createContactMessageRoute,
  deleteContactMessageRoute,
  getContactMessageRoute,
  listContactMessagesRoute,
  updateContactMessageRoute,
} from "./contact-messages.routes";

/** Contact messages: the public form's submissions and the back office's inbox (spec 3 §2, §4, §6, §7). */
export const contactMessagesRouter = createRouter();

contactMessagesRouter.openapi(createContactMessageRoute, async (c) => {
  const created = await submitContactMessage(c.var.deps.db, c.req.valid("json"), {
    ip: c.var.clientIp,
    userAgent: c.req.header("user-agent") ?? null,
    formRateLimit: c.var.deps.env.FORM_RATE_LIMIT_MAX,
  });
  return c.json(wire(created), 201);
});

contactMessagesRouter.openapi(listContactMessagesRoute, async (c) => {
  return c.json(wirePage(await listContactMessages(c.var.deps.db, c.req.valid("query"))), 200);
});

contactMessagesRouter.openapi(contactMessageStatsRoute, async (c) => {
  return c.json(await contactMessageStats(c.var.deps.db), 200);
});

contactMessagesRouter.openapi(getContactMessageRoute, async (c) => {
  return c.json(wire(await getContactMessage(c.var.deps.db, c.req.valid("param").id)), 200);
});

contactMessagesRouter.openapi(updateContactMessageRoute, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(wire(await updateContactMessage(c.var.deps.db, actorOf(c), id, c.req.valid("json"))), 200);
});

contactMessagesRouter.openapi(deleteContactMessageRoute, async (c) => {
  await deleteContactMessage(c.var.deps.db, actorOf(c), c.req.valid("param").id);
  return c.body(null, 204);
});
