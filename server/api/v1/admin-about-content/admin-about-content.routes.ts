import { ABOUT_SECTION_TYPES } from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import { AboutContentCreateSchema, AboutContentUpdateSchema } from "@common/schemas/about-content";
import { z } from "@hono/zod-openapi";
import { contentRoutes } from "@server/api/content-routes";

export const AdminAboutContentSchema = z
  .object({
    id: z.string(),
    section_type: z.enum(ABOUT_SECTION_TYPES),
    title: z.string(),
    description: z.string().nullable(),
    year: z.string().nullable(),
    content_data: z.record(z.string(), z.unknown()),
    order_index: z.number().int(),
    is_active: z.boolean().openapi({ description: "Active sections are shown on /about" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("AdminAboutContent");

/** List, create, read, update and delete. */
export const aboutContentRoutes = contentRoutes({
  base: "/admin/about-content",
  resource: "about_content",
  tags: ["About content"],
  item: AdminAboutContentSchema,
  create: AboutContentCreateSchema,
  update: AboutContentUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "About-page sections, active or not, searched, in display order",
    create: "Add a section (content_data must be a JSON object; active by default)",
    get: "One section",
    update: "Change a section (any subset of its fields); is_active shows or hides it on /about",
    delete: "Delete a section",
  },
});
