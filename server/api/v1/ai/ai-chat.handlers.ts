import { createRouter } from "@server/api/openapi";
import { actorOf, permissionsOf } from "@server/auth/guards";
import { chatResponse } from "@server/services/ai/chat";
import { aiChatRoute } from "./ai-chat.routes";

/** The AI chat assistant (issue 15 §5): the signed-in administrator's own settings and permissions. */
export const aiChatRouter = createRouter();

aiChatRouter.openapi(aiChatRoute, async (c) => {
  return chatResponse(c.var.deps, {
    userId: actorOf(c).id,
    permissions: await permissionsOf(c),
    body: c.req.valid("json"),
    signal: c.req.raw.signal,
  });
});
