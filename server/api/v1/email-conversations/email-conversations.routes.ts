import {
  EmailConversationDetailSchema,
  EmailConversationListQuerySchema,
  EmailConversationSchema,
  EmailConversationUpdateSchema,
  EmailStatsSchema,
  TestEmailsResultSchema,
} from "@common/schemas/email-conversations";
import { createRoute } from "@hono/zod-openapi";
import {
  adminGuard,
  itemRoutes,
  jsonContent,
  type RouteSection,
  statsRoute,
} from "@server/api/content-routes";
import { errorResponses, IdParamSchema } from "@server/api/openapi";

const section: RouteSection = {
  base: "/admin/email-conversations",
  resource: "email_conversations",
  tags: ["E-mail conversations"],
};

const items = itemRoutes({
  ...section,
  item: EmailConversationSchema,
  update: EmailConversationUpdateSchema,
  query: EmailConversationListQuerySchema,
  summaries: {
    list: "Conversations: searched (subject, participants), filtered by status, priority and related record; newest last message first",
    get: "One conversation",
    update: "Change a conversation's status or priority",
    delete: "Not offered",
  },
  descriptions: {
    list: "related_type + related_id find a record's conversation. unread_count counts inbound messages not opened yet.",
  },
  answers: { list: "A page of conversations", update: "The updated conversation" },
});

/** The Email Management area's conversations and inbox (spec 3 §2, §4, §7). */
export const emailConversationRoutes = {
  list: items.list,
  update: items.update,
  get: createRoute({
    method: "get",
    path: `${section.base}/{id}`,
    tags: section.tags,
    summary: "A conversation with its messages, oldest first",
    description: "Opening a conversation reads it: its unread inbound messages get read_at now.",
    ...adminGuard("email_conversations", "read"),
    request: { params: IdParamSchema },
    responses: {
      200: jsonContent(EmailConversationDetailSchema, "The conversation and its messages"),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  stats: statsRoute({
    ...section,
    stats: EmailStatsSchema,
    summary:
      "The stat cards: conversations (active), messages sent (today), mean response time in hours, templates, unread replies",
    answer: "Figures computed in SQL",
  }),
  testEmails: createRoute({
    method: "post",
    path: `${section.base}/test-emails`,
    tags: section.tags,
    summary: "Create Test Emails: a few sample conversations with received and sent messages",
    ...adminGuard("email_conversations", "create"),
    responses: {
      201: jsonContent(TestEmailsResultSchema, "The sample conversations"),
      ...errorResponses(401, 403),
    },
  }),
};
