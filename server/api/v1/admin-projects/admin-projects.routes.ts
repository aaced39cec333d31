import { PROJECT_STATUSES } from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import { ProjectCreateSchema, ProjectFiltersSchema, ProjectUpdateSchema } from "@common/schemas/projects";
import { z } from "@hono/zod-openapi";
import { contentRoutes } from "@server/api/content-routes";

export const AdminProjectSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    category: z.string(),
    image: z.string().nullable(),
    technologies: z.array(z.string()),
    client_name: z.string().nullable(),
    testimonial_text: z.string().nullable(),
    featured: z.boolean(),
    order_index: z.number().int(),
    year: z.number().int().nullable(),
    results: z.string().nullable(),
    project_link: z.string().nullable(),
    status: z.enum(PROJECT_STATUSES),
    gallery_images: z.array(z.string()),
    project_duration: z.string().nullable(),
    budget_range: z.string().nullable(),
    team_size: z.number().int().nullable(),
    user_id: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminProject");

/** List, create, read, update and delete. */
export const projectsRoutes = contentRoutes({
  base: "/admin/projects",
  resource: "projects",
  tags: ["Portfolio projects"],
  item: AdminProjectSchema,
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
