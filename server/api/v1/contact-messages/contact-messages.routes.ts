import {
  ContactMessageCreatedSchema,
  ContactMessageListQuerySchema,
  ContactMessageSchema,
  ContactMessageStatsSchema,
  ContactMessageUpdateSchema,
  ContactSubmissionSchema,
} from "@common/schemas/contact-messages";
import { createRoute } from "@hono/zod-openapi";
import { itemRoutes, jsonBody, jsonContent, type RouteSection, statsRoute } from "@server/api/content-routes";
import { errorResponses } from "@server/api/openapi";

const section: RouteSection = {
  base: "/admin/contact-messages",
  resource: "contact_messages",
  tags: ["Contact messages"],
};

/** The public contact form's submission (no sign-in). */
export const createContactMessageRoute = createRoute({
  method: "post",
  path: "/contact-messages",
  tags: ["Contact form"],
  summary: "Send a message through the public contact form",
  description:
    "Validated against the active contact form fields; per-field messages come back in error.fields. " +
    "Honeypot, minimum fill time and a per-address limit apply.",
  request: jsonBody(ContactSubmissionSchema),
  responses: { 201: jsonContent(ContactMessageCreatedSchema, "Stored"), ...errorResponses(400, 429) },
});

/** The inbox: list, stats, read, update and delete. */
export const contactMessageRoutes = {
  ...itemRoutes({
    ...section,
    item: ContactMessageSchema,
    update: ContactMessageUpdateSchema,
    query: ContactMessageListQuerySchema,
    summaries: {
      list: "Contact messages: searched (name, email, company, message), filtered and paged; newest first",
      get: "One contact message",
      update: "Change a message's status, priority or admin notes",
      delete: "Delete a message permanently",
    },
    descriptions: {
      update: 'Setting status "replied" stamps replied_at (now) and replied_by (the signed-in admin).',
    },
    answers: { list: "A page of messages", get: "The message", update: "The updated message" },
  }),
  stats: statsRoute({
    ...section,
    stats: ContactMessageStatsSchema,
    summary: "The inbox's figures: total, per status, high priority and urgent",
    answer: "Counts",
  }),
};
