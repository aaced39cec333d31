import { EmailTemplateSchema, EmailTemplateStatsSchema } from "@common/schemas/email-templates";
import { useQuery } from "@tanstack/react-query";
import { adminResource, useResourceWrite } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/email-templates`: the grid, its figures, the editor's writes. */
export const emailTemplates = adminResource({
  name: "email-templates",
  item: EmailTemplateSchema,
  stats: EmailTemplateStatsSchema,
  pageSize: 12,
});

/** Duplicate: a "(Copy)" of the template, not default, usage 0 (spec 3 §4). */
export function useDuplicateTemplate() {
  return useResourceWrite(emailTemplates, (id: string) =>
    api(`${emailTemplates.base}/${id}/duplicate`, { method: "POST", schema: emailTemplates.item }),
  );
}

/** The active templates, for the composer's picker, by name. */
export function useActiveTemplates(enabled = true) {
  return useQuery({
    queryKey: [...emailTemplates.key, "list", "active-for-picker"],
    queryFn: async ({ signal }) => {
      const page = await api(`${emailTemplates.base}?is_active=true&pageSize=100`, {
        signal,
        schema: emailTemplates.page,
      });
      return [...page.items].sort((a, b) => a.name.localeCompare(b.name));
    },
    enabled,
  });
}
