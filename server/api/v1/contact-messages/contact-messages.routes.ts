import { pageSchema } from "@common/pagination";
import {
  ContactMessageCreatedSchema,
  ContactMessageListQuerySchema,
  ContactMessageSchema,
  ContactMessageStatsSchema,
  ContactMessageUpdateSchema,
  ContactSubmissionSchema,
} from "@common/schemas/contact-messages";
import { createRoute } from "@hono/zod-openapi";
import { adminGuard, jsonBody, jsonContent } from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

const tags = ["Contact messages"];
const PATH = "/admin/contact-messages";
const guard = (action: "read" | "update" | "delete") => adminGuard("contact_messages", action);

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

export const listContactMessagesRoute = createRoute({
  method: "get",
  path: PATH,
  tags,
  summary: "Contact messages: searched (name, email, company, message), filtered and paged; newest first",
  ...guard("read"),
  request: { query: ContactMessageListQuerySchema },
  responses: {
    200: jsonContent(pageSchema(ContactMessageSchema), "A page of messages"),
    ...errorResponses(400, 401, 403),
  },
});

// Declared before /{id} so that "stats" is not taken for an id.
export const contactMessageStatsRoute = createRoute({
  method: "get",
  path: `${PATH}/stats`,
  tags,
  summary: "The inbox's figures: total, per status, high priority and urgent",
  ...guard("read"),
  responses: { 200: jsonContent(ContactMessageStatsSchema, "Counts"), ...errorResponses(401, 403) },
});

export const getContactMessageRoute = createRoute({
  method: "get",
  path: `${PATH}/{id}`,
  tags,
  summary: "One contact message",
  ...guard("read"),
  request: { params: IdParamSchema },
  responses: {
    200: jsonContent(ContactMessageSchema, "The message"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateContactMessageRoute = createRoute({
  method: "patch",
  path: `${PATH}/{id}`,
  tags,
  summary: "Change a message's status, priority or admin notes",
  description: 'Setting status "replied" stamps replied_at (now) and replied_by (the signed-in admin).',
  ...guard("update"),
  request: { params: IdParamSchema, ...jsonBody(ContactMessageUpdateSchema) },
  responses: {
    200: jsonContent(ContactMessageSchema, "The updated message"),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deleteContactMessageRoute = createRoute({
  method: "delete",
  path: `${PATH}/{id}`,
  tags,
  summary: "Delete a message permanently",
  ...guard("delete"),
  request: { params: IdParamSchema },
  responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
});
