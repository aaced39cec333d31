import { StaticHtml } from "~/components/static-html";
import { HeroCarousel } from "~/features/public-content/hero-carousel";
import { IconTile } from "~/features/public-content/icon-tile";
import { ProjectCard } from "~/features/public-content/project-card";
import { ServiceCard } from "~/features/public-content/service-card";
import { altSurface, card } from "~/features/public-content/styles";
import { TestimonialCard } from "~/features/public-content/testimonial-card";
import { CardGrid, ContactCta, Section, SectionLink } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { useHeld } from "~/lib/held-content";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/home";
import { loadHome } from "./home.server";
import { HELD } from "./home-held";

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export function meta(args: Route.MetaArgs) {
  const settings = args.matches[0]?.data?.settings;
  const title = settings?.meta_title?.trim();
  const meta = pageMeta(
    args,
    undefined,
    settings?.meta_description ?? settings?.site_description ?? undefined,
  );
  return title ? meta.map((m) => ("title" in m ? { title } : m)) : meta;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { slides, images } = loaderData;
  // The sections below the hero are static markup: after a full page load the browser has their
  // counts only and keeps the server's HTML for them (lib/held-content.tsx, StaticHtml).
  const whatWeDo = useHeld(HELD.whatWeDo, loaderData.whatWeDo);
  const services = useHeld(HELD.services, loaderData.services);
  const projects = useHeld(HELD.projects, loaderData.projects);
  const testimonials = useHeld(HELD.testimonials, loaderData.testimonials);
  return (
    <>
      <HeroCarousel
        siteName={settings.site_name}
        tagline={settings.site_tagline}
        slides={slides}
        images={images}
      />

      {whatWeDo.count > 0 ? (
        <Section
          id="what-we-do"
          title="What we do"
          intro={`${settings.site_name} brings design, engineering, marketing and support under one roof, so your technology is planned and looked after by one team.`}
        >
          <StaticHtml as="ul" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" items={whatWeDo.items}>
            {(items) =>
              items.map((item, i) => (
                <li key={i} className={cx(card, "p-6")}>
                  <IconTile name={item.icon} size="lg" />
                  <h3 className="card-title">{item.title}</h3>
                  <p className="card-text">{item.description}</p>
                </li>
              ))
            }
          </StaticHtml>
        </Section>
      ) : null}

      {services.count > 0 ? (
        <Section
          id="featured-services"
          title="Featured services"
          intro="Specialist services for the sectors we know best, each delivered from first workshop to long-term support."
          action={<SectionLink to="/services">All services</SectionLink>}
          className={altSurface}
        >
          <CardGrid items={services.items} className="sm:grid-cols-2 lg:grid-cols-4">
            {(service) => <ServiceCard service={service} />}
          </CardGrid>
        </Section>
      ) : null}

      {projects.count > 0 ? (
        <Section
          id="featured-work"
          title="Featured work"
          intro="A few recent projects and what they changed for the people who use them."
          action={<SectionLink to="/our-work">See all our work</SectionLink>}
        >
          <CardGrid items={projects.items} className="md:grid-cols-2 lg:grid-cols-3">
            {(project) => <ProjectCard project={project} />}
          </CardGrid>
        </Section>
      ) : null}

      {testimonials.count > 0 ? (
        <Section id="testimonials" title="What our clients say" className={altSurface}>
          <CardGrid items={testimonials.items} className="md:grid-cols-2 lg:grid-cols-3">
            {(testimonial) => <TestimonialCard testimonial={testimonial} />}
          </CardGrid>
        </Section>
      ) : null}

      <ContactCta title="Ready to start your project?" />
    </>
  );
}
