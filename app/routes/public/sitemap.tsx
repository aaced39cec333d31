import { PUBLIC_PAGES, type PublicPage } from "@common/public-routes";
import { serviceLink } from "@common/schemas/services";
import { Link } from "~/components/link";
import { textLink } from "~/features/public-content/styles";
import { PageSection, StaticPage } from "~/features/static-pages/static-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import type { Route } from "./+types/sitemap";
import { listNavServices } from "./layout.server";

/** The fixed pages, with each visible service's page after /services (issue 16: from the table). */
export async function loader({ context }: Route.LoaderArgs) {
  const services = await listNavServices(context.deps.db);
  const at = PUBLIC_PAGES.findIndex((p) => p.path === "/services") + 1;
  const pages: PublicPage[] = [
    ...PUBLIC_PAGES.slice(0, at),
    ...services.map((s) => ({ path: serviceLink(s.slug), title: s.title, group: "Services" as const })),
    ...PUBLIC_PAGES.slice(at),
  ];
  return { pages };
}

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "Sitemap",
    `Every page of the ${siteName} website in one place: company information, services, resources and legal pages.`,
  );
}

/** The groups in the order their first page appears, each with its pages in list order. */
function groupPages(pages: PublicPage[]): { group: PublicPage["group"]; pages: PublicPage[] }[] {
  const groups = new Map<PublicPage["group"], PublicPage[]>();
  for (const page of pages) groups.set(page.group, [...(groups.get(page.group) ?? []), page]);
  return [...groups].map(([group, list]) => ({ group, pages: list }));
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPage title="Sitemap" lead={<p>All the pages of this website, grouped by topic.</p>}>
      <div className="grid gap-x-8 gap-y-12 sm:grid-cols-2">
        {groupPages(loaderData.pages).map(({ group, pages }) => {
          return (
            <PageSection key={group} id={group.toLowerCase()} title={group} prose={false}>
              <ul className="space-y-2 leading-7">
                {pages.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path} className={textLink}>
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </PageSection>
          );
        })}
      </div>
    </StaticPage>
  );
}
