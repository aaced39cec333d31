import { STORY_CATEGORIES } from "@common/options";
import { ListQuerySchema } from "@common/pagination";
import {
  SuccessStoryCreateSchema,
  SuccessStoryOrderSchema,
  SuccessStorySchema,
  SuccessStoryStatsSchema,
  SuccessStoryUpdateSchema,
} from "@common/schemas/success-stories";
import { z } from "@hono/zod-openapi";
import {
  adminRoute,
  contentRoutes,
  jsonBody,
  type RouteSection,
  statsRoute,
} from "@server/api/content-routes";

const section: RouteSection = {
  base: "/admin/success-stories",
  resource: "success_stories",
  tags: ["Success stories"],
};

/** "true" / "false" in a query string ("false" must not coerce to true). */
const flag = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .optional();

const FiltersSchema = z.object({
  category: z.enum(STORY_CATEGORIES).optional(),
  is_active: flag,
  is_featured: flag,
});

export const storyStatsRoute = statsRoute({
  ...section,
  stats: SuccessStoryStatsSchema,
  summary: "Total, active and featured stories, and stories per category",
});

export const reorderStoriesRoute = adminRoute(section, "update", "put", `${section.base}/order`, {
  summary: "Save a new order: every story's id exactly once; order_index becomes 1…n",
  request: jsonBody(SuccessStoryOrderSchema),
  ok: { description: "Saved" },
  status: 204,
});

/** List, create, read, update and delete. */
export const successStoriesRoutes = contentRoutes({
  ...section,
  item: SuccessStorySchema,
  create: SuccessStoryCreateSchema,
  update: SuccessStoryUpdateSchema,
  query: ListQuerySchema.extend(FiltersSchema.shape),
  summaries: {
    list: "Success stories, active or not: searched, filtered and paged, in display order by default",
    create: "Add a story at the end of the list",
    get: "One story",
    update: "Change a story; is_active enables or disables it, is_featured features it",
    delete: "Delete a story",
  },
  descriptions: {
    list: "q searches title, client name, client company and the story.",
  },
});
