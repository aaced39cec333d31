import { CONTACT_STATUSES, PRIORITIES } from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import { ContactMessageUpdateSchema } from "@common/schemas/contact-inbox";
import { createRoute, z } from "@hono/zod-openapi";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "@server/api/openapi";
import { requirePermission } from "@server/auth/guards";

const tags = ["Contact messages"];
const PATH = "/admin/contact-messages";

export const ContactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string().nullable(),
    message: z.string(),
    extra_fields: z.record(z.string(), z.unknown()).nullable(),
    source: z.string(),
    status: z.enum(CONTACT_STATUSES),
    priority: z.enum(PRIORITIES),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    admin_notes: z.string().nullable(),
    replied_at: z.string().nullable(),
    replied_by: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("ContactMessage");

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { "application/json": { schema } },
});

export const listContactMessagesRoute = createRoute({
  method: "get",
  path: PATH,
  tags,
  summary: "Contact messages: searched (name, email, company, message), filtered and paged; newest first",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_messages", "read")] as const,
  request: {
    query: ListQuerySchema.extend({
      status: z.enum(CONTACT_STATUSES).optional(),
      priority: z.enum(PRIORITIES).optional(),
    }),
  },
  responses: {
    200: json(
      "A page of messages",
      z.object({
        items: z.array(ContactMessageSchema),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
      }),
    ),
    ...errorResponses(400, 401, 403),
  },
});

// Declared before /{id} so that "stats" is not taken for an id.
export const contactMessageStatsRoute = createRoute({
  method: "get",
  path: `${PATH}/stats`,
  tags,
  summary: "The inbox's figures: total, per status, high priority and urgent",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_messages", "read")] as const,
  responses: {
    200: json(
      "Counts",
      z
        .object({
          total: z.number(),
          new: z.number(),
          read: z.number(),
          replied: z.number(),
          archived: z.number(),
          high_priority: z.number(),
          urgent: z.number(),
        })
        .openapi("ContactMessageStats"),
    ),
    ...errorResponses(401, 403),
  },
});

export const getContactMessageRoute = createRoute({
  method: "get",
  path: `${PATH}/{id}`,
  tags,
  summary: "One contact message",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_messages", "read")] as const,
  request: { params: IdParamSchema },
  responses: {
    200: json("The message", ContactMessageSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const updateContactMessageRoute = createRoute({
  method: "patch",
  path: `${PATH}/{id}`,
  tags,
  summary: "Change a message's status, priority or admin notes",
  description: 'Setting status "replied" stamps replied_at (now) and replied_by (the signed-in admin).',
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_messages", "update")] as const,
  request: {
    params: IdParamSchema,
    body: { content: { "application/json": { schema: ContactMessageUpdateSchema } }, required: true },
  },
  responses: {
    200: json("The updated message", ContactMessageSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

export const deleteContactMessageRoute = createRoute({
  method: "delete",
  path: `${PATH}/{id}`,
  tags,
  summary: "Delete a message permanently",
  security: ADMIN_SECURITY,
  middleware: [requirePermission("contact_messages", "delete")] as const,
  request: { params: IdParamSchema },
  responses: {
    204: { description: "Deleted" },
    ...errorResponses(400, 401, 403, 404),
  },
});
