import {
  type EmailSettingsInput,
  EmailSettingsSchema,
  EmailTestResultSchema,
} from "@common/schemas/email-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKey } from "~/features/admin-kit";
import { api } from "~/lib/api";

/**
 * `/api/v1/admin/email-settings`: the one active record (write-only secrets come back as a mask).
 * Not an `adminResource`: the record has no id until it is first saved.
 */
export const emailSettings = {
  key: adminKey("email-settings"),
  base: "/api/v1/admin/email-settings",
  table: "email_settings",
} as const;

export function useEmailSettingsQuery() {
  return useQuery({
    queryKey: [...emailSettings.key, "item"],
    queryFn: ({ signal }) => api(emailSettings.base, { signal, schema: EmailSettingsSchema }),
  });
}

/** Saves the whole record; it becomes the active one (spec 3 §4). */
export function useSaveEmailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<EmailSettingsInput>) =>
      api(emailSettings.base, { method: "PUT", body, schema: EmailSettingsSchema }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: emailSettings.key });
      void client.invalidateQueries({ queryKey: ["admin", "overview"] });
    },
  });
}

/** "Send test e-mail": the provider's own error comes back in `error`. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) =>
      api(`${emailSettings.base}/test`, { method: "POST", body: { to }, schema: EmailTestResultSchema }),
  });
}
