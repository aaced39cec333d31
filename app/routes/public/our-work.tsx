import { Link } from "~/components/link";
import { ProjectCard } from "~/features/public-content/project-card";
import { accentText, container, textLink } from "~/features/public-content/styles";
import { ContactCta, PageHeader } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/our-work";
import { listPublishedProjects, publicImages } from "./our-work.server";

/**
 * /our-work and /portfolio (two route entries, one module): published projects in display order,
 * filtered by ?category= with plain links, so the filter works without JavaScript.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category")?.trim() || null;
  const { projects, categories } = await listPublishedProjects(context.deps.db, { category });
  const images = await publicImages(
    context.deps.db,
    projects.map((p) => p.image),
  );
  return {
    images,
    basePath: url.pathname.replace(/\/$/, "") || "/our-work",
    category,
    categories,
    projects,
  };
}

export function meta(args: Route.MetaArgs) {
  const portfolio = args.location.pathname.startsWith("/portfolio");
  const category = args.loaderData?.category;
  const base = portfolio ? "Portfolio" : "Our Work";
  return pageMeta(
    args,
    category ? `${category} projects | ${base}` : base,
    "Websites, apps, school portals, farm platforms and business systems we have designed and built, with the results they delivered.",
  );
}

export default function OurWork({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { basePath, category, categories, projects, images } = loaderData;
  const portfolio = basePath.startsWith("/portfolio");
  const filterLink = (value: string | null) =>
    value ? `${basePath}?category=${encodeURIComponent(value)}` : basePath;
  const pillClass = (active: boolean) =>
    cx(
      "inline-flex min-h-10 items-center rounded-full border px-4 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
      active
        ? "border-primary bg-primary text-white"
        : "border-border bg-card text-fg hover:border-primary hover:bg-black/5 dark:hover:bg-white/10",
    );

  return (
    <>
      <PageHeader
        eyebrow={portfolio ? "Portfolio" : "Our work"}
        title={portfolio ? "Portfolio" : "Our work"}
        lead={`Real projects for real organizations: what ${settings.site_name} built, the technology behind it, and what changed for the people who use it.`}
      />
      <section aria-labelledby="projects-heading" className="py-12 sm:py-14">
        <div className={container}>
          <h2 id="projects-heading" className="sr-only">
            {category ? `${category} projects` : "All projects"}
          </h2>
          {categories.length > 1 ? (
            <nav aria-label="Filter projects by category">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <Link
                    to={filterLink(null)}
                    aria-current={!category ? "page" : undefined}
                    className={pillClass(!category)}
                    preventScrollReset
                  >
                    All projects
                  </Link>
                </li>
                {categories.map((c) => (
                  <li key={c}>
                    <Link
                      to={filterLink(c)}
                      aria-current={category === c ? "page" : undefined}
                      className={pillClass(category === c)}
                      preventScrollReset
                    >
                      {c}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          <p className="mt-6 text-sm text-muted" aria-live="polite">
            {projects.length === 1 ? "1 project" : `${projects.length} projects`}
            {category ? (
              <>
                {" "}
                in <span className={cx("font-semibold", accentText)}>{category}</span>
              </>
            ) : null}
          </p>

          {projects.length > 0 ? (
            <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {projects.map((project, index) => (
                <li key={project.id}>
                  <ProjectCard
                    project={project}
                    image={project.image ? images[project.image] : undefined}
                    eager={index === 0}
                  />
                </li>
              ))}
            </ul>
          ) : category ? (
            <p className="mt-6 text-fg">
              There are no published projects in this category.{" "}
              <Link to={basePath} className={textLink}>
                Show all projects
              </Link>
              .
            </p>
          ) : (
            <div className="mt-6 max-w-2xl text-fg">
              <p>
                No projects are published here yet. Read about{" "}
                <Link to="/services" className={textLink}>
                  the services we offer
                </Link>
                , or{" "}
                <Link to="/contact" className={textLink}>
                  ask us for examples
                </Link>{" "}
                of work similar to yours: we are glad to share references.
              </p>
            </div>
          )}
        </div>
      </section>
      <ContactCta title="Want results like these?" />
    </>
  );
}
