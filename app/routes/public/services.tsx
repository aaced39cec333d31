import { ServiceCard } from "~/features/public-content/service-card";
import { CardGrid, ContactCta, PageHeader, Section } from "~/features/public-content/ui";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/services";
import { listPublicServices } from "./services.server";

/** /services: every visible service from the services table, in display order. */
export async function loader({ context }: Route.LoaderArgs) {
  return { services: await listPublicServices(context.deps.db) };
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
  const { services } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Services"
        title="Technology services, planned and supported by one team"
        lead={`From a new website to a school portal or a farm sensor network, ${settings.site_name} designs, builds and looks after the technology your organization depends on.`}
      />
      {services.length > 0 ? (
        <Section id="services" title="What we offer">
          <CardGrid items={services} className="sm:grid-cols-2 lg:grid-cols-3">
            {(service, index) => <ServiceCard service={service} eager={index === 0} />}
          </CardGrid>
        </Section>
      ) : null}
      <ContactCta
        title="Not sure which service you need?"
        text="Describe the problem you want to solve and we will recommend the right mix of services, with no obligation."
      />
    </>
  );
}
