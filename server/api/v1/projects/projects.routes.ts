import { ListQuerySchema } from "@common/pagination";
import {
  ProjectCreateSchema,
  ProjectFiltersSchema,
  ProjectSchema,
  ProjectUpdateSchema,
} from "@common/schemas/projects";
import { contentRoutes } from "@server/api/content-routes";

/** List, create, read, update and delete. */
export const projectRoutes = contentRoutes({
  base: "/admin/projects",
  resource: "projects",
  tags: ["Portfolio projects"],
  item: ProjectSchema,
  create: ProjectCreateSchema,
  update: ProjectUpdateSchema,
  query: ListQuerySchema.extend(ProjectFiltersSchema.shape),
  summaries: {
    list: "Every project (any status): searched, filtered by status and category, in display order",
    create: "Add a project (published, current year and order 0 unless given), owned by the acting admin",
    get: "One project",
    update: "Change some of a project's fields; status draft or archived hides it from the site",
    delete: "Delete a project",
  },
  descriptions: {
    list: "Search covers title, description, client and category. Default sort: order_index, then title.",
  },
  conflict: true,
});
