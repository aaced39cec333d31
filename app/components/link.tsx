// biome-ignore lint/style/noRestrictedImports: this is the one place React Router's Link is wrapped.
import { type LinkProps, Link as RouterLink } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * React Router's Link, without `data-discover="true"` in the server's HTML (79 of them, 1.6 KB of
 * the home page). The attribute tells React Router to look up the link's route ahead of a click;
 * here it is added once the page has hydrated, and React Router's observer of that attribute looks
 * the routes up then, as it would have on load. Links rendered later carry it from the start.
 */
export function Link({ discover, ...props }: LinkProps) {
  const hydrated = useHydrated();
  return <RouterLink discover={discover ?? (hydrated ? "render" : "none")} {...props} />;
}
