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
  // Services carry their own picture; the map serves the slides and the projects.
  const images = await publicImages(db, [...slides.map((s) => s.image_url), ...projects.map((p) => p.image)]);
  return { slides, whatWeDo, services, projects, testimonials, images };
}
