import type { Route } from "./+types/manifest";
import { getSiteSettings } from "./seo.server";

/** The web app manifest, named and coloured from the site settings. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await getSiteSettings(context.deps.db);
  const manifest = {
    name: settings.site_name,
    short_name: settings.site_name.length > 12 ? settings.site_name.split(" ")[0] : settings.site_name,
    description: settings.site_description ?? settings.site_tagline ?? "",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: settings.background_color,
    theme_color: settings.primary_color,
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      "content-type": "application/manifest+json; charset=utf-8",
      "cache-control": "public, max-age=3600",
    },
  });
}
