import {
  EmailConversationDetailSchema,
  EmailConversationSchema,
  type EmailConversationUpdate,
  EmailMessageSchema,
  EmailStatsSchema,
} from "@common/schemas/email-conversations";
import { useQuery } from "@tanstack/react-query";
import { adminResource, useResourceWrite } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/email-conversations`: the inbox and conversation lists, their figures and detail. */
export const emailConversations = adminResource({
  name: "email-conversations",
  item: EmailConversationSchema,
  stats: EmailStatsSchema,
});

/** One conversation with its messages, oldest first (live: realtime invalidates the resource). */
export function useConversationDetail(id: string | null) {
  return useQuery({
    queryKey: [...emailConversations.key, "detail", id],
    queryFn: ({ signal }) =>
      api(`${emailConversations.base}/${id}`, { signal, schema: EmailConversationDetailSchema }),
    enabled: id !== null,
  });
}

/** The status selector and priority (PATCH). */
export function useUpdateConversation() {
  return useResourceWrite(
    emailConversations,
    ({ id, patch }: { id: string; patch: EmailConversationUpdate }) =>
      api(`${emailConversations.base}/${id}`, {
        method: "PATCH",
        body: patch,
        schema: EmailConversationSchema,
      }),
  );
}

/** "Create Test Emails": sample conversations (POST /test-emails). */
export function useCreateTestEmails() {
  return useResourceWrite(emailConversations, () =>
    api(`${emailConversations.base}/test-emails`, { method: "POST" }),
  );
}

/** Spec 3 §4: a sent message marked delivered by hand (PATCH /admin/email-messages/{id}). */
export function useMarkDelivered() {
  return useResourceWrite(emailConversations, (id: string) =>
    api(`/api/v1/admin/email-messages/${id}`, {
      method: "PATCH",
      body: { status: "delivered" },
      schema: EmailMessageSchema,
    }),
  );
}
