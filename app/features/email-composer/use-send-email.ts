import { type EmailMessage, EmailMessageSchema } from "@common/schemas/email-conversations";
import type { SendEmailRequest } from "@common/schemas/emails";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** The stored message: sent, pending (retried from the outbox) or failed with the provider's error. */
export type SendOutcome = EmailMessage;

const CHANGED_BY_A_SEND = [
  "email-conversations",
  "email-messages",
  "email-templates",
  "contact-messages",
  "quote-requests",
] as const;

/**
 * POST /api/v1/admin/emails. Whatever the outcome, the lists a send changes reload: the
 * conversations, the replied contact message or reviewed quote request, the templates' usage.
 */
export function useSendEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<SendEmailRequest>) =>
      api("/api/v1/admin/emails", { method: "POST", body, schema: EmailMessageSchema }),
    onSettled: () => {
      for (const name of CHANGED_BY_A_SEND) void client.invalidateQueries({ queryKey: adminKey(name) });
      void client.invalidateQueries({ queryKey: ["admin", "overview"] });
    },
  });
}
