import { EmailMessageSchema } from "@common/schemas/email-conversations";
import { SendEmailRequestSchema } from "@common/schemas/emails";
import { adminRoute, jsonBody, jsonContent, type RouteOwner } from "@server/api/content-routes";

const owner: RouteOwner = { resource: "email_messages", tags: ["E-mail"] };

export const sendEmailRoute = adminRoute(owner, "create", "post", "/admin/emails", {
  summary: "Send an e-mail",
  description:
    "Written (html and/or text) or from a template (template_id + variables, `{{name}}` filled in " +
    "subject, HTML and text). About a record (related_type + related_id: the record's " +
    "conversation, reused) or within a conversation (conversation_id: threaded with In-Reply-To " +
    "and References). Checked against the hourly and daily limits (429 when over, nothing sent), " +
    "stored, queued and sent at once; the answer is the stored message: sent, pending (a " +
    "transient failure, retried with backoff) or failed with the provider's error. A sent reply " +
    "marks a contact message replied and moves a new quote request to reviewing.",
  request: jsonBody(SendEmailRequestSchema),
  ok: jsonContent(EmailMessageSchema, "The stored message and how sending went"),
  status: 201,
  errors: [404, 429],
});
