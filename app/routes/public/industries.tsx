import { Link } from "react-router";
import { INDUSTRIES } from "~/content/industries";
import { jumpChip, textLink } from "~/features/public-content/styles";
import { PageSection, StaticPage } from "~/features/static-pages/static-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useNavServices } from "~/lib/public-services";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/industries";

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "Industries",
    `The industries ${siteName} serves — agriculture, education, retail and e-commerce, professional services, healthcare clinics, non-profits and manufacturing — and what we build for each.`,
  );
}

export default function Industries() {
  const settings = useSiteSettings();
  const services = useNavServices();
  return (
    <StaticPage
      title="Industries we serve"
      lead={
        <p>
          {settings.site_name} works with organisations that need technology to do a practical job well. These
          are the sectors we know best, the problems we solve in each, and the services we bring to them.
        </p>
      }
    >
      <nav aria-label="Industries on this page">
        <ul className="flex flex-wrap gap-2">
          {INDUSTRIES.map((industry) => (
            <li key={industry.id}>
              <a href={`#${industry.id}`} className={jumpChip}>
                {industry.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {INDUSTRIES.map((industry) => {
        const Icon = industry.icon;
        return (
          <section
            key={industry.id}
            id={industry.id}
            aria-labelledby={`${industry.id}-heading`}
            className="scroll-mt-24"
          >
            <h2
              id={`${industry.id}-heading`}
              className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-fg"
            >
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-white"
              >
                <Icon className="h-5 w-5" />
              </span>
              {industry.name}
            </h2>
            <p className="mt-4 leading-7 text-fg">{industry.summary}</p>
            <h3 className="mt-5 font-semibold text-fg">What we do</h3>
            <ul className="mt-2 list-disc space-y-2 pl-6 leading-7 text-fg">
              {industry.work.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3 className="mt-5 font-semibold text-fg">Related services</h3>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {industry.services.flatMap((slug) => {
                const service = services.find((s) => s.slug === slug);
                return service
                  ? [
                      <li key={slug}>
                        <Link to={`/services/${slug}`} className={textLink}>
                          {service.title}
                        </Link>
                      </li>,
                    ]
                  : [];
              })}
            </ul>
          </section>
        );
      })}

      <PageSection id="your-sector" title="Not on the list?">
        <p>
          The problems above turn up in many other sectors too. If you run a different kind of organisation,{" "}
          <Link to="/contact" className={textLink}>
            tell us what you are working on
          </Link>{" "}
          and we will tell you honestly whether we are the right fit, or browse{" "}
          <Link to="/services" className={textLink}>
            all our services
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  );
}
