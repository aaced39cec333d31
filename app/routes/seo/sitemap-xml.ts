import { PUBLIC_PAGES } from "@common/public-routes";
import { publicOrigin } from "~/lib/public-origin";
import type { Route } from "./+types/sitemap-xml";
import { listDynamicPages } from "./seo.server";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/** /sitemap.xml: every public page, every service, published project and published post. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request, context.deps.env.PUBLIC_URL);
  const dynamic = await listDynamicPages(context.deps.db);
  const seen = new Set<string>();
  const entries = [
    ...PUBLIC_PAGES.map((p) => ({ path: p.path, lastModified: undefined as Date | undefined })),
    ...dynamic,
  ]
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${
          e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ""
        }</url>`,
    );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
