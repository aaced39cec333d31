import { ListQuerySchema } from "@common/pagination";
import { HeroSlideCreateSchema, HeroSlideSchema, HeroSlideUpdateSchema } from "@common/schemas/hero-slides";
import { orderedContentRoutes } from "@server/api/content-routes";

export const heroSlideRoutes = orderedContentRoutes({
  base: "/admin/hero-slides",
  resource: "hero_carousel_items",
  tags: ["Hero slides"],
  item: HeroSlideSchema,
  create: HeroSlideCreateSchema,
  update: HeroSlideUpdateSchema,
  query: ListQuerySchema,
  summaries: {
    list: "The home page's hero slides, shown or not, searched (headline, subtitle, text), in display order",
    create: "Add a slide (shown by default; without order_index it goes last)",
    get: "One slide",
    update: "Change a slide (any subset of its fields; is_active shows or hides it); keeps a revision",
    delete: "Delete a slide",
  },
  orderSummary: "Save a new order of the slides: every slide's id exactly once; order_index becomes 1…n",
  descriptions: {
    create: "A button is shown when it has both a text and a link; one without the other is refused.",
  },
});
