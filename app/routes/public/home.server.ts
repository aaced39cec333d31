import { getHomeContent } from "@server/services/home-page";
import type { AppLoadContext } from "react-router";
import { holdForDocument } from "~/lib/held-content.server";
import { HELD } from "./home-held";

/**
 * The home page's data. The sections below the hero are static markup: on a document request
 * their items are rendered into the HTML and only their counts travel as hydration data
 * (lib/held-content.tsx); the hero's slides are interactive and always travel.
 */
export async function loadHome(context: AppLoadContext) {
  const { slides, images, whatWeDo, services, projects, testimonials } = await getHomeContent(
    context.deps.db,
  );
  return {
    slides,
    images,
    whatWeDo: holdForDocument(context, HELD.whatWeDo, whatWeDo),
    services: holdForDocument(context, HELD.services, services),
    projects: holdForDocument(context, HELD.projects, projects),
    testimonials: holdForDocument(context, HELD.testimonials, testimonials),
  };
}
