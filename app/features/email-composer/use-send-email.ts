import type { SendEmailRequest } from "@common/schemas/emails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** What a send came to: sent, pending (retried from the outbox) or failed with the provider's error. */
export type SendOutcome = { status: string; error: string | null; conversationId: string | null };

type Answer = {
  status?: unknown;
  error?: unknown;
  error_message?: unknown;
  conversation_id?: unknown;
  message?: { status?: unknown; error_message?: unknown; conversation_id?: unknown };
};

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

function outcomeOf(answer: unknown): SendOutcome {
  const a = (answer ?? {}) as Answer;
  const message = a.message && typeof a.message === "object" ? a.message : a;
  return {
    status: text(message.status) ?? "sent",
    error: text(message.error_message) ?? text(a.error),
    conversationId: text(message.conversation_id) ?? text(a.conversation_id),
  };
}

/**
 * POST /api/v1/admin/emails. Whatever the outcome, the lists a send changes reload: the
 * conversations, the replied contact message or reviewed quote request, the templates' usage.
 */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Partial<SendEmailRequest>) =>
      outcomeOf(await api("/api/v1/admin/emails", { method: "POST", body })),
    onSettled: () => {
      for (const name of [
        "email-conversations",
        "email-messages",
        "email-templates",
        "contact-messages",
        "quote-requests",
      ] as const) {
        void client.invalidateQueries({ queryKey: adminKey(name) });
      }
      void client.invalidateQueries({ queryKey: ["admin", "overview"] });
    },
  });
}
