import { NAV_SERVICE_SLUGS, SERVICE_PAGES } from "@common/public-routes";

/** The six services of the navigation bar and the footer (spec 1 §2.3, §2.4). */
export const NAV_SERVICES = NAV_SERVICE_SLUGS.map((slug) => ({
  to: `/services/${slug}`,
  label: SERVICE_PAGES.find((s) => s.slug === slug)?.title ?? slug,
}));

/** A link is active when the path starts with it; Home only on an exact match. */
export function isActivePath(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname.startsWith(to);
}
