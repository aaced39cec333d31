import { SiteSettingsSchema, SiteSettingsUpdateSchema } from "@common/schemas/site-settings";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";

const owner: RouteOwner = { resource: "site_settings", tags: ["Site settings"] };
const path = "/admin/site-settings";

export const getSettingsRoute = adminRoute(owner, "read", "get", path, {
  summary: "The website settings",
  ok: jsonContent(SiteSettingsSchema, "Settings"),
});

export const updateSettingsRoute = adminRoute(owner, "update", "patch", path, {
  summary: "Change some website settings; fields not sent stay as they are",
  request: jsonBody(SiteSettingsUpdateSchema),
  ok: jsonContent(SiteSettingsSchema, "The updated settings"),
});

export const resetSettingsRoute = adminRoute(owner, "update", "post", `${path}/reset`, {
  summary: "Put every website setting back to the defaults of a new installation",
  ok: jsonContent(SiteSettingsSchema, "The settings after the reset"),
});
