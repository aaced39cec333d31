import { SiteSettingsSchema, SiteSettingsUpdateSchema } from "@common/schemas/site-settings";
import { createRoute } from "@hono/zod-openapi";
import { jsonBody, jsonContent } from "@server/api/content-routes";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Site settings"];

export const getSettingsRoute = createRoute({
  method: "get",
  path: "/admin/site-settings",
  tags,
  summary: "The website settings",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("site_settings", "read")] as const,
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
  security: ADMIN_SECURITY,
  middleware: [requirePermission("site_settings", "update")] as const,
  request: jsonBody(SiteSettingsUpdateSchema),
  responses: {
    200: jsonContent(SiteSettingsSchema, "The updated settings"),
    ...errorResponses(400, 401, 403),
  },
});
