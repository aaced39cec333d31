import { serviceLink } from "@common/public-routes";
import type { NavService } from "@common/schemas/services";

/** A menu or footer link. */
export type NavLink = { to: string; label: string };

/** The services of the navigation bar and the footer (spec 1 §2.3, §2.4): the visible rows, in order. */
export function serviceLinks(services: readonly NavService[]): NavLink[] {
  return services.map((s) => ({ to: serviceLink(s.slug), label: s.title }));
}

/** A link is active when the path starts with it; Home only on an exact match. */
export function isActivePath(pathname: string, to: string): boolean {
  return to === "/" ? pathname === "/" : pathname.startsWith(to);
}
