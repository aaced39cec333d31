import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { emailMessageView } from "@server/services/email/messages";
import { sendEmail } from "@server/services/email/send";
import { sendEmailRoute } from "./emails.routes";

/** The composer's send (spec 3 §5, §7 Sending). */
export const emailsRouter = createRouter();

emailsRouter.openapi(sendEmailRoute, async (c) => {
  const message = await sendEmail(c.var.deps, actorOf(c), c.req.valid("json"));
  return c.json(emailMessageView(message), 201);
});
