import { SuccessStorySchema, SuccessStoryStatsSchema } from "@common/schemas/success-stories";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/success-stories`, its queries, writes, stats and order. */
export const successStories = adminResource({
  name: "success-stories",
  item: SuccessStorySchema,
  stats: SuccessStoryStatsSchema,
  // Large enough that the whole list (and so its order) fits one page in practice.
  pageSize: 100,
});
