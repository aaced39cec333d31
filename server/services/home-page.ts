import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { heroCarouselItems, whatWeDo } from "../db/schema";
import { listFeaturedProjects } from "./projects";
import { listFeaturedServices } from "./services";
import { listFeaturedTestimonials } from "./testimonials";

/**
 * The home page's own content (hero slides, "what we do") and everything the home page shows, in
 * one call. Only what a visitor may see leaves here: inactive rows and internal fields never do.
 */

/** Active hero slides in order. */
export function listHeroSlides(db: Database) {
  return db
    .select({
      id: heroCarouselItems.id,
      title: heroCarouselItems.title,
      subtitle: heroCarouselItems.subtitle,
      description: heroCarouselItems.description,
      image_url: heroCarouselItems.image_url,
      cta_text: heroCarouselItems.cta_text,
      cta_link: heroCarouselItems.cta_link,
    })
    .from(heroCarouselItems)
    .where(eq(heroCarouselItems.is_active, true))
    .orderBy(asc(heroCarouselItems.order_index), asc(heroCarouselItems.created_at));
}

/** Active "what we do" entries in order. */
export function listWhatWeDo(db: Database) {
  return db
    .select({
      id: whatWeDo.id,
      title: whatWeDo.title,
      description: whatWeDo.description,
      icon: whatWeDo.icon,
    })
    .from(whatWeDo)
    .where(eq(whatWeDo.is_active, true))
    .orderBy(asc(whatWeDo.order_index), asc(whatWeDo.created_at));
}

/** Everything the home page shows, in one call. */
export async function getHomeContent(db: Database) {
  const [slides, whatWeDoItems, featuredServices, featuredProjects, featuredTestimonials] = await Promise.all(
    [
      listHeroSlides(db),
      listWhatWeDo(db),
      listFeaturedServices(db),
      listFeaturedProjects(db, 3),
      listFeaturedTestimonials(db),
    ],
  );
  return {
    slides,
    whatWeDo: whatWeDoItems,
    services: featuredServices,
    projects: featuredProjects,
    testimonials: featuredTestimonials,
  };
}
