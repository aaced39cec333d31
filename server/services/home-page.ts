import type { Database } from "../db/client";
import { listHeroSlides } from "./hero-slides";
import { listFeaturedProjects } from "./projects";
import { publicImages } from "./public-images";
import { listFeaturedServices } from "./services";
import { listFeaturedTestimonials } from "./testimonials";
import { listWhatWeDo } from "./what-we-do";

/**
 * Everything the home page shows, in one call: the active hero slides and "what we do" entries
 * (their managers own their readers), featured services, projects and testimonials, and the
 * stored sizes of every picture among them. Only what a visitor may see leaves here: inactive
 * rows and internal fields never do.
 */
export async function getHomeContent(db: Database) {
  const [slides, whatWeDo, services, projects, testimonials] = await Promise.all([
    listHeroSlides(db),
    listWhatWeDo(db),
    listFeaturedServices(db),
    listFeaturedProjects(db, 3),
    listFeaturedTestimonials(db),
  ]);
  // Services carry their own picture; the map serves the slides (the home page's project cards
  // draw their picture from its address alone).
  const images = await publicImages(
    db,
    slides.map((s) => s.image_url),
  );
  // The rows' ids are not sent: the page keys its lists by slug or position, and every id would
  // travel once more in the hydration data.
  return {
    slides: slides.map(withoutId),
    whatWeDo: whatWeDo.map(withoutId),
    services: services.map(withoutId),
    projects: projects.map(withoutId),
    testimonials: testimonials.map(withoutId),
    images,
  };
}

function withoutId<T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, "id"> {
  return rest;
}
