import { HONEYPOT_FIELD, STARTED_AT_FIELD } from "@common/spam";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponses } from "@server/api/openapi";

const tags = ["Contact form"];

/**
 * Deliberately loose: the spam guard runs first, then the answers are checked in the handler
 * against the fields active at that moment (their schema is only known at request time).
 */
export const ContactSubmissionSchema = z
  .looseObject({
    fields: z
      .record(z.string(), z.unknown())
      .default({})
      .openapi({
        description: "Answers keyed by field_name: text, or true/false for a checkbox",
        example: { name: "Jane Smith", email: "jane@example.com", message: "We need a new website." },
      }),
    [HONEYPOT_FIELD]: z.string().optional().openapi({ description: "Hidden field; must stay empty" }),
    [STARTED_AT_FIELD]: z
      .union([z.number(), z.string()])
      .optional()
      .openapi({ description: "When the form was opened (ms since epoch)" }),
  })
  .openapi("ContactSubmission");

export const createContactMessageRoute = createRoute({
  method: "post",
  path: "/contact-messages",
  tags,
  summary: "Send a message through the public contact form",
  description:
    "Validated against the active contact form fields; per-field messages come back in error.fields. " +
    "Honeypot, minimum fill time and a per-address limit apply.",
  request: {
    body: { content: { "application/json": { schema: ContactSubmissionSchema } }, required: true },
  },
  responses: {
    201: {
      description: "Stored",
      content: {
        "application/json": {
          schema: z.object({ id: z.string(), created_at: z.string() }).openapi("ContactMessageCreated"),
        },
      },
    },
    ...errorResponses(400, 429),
  },
});
