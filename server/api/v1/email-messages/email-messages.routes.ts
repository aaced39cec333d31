import { EmailMessageSchema, EmailMessageUpdateSchema } from "@common/schemas/email-conversations";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

/** One message of a conversation (spec 3 §4 Email message status). */
export const emailMessageRoutes = {
  update: createRoute({
    method: "patch",
    path: "/admin/email-messages/{id}",
    tags: ["E-mail conversations"],
    summary: "Mark a sent message delivered",
    description: "Only an outbound message with status sent; delivered_at is stamped. Otherwise 409.",
    ...adminGuard("email_messages", "update"),
    request: { params: IdParamSchema, ...jsonBody(EmailMessageUpdateSchema) },
    responses: {
      200: jsonContent(EmailMessageSchema, "The message, delivered"),
      ...errorResponses(400, 401, 403, 404, 409),
    },
  }),
};
