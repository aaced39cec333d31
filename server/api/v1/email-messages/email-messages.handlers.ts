import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { markDelivered } from "@server/services/email/message-status";
import { emailMessageRoutes as routes } from "./email-messages.routes";

export const emailMessagesRouter = createRouter();

emailMessagesRouter.openapi(routes.update, async (c) =>
  c.json(await markDelivered(c.var.deps.db, actorOf(c), c.req.valid("param").id), 200),
);
