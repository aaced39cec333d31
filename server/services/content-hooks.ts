import type { RevisionedResource } from "@common/resources";
import { blogPosts, heroCarouselItems, pages, projects, services, testimonials } from "../db/schema";
import type { UpdateHooks } from "./content-crud";

/**
 * What every save of a revisioned resource keeps (issue 16), in one place: its revisions, and for
 * rows with a public address, the 301 from the old address when a visible row's slug changes.
 * Each resource's service passes its entry to `contentCrud`; restoring a revision uses the same.
 */
export const CONTENT_HOOKS = {
  services: {
    revisions: "services",
    publicPath: (row) => (row.hidden ? null : `/services/${row.slug}`),
  } satisfies UpdateHooks<typeof services>,
  projects: {
    revisions: "projects",
    publicPath: (row) => (row.status === "published" ? `/our-work/${row.slug}` : null),
  } satisfies UpdateHooks<typeof projects>,
  "blog-posts": {
    revisions: "blog-posts",
    // A post's public address is /blog/<id> (app/routes/public/blog-post.tsx), which a save never
    // changes: its slug is not in the address, so no redirect is ever needed.
    publicPath: (row) => (row.status === "published" ? `/blog/${row.id}` : null),
  } satisfies UpdateHooks<typeof blogPosts>,
  pages: {
    revisions: "pages",
    publicPath: (row) => (row.status === "published" ? `/${row.slug}` : null),
  } satisfies UpdateHooks<typeof pages>,
  testimonials: { revisions: "testimonials" } satisfies UpdateHooks<typeof testimonials>,
  "hero-slides": { revisions: "hero-slides" } satisfies UpdateHooks<typeof heroCarouselItems>,
} as const satisfies Record<RevisionedResource, unknown>;

/** The table of each revisioned resource (for listing and restoring its revisions). */
export const REVISIONED_TABLES = {
  services,
  projects,
  "blog-posts": blogPosts,
  pages,
  testimonials,
  "hero-slides": heroCarouselItems,
} as const satisfies Record<RevisionedResource, unknown>;
