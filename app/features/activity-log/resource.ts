import { ActivityEntrySchema, ActivityFacetsSchema } from "@common/schemas/activity-log";
import { useQuery } from "@tanstack/react-query";
import { adminResource } from "~/features/admin-kit";
import { api } from "~/lib/api";

/** `/api/v1/admin/activity-log`: read only. */
export const activityLog = adminResource({
  name: "activity-log",
  item: ActivityEntrySchema,
  pageSize: 25,
});

/** The users and record types the log can be filtered by. */
export function useActivityFacets() {
  return useQuery({
    queryKey: [...activityLog.key, "facets"],
    queryFn: ({ signal }) => api(`${activityLog.base}/facets`, { signal, schema: ActivityFacetsSchema }),
  });
}
