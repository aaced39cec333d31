import { ImageStatsSchema, StoredImageSchema } from "@common/schemas/images";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/images`: the library's list, details and stats. */
export const images = adminResource({
  name: "images",
  item: StoredImageSchema,
  stats: ImageStatsSchema,
  // Tiles sit two to four to a row; 24 fills each evenly.
  pageSize: 24,
});
