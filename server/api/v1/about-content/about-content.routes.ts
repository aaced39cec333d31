import { ListQuerySchema } from "@common/pagination";
import {
  AboutContentCreateSchema,
  AboutContentSchema,
  AboutContentUpdateSchema,
} from "@common/schemas/about-content";
import { contentRoutes } from "@server/api/content-routes";

/** List, create, read, update and delete. */
export const aboutContentRoutes = contentRoutes({
  base: "/admin/about-content",
  resource: "about_content",
  tags: ["About content"],
  item: AboutContentSchema,
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
