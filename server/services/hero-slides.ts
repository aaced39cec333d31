import type { PublicHeroSlide } from "@common/schemas/hero-slides";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { heroCarouselItems as slides } from "../db/schema";
import { orderedContentCrud } from "./content-crud";
import { CONTENT_HOOKS } from "./content-hooks";
import { orderedListPage } from "./list-page";

/**
 * Hero slides (issue 16): the back office's list and audited writes (each save keeps a revision),
 * and the home page's reader.
 */

export type HeroSlideRow = typeof slides.$inferSelect;

const crud = orderedContentCrud(
  slides,
  "hero_carousel_items",
  "The hero slide",
  CONTENT_HOOKS["hero-slides"],
);

/** Every slide, shown or not, searched on the server, in display order unless sorted otherwise. */
export const listHeroSlidesAdmin = orderedListPage(
  slides,
  [slides.title, slides.subtitle, slides.description],
  { title: slides.title },
);

export const getHeroSlide = crud.get;
export const createHeroSlide = crud.create;
export const updateHeroSlide = crud.update;
export const deleteHeroSlide = crud.remove;
/** Every slide once, in the new order; saved as 1…n. */
export const reorderHeroSlides = crud.reorder;

/** Active slides in order, for the home page's carousel. */
export function listHeroSlides(db: Database): Promise<PublicHeroSlide[]> {
  return db
    .select({
      id: slides.id,
      title: slides.title,
      subtitle: slides.subtitle,
      description: slides.description,
      image_url: slides.image_url,
      image_alt: slides.image_alt,
      cta_text: slides.cta_text,
      cta_link: slides.cta_link,
      secondary_cta_text: slides.secondary_cta_text,
      secondary_cta_link: slides.secondary_cta_link,
    })
    .from(slides)
    .where(eq(slides.is_active, true))
    .orderBy(asc(slides.order_index), asc(slides.created_at));
}
