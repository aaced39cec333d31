import {
  EmailConversationDetailSchema,
  EmailConversationListQuerySchema,
  EmailConversationSchema,
  EmailConversationUpdateSchema,
  EmailStatsSchema,
  TestEmailsResultSchema,
} from "@common/schemas/email-conversations";
import {
  adminRoute,
  itemRoutes,
  jsonContent,
  type RouteSection,
  statsRoute,
} from "@server/api/content-routes";
import { IdParamSchema } from "@server/api/openapi";

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
  get: adminRoute(section, "read", "get", `${section.base}/{id}`, {
    summary: "A conversation with its messages, oldest first",
    description: "Opening a conversation reads it: its unread inbound messages get read_at now.",
    request: { params: IdParamSchema },
    ok: jsonContent(EmailConversationDetailSchema, "The conversation and its messages"),
  }),
  stats: statsRoute({
    ...section,
    stats: EmailStatsSchema,
    summary:
      "The stat cards: conversations (active), messages sent (today), mean response time in hours, templates, unread replies",
    answer: "Figures computed in SQL",
  }),
  testEmails: adminRoute(section, "create", "post", `${section.base}/test-emails`, {
    summary: "Create Test Emails: a few sample conversations with received and sent messages",
    ok: jsonContent(TestEmailsResultSchema, "The sample conversations"),
    status: 201,
  }),
};
