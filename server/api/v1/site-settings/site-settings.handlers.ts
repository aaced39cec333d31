import { createRouter } from "@server/api/openapi";
import { actorOf } from "@server/auth/guards";
import { getSiteSettings, type SiteSettings, updateSiteSettings } from "@server/services/site-settings";
import { getSettingsRoute, updateSettingsRoute } from "./site-settings.routes";

export const siteSettingsRouter = createRouter();

const serialise = (row: SiteSettings) => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

siteSettingsRouter.openapi(getSettingsRoute, async (c) => {
  return c.json(serialise(await getSiteSettings(c.var.deps.db)), 200);
});

siteSettingsRouter.openapi(updateSettingsRoute, async (c) => {
  const row = await updateSiteSettings(c.var.deps.db, actorOf(c), c.req.valid("json"));
  return c.json(serialise(row), 200);
});
