import {
  EmailSettingsInputSchema,
  EmailSettingsSchema,
  EmailTestRequestSchema,
  EmailTestResultSchema,
} from "@common/schemas/email-settings";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";

const tags = ["E-mail settings"];
const owner: RouteOwner = { resource: "email_settings", tags };

export const getEmailSettingsRoute = adminRoute(owner, "read", "get", "/admin/email-settings", {
  summary: "The active e-mail settings",
  description:
    "The one active record, or the defaults (id null) while e-mail is not configured. Passwords, " +
    "keys and the inbound secret are answered only as whether one is stored and its mask.",
  ok: jsonContent(EmailSettingsSchema, "Settings"),
});

export const saveEmailSettingsRoute = adminRoute(owner, "update", "put", "/admin/email-settings", {
  summary: "Save the e-mail settings as the one active record",
  description:
    "A secret left out keeps the stored one, null removes it, a value replaces it (stored " +
    "encrypted). The resend provider needs an API key, given now or stored.",
  request: jsonBody(EmailSettingsInputSchema),
  ok: jsonContent(EmailSettingsSchema, "The saved settings"),
});

export const testEmailSettingsRoute = adminRoute(owner, "update", "post", "/admin/email-settings/test", {
  summary: "Send a test e-mail with the saved settings",
  description:
    "Really sends one message; when it fails, `error` carries the provider's own words (wrong " +
    "password, refused connection, TLS failure). Not stored and not retried.",
  request: jsonBody(EmailTestRequestSchema),
  ok: jsonContent(EmailTestResultSchema, "What happened"),
});
