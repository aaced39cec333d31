import { ProjectSchema } from "@common/schemas/projects";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/projects`, its queries and writes. */
export const projects = adminResource({
  name: "projects",
  item: ProjectSchema,
  // Cards come in threes across, so a page is a multiple of three.
  pageSize: 12,
});
