import { EmailMessageSchema } from "@common/schemas/email-conversations";
import { SendEmailRequestSchema } from "@common/schemas/emails";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

export const sendEmailRoute = createRoute({
  method: "post",
  path: "/admin/emails",
  tags: ["E-mail"],
  summary: "Send an e-mail",
  description:
    "Written (html and/or text) or from a template (template_id + variables, `{{name}}` filled in " +
    "subject, HTML and text). About a record (related_type + related_id: the record's " +
    "conversation, reused) or within a conversation (conversation_id: threaded with In-Reply-To " +
    "and References). Checked against the hourly and daily limits (429 when over, nothing sent), " +
    "stored, queued and sent at once; the answer is the stored message: sent, pending (a " +
    "transient failure, retried with backoff) or failed with the provider's error. A sent reply " +
    "marks a contact message replied and moves a new quote request to reviewing.",
  ...adminGuard("email_messages", "create"),
  request: jsonBody(SendEmailRequestSchema),
  responses: {
    201: jsonContent(EmailMessageSchema, "The stored message and how sending went"),
    ...errorResponses(400, 401, 403, 404, 429),
  },
});
