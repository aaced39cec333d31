import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { testAiConnection } from "@server/services/ai/connection-test";
import { getAiSettings, patchAiSettings, resetAiSettings } from "@server/services/ai/settings";
import {
  getAiSettingsRoute,
  patchAiSettingsRoute,
  resetAiSettingsRoute,
  testAiSettingsRoute,
} from "./ai-settings.routes";

/**
 * The AI settings (spec 2 §3 AI settings, §4, §5, §7 AI): always the signed-in administrator's own
 * record (the user id comes from the session, never from the request), and the connection test.
 */
export const aiSettingsRouter = createRouter();

aiSettingsRouter.openapi(getAiSettingsRoute, async (c) => {
  return c.json(await getAiSettings(c.var.deps, actorOf(c).id), 200);
});

aiSettingsRouter.openapi(patchAiSettingsRoute, async (c) => {
  const actor = actorOf(c);
  return c.json(await patchAiSettings(c.var.deps, actor, actor.id, c.req.valid("json")), 200);
});

aiSettingsRouter.openapi(resetAiSettingsRoute, async (c) => {
  const actor = actorOf(c);
  return c.json(await resetAiSettings(c.var.deps, actor, actor.id), 200);
});

aiSettingsRouter.openapi(testAiSettingsRoute, async (c) => {
  return c.json(await testAiConnection(c.var.deps, actorOf(c).id, c.req.valid("json")), 200);
});
