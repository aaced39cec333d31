import { EmailMessageSchema, EmailMessageUpdateSchema } from "@common/schemas/email-conversations";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";
import { IdParamSchema } from "@server/api/openapi";

const owner: RouteOwner = { resource: "email_messages", tags: ["E-mail conversations"] };

/** One message of a conversation (spec 3 §4 Email message status). */
export const emailMessageRoutes = {
  update: adminRoute(owner, "update", "patch", "/admin/email-messages/{id}", {
    summary: "Mark a sent message delivered",
    description: "Only an outbound message with status sent; delivered_at is stamped. Otherwise 409.",
    request: { params: IdParamSchema, ...jsonBody(EmailMessageUpdateSchema) },
    ok: jsonContent(EmailMessageSchema, "The message, delivered"),
    errors: [409],
  }),
};
