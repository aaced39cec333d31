import { SiteSettingsSchema, SiteSettingsUpdateSchema } from "@common/schemas/site-settings";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const tags = ["Site settings"];

export const getSettingsRoute = createRoute({
  method: "get",
  path: "/admin/site-settings",
  tags,
  summary: "The website settings",
  ...adminGuard("site_settings", "read"),
  responses: {
    200: jsonContent(SiteSettingsSchema, "Settings"),
    ...errorResponses(401, 403),
  },
});

export const updateSettingsRoute = createRoute({
  method: "patch",
  path: "/admin/site-settings",
  tags,
  summary: "Change some website settings; fields not sent stay as they are",
  ...adminGuard("site_settings", "update"),
  request: jsonBody(SiteSettingsUpdateSchema),
  responses: {
    200: jsonContent(SiteSettingsSchema, "The updated settings"),
    ...errorResponses(400, 401, 403),
  },
});

export const resetSettingsRoute = createRoute({
  method: "post",
  path: "/admin/site-settings/reset",
  tags,
  summary: "Put every website setting back to the defaults of a new installation",
  ...adminGuard("site_settings", "update"),
  responses: {
    200: jsonContent(SiteSettingsSchema, "The settings after the reset"),
    ...errorResponses(401, 403),
  },
});
