import { ListQuerySchema } from "@common/pagination";
import {
  PagePreviewResultSchema,
  PagePreviewSchema,
  PageSchema,
  PageUpdateSchema,
} from "@common/schemas/pages";
import { itemRoutes, markdownPreviewRoute, type RouteSection } from "@server/api/content-routes";

const section: RouteSection = { base: "/admin/pages", resource: "pages", tags: ["Pages"] };

/**
 * The standing pages (issue 16): list, read and change. They are seeded and fixed, so there is no
 * create and no delete (the item routes' delete is not served).
 */
const { list, get, update } = itemRoutes({
  ...section,
  item: PageSchema,
  update: PageUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "The standing pages (about, faq, industries, careers, support, privacy, terms, cookies), drafts too",
    get: "One standing page",
    update: "Change a page: title, Markdown body, FAQ items, SEO title and description, status",
    delete: "Not served: standing pages are not deleted",
  },
  answers: { list: "The standing pages", get: "The page", update: "The page as saved" },
});
export const pageRoutes = { list, get, update };

export const previewPageRoute = markdownPreviewRoute(section, {
  summary: "Markdown rendered to the sanitised HTML the public page shows (placeholders filled)",
  body: PagePreviewSchema,
  result: PagePreviewResultSchema,
  answer: "The rendered body",
});
