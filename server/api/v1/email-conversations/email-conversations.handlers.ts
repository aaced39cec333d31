import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire, wirePage } from "@server/lib/wire";
import * as service from "@server/services/email/conversations";
import { createTestEmails } from "@server/services/email/test-emails";
import { emailConversationRoutes as routes } from "./email-conversations.routes";

/** Conversations, their messages and the Email Management area's figures (spec 3 §2, §3, §4, §7). */
export const emailConversationsRouter = createRouter();

// Static paths before /{id}.
emailConversationsRouter.openapi(routes.stats, async (c) =>
  c.json(await service.emailStats(c.var.deps.db), 200),
);

emailConversationsRouter.openapi(routes.testEmails, async (c) => {
  const ids = await createTestEmails(c.var.deps.db, actorOf(c));
  const conversations = await service.conversationItems(c.var.deps.db, ids);
  return c.json({ conversations: conversations.map(wire) }, 201);
});

emailConversationsRouter.openapi(routes.list, async (c) =>
  c.json(wirePage(await service.listEmailConversations(c.var.deps.db, c.req.valid("query"))), 200),
);

emailConversationsRouter.openapi(routes.get, async (c) => {
  const detail = await service.getEmailConversation(c.var.deps.db, c.req.valid("param").id);
  return c.json({ ...wire(detail), messages: detail.messages.map(wire) }, 200);
});

emailConversationsRouter.openapi(routes.update, async (c) => {
  const { id } = c.req.valid("param");
  return c.json(
    wire(await service.updateEmailConversation(c.var.deps.db, actorOf(c), id, c.req.valid("json"))),
    200,
  );
});
