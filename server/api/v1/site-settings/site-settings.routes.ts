import { SiteSettingsUpdateSchema } from "@common/schemas/site-settings";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Site settings"];
const SettingsSchema = z.record(z.string(), z.unknown()).openapi("SiteSettings");

export const getSettingsRoute = createRoute({
  method: "get",
  path: "/admin/site-settings",
  tags,
  summary: "The website settings",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("site_settings", "read")] as const,
  responses: {
    200: { description: "Settings", content: { "application/json": { schema: SettingsSchema } } },
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
  request: {
    body: { content: { "application/json": { schema: SiteSettingsUpdateSchema } }, required: true },
  },
  responses: {
    200: { description: "The updated settings", content: { "application/json": { schema: SettingsSchema } } },
    ...errorResponses(400, 401, 403),
  },
});
