import {
  EmailSettingsInputSchema,
  EmailSettingsSchema,
  EmailTestRequestSchema,
  EmailTestResultSchema,
} from "@common/schemas/email-settings";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const tags = ["E-mail settings"];

export const getEmailSettingsRoute = createRoute({
  method: "get",
  path: "/admin/email-settings",
  tags,
  summary: "The active e-mail settings",
  description:
    "The one active record, or the defaults (id null) while e-mail is not configured. Passwords, " +
    "keys and the inbound secret are answered only as whether one is stored and its mask.",
  ...adminGuard("email_settings", "read"),
  responses: {
    200: jsonContent(EmailSettingsSchema, "Settings"),
    ...errorResponses(401, 403),
  },
});

export const saveEmailSettingsRoute = createRoute({
  method: "put",
  path: "/admin/email-settings",
  tags,
  summary: "Save the e-mail settings as the one active record",
  description:
    "A secret left out keeps the stored one, null removes it, a value replaces it (stored " +
    "encrypted). The resend provider needs an API key, given now or stored.",
  ...adminGuard("email_settings", "update"),
  request: jsonBody(EmailSettingsInputSchema),
  responses: {
    200: jsonContent(EmailSettingsSchema, "The saved settings"),
    ...errorResponses(400, 401, 403),
  },
});

export const testEmailSettingsRoute = createRoute({
  method: "post",
  path: "/admin/email-settings/test",
  tags,
  summary: "Send a test e-mail with the saved settings",
  description:
    "Really sends one message; when it fails, `error` carries the provider's own words (wrong " +
    "password, refused connection, TLS failure). Not stored and not retried.",
  ...adminGuard("email_settings", "update"),
  request: jsonBody(EmailTestRequestSchema),
  responses: {
    200: jsonContent(EmailTestResultSchema, "What happened"),
    ...errorResponses(400, 401, 403),
  },
});
