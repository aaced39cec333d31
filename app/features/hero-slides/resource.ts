import { HeroSlideSchema } from "@common/schemas/hero-slides";
import { adminResource } from "~/features/admin-kit";

/** `/api/v1/admin/hero-slides`, its queries, writes and order. */
export const heroSlides = adminResource({
  name: "hero-slides",
  item: HeroSlideSchema,
  // The whole list (and so its order) fits one page.
  pageSize: 100,
});
