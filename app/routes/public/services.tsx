import { SERVICE_PAGES } from "@common/public-routes";
import { Link } from "react-router";
import { SERVICE_COPY } from "~/content/service-pages";
import { NamedIcon } from "~/features/public-content/icon";
import { ServiceCard } from "~/features/public-content/service-card";
import { altSurface, card } from "~/features/public-content/styles";
import { CardGrid, ContactCta, PageHeader, Section } from "~/features/public-content/ui";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/services";
import { listPublicServices } from "./services.server";

export async function loader({ context }: Route.LoaderArgs) {
  const services = await listPublicServices(context.deps.db);
  const listed = new Set(services.map((s) => s.slug));
  // The specialist pages that have no row in the services table are still offered.
  const more = SERVICE_PAGES.filter((page) => !listed.has(page.slug)).map((page) => {
    const copy = SERVICE_COPY[page.slug];
    return { slug: page.slug, title: copy.title, headline: copy.headline, icon: copy.icon };
  });
  return {
    more,
    services,
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(
    args,
    "Services",
    "Web and app development, SEO, digital marketing, brand design, cloud and IT support, and specialist software for farms, schools and businesses.",
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { services, more } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Technology services, planned and supported by one team"
        lead={`From a new website to a school portal or a farm sensor network, ${settings.site_name} designs, builds and looks after the technology your organization depends on.`}
      />
      {services.length > 0 ? (
        <Section id="services" title="Our core services">
          <CardGrid items={services} className="sm:grid-cols-2 lg:grid-cols-3">
            {(service) => <ServiceCard service={service} />}
          </CardGrid>
        </Section>
      ) : null}
      {more.length > 0 ? (
        <Section
          id="more-services"
          title={services.length > 0 ? "More ways we can help" : "What we offer"}
          className={services.length > 0 ? altSurface : undefined}
        >
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {more.map((copy) => {
              return (
                <li key={copy.slug} className={cn(card, "relative flex gap-4 p-5")}>
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/25 dark:text-white"
                  >
                    <NamedIcon name={copy.icon} className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-fg">
                      <Link
                        to={`/services/${copy.slug}`}
                        className="after:absolute after:inset-0 after:content-[''] hover:underline"
                      >
                        {copy.title}
                      </Link>
                    </h3>
                    <p className="mt-1 text-sm text-muted">{copy.headline}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
      <ContactCta
        title="Not sure which service you need?"
        text="Describe the problem you want to solve and we will recommend the right mix of services, with no obligation."
      />
    </>
  );
}
