import { publicOrigin } from "~/lib/public-origin";
import type { Route } from "./+types/robots-txt";

/** /robots.txt: the back office, the client area and the API are not for search engines. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request, context.deps.env.PUBLIC_URL);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /account",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
