import { SiteSettingsSchema, type SiteSettingsUpdate } from "@common/schemas/site-settings";
import { useQuery } from "@tanstack/react-query";
import { adminResource, useResourceWrite } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/site-settings`: one row, read, changed in part, or reset. */
export const siteSettings = adminResource({ name: "site-settings", item: SiteSettingsSchema });

export function useSiteSettingsQuery() {
  return useQuery({
    queryKey: [...siteSettings.key, "item"],
    queryFn: ({ signal }) => api(siteSettings.base, { signal, schema: siteSettings.item }),
  });
}

/** Saves the changed settings only, so another admin's change to others is kept. */
export function useSaveSettings() {
  return useResourceWrite(siteSettings, (patch: Partial<SiteSettingsUpdate>) =>
    api(siteSettings.base, { method: "PATCH", body: patch, schema: siteSettings.item }),
  );
}

export function useResetSettings() {
  return useResourceWrite(siteSettings, () =>
    api(`${siteSettings.base}/reset`, { method: "POST", schema: siteSettings.item }),
  );
}
