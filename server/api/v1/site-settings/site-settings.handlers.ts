import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { wire } from "@server/lib/wire";
import { getSiteSettings, resetSiteSettings, updateSiteSettings } from "@server/services/site-settings";
import { getSettingsRoute, resetSettingsRoute, updateSettingsRoute } from "./site-settings.routes";

/** The website settings (spec 1 §3.3, spec 3 §3). */
export const siteSettingsRouter = createRouter();

siteSettingsRouter.openapi(getSettingsRoute, async (c) => {
  return c.json(wire(await getSiteSettings(c.var.deps.db)), 200);
});

siteSettingsRouter.openapi(updateSettingsRoute, async (c) => {
  return c.json(wire(await updateSiteSettings(c.var.deps.db, actorOf(c), c.req.valid("json"))), 200);
});

siteSettingsRouter.openapi(resetSettingsRoute, async (c) => {
  return c.json(wire(await resetSiteSettings(c.var.deps.db, actorOf(c))), 200);
});
