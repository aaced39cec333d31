import { ArrowRight, CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { GENERIC_PROCESS, serviceCopyFor } from "~/content/service-pages";
import { NamedIcon } from "~/features/public-content/icon";
import { ProjectCard } from "~/features/public-content/project-card";
import { accentSurface } from "~/features/public-content/service-accent";
import {
  accentText,
  altSurface,
  card,
  container,
  primaryButton,
  secondaryButton,
} from "~/features/public-content/styles";
import {
  CardGrid,
  ContactCta,
  CoverImage,
  PageHeader,
  Section,
  SectionLink,
} from "~/features/public-content/ui";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/service-page";
import { getServiceBySlug, listProjectsInCategories } from "./service-page.server";

/**
 * /services/:slug — the twelve named service pages (copy in app/content/service-pages.ts, with the
 * services row's title and description when there is one) and a generic page for any other service row.
 * Anything else is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug;
  const copy = serviceCopyFor(slug);
  const row = await getServiceBySlug(context.deps.db, slug);
  if (!copy && !row) throw data(null, { status: 404 });
  const related = await listProjectsInCategories(context.deps.db, copy?.projectCategories ?? [], 3);
  return {
    slug,
    copy: copy ?? null,
    process: copy?.process ?? GENERIC_PROCESS,
    service: row,
    related,
  };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData;
  if (!page) return pageMeta(args, "Service not found");
  const title = page.service?.title ?? page.copy?.title ?? "Service";
  const description =
    page.copy?.metaDescription ?? page.service?.description.slice(0, 160).replace(/\s+\S*$/, "…");
  return pageMeta(args, title, description);
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { copy, service, related, process } = loaderData;
  const title = service?.title ?? copy?.title ?? "";

  return (
    <>
      <PageHeader
        eyebrow={
          <Link to="/services" className="hover:underline">
            Services
          </Link>
        }
        title={title}
        lead={copy?.headline ?? service?.description}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className={primaryButton}>
            Discuss your project
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/our-work" className={secondaryButton}>
            See our work
          </Link>
        </div>
      </PageHeader>

      <section aria-labelledby="overview-heading" className="py-14 sm:py-16">
        <div className={cn(container, "grid gap-10 lg:grid-cols-[2fr_1fr]")}>
          <div>
            <h2 id="overview-heading" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              Overview
            </h2>
            <div className="mt-4 space-y-4 text-fg">
              {copy && service?.description ? <p className="text-lg">{service.description}</p> : null}
              {copy ? copy.intro.map((p) => <p key={p.slice(0, 40)}>{p}</p>) : null}
              {!copy && service ? <p className="text-lg">{service.description}</p> : null}
              {!copy ? (
                <p>
                  Every {title} engagement with {settings.site_name} starts with a conversation about what you
                  want to achieve. We then agree a clear scope, milestones and price, deliver in short stages
                  you can review, and stay on hand once the work is live.
                </p>
              ) : null}
            </div>
          </div>
          <div>
            {service?.image ? (
              <CoverImage
                src={service.image}
                alt={`${title} at ${settings.site_name}`}
                className="aspect-[4/3] rounded-xl"
                fallback={null}
              />
            ) : (
              <div
                aria-hidden="true"
                className={cn(
                  "flex aspect-[4/3] items-center justify-center rounded-xl",
                  (service && accentSurface(service)) ??
                    "bg-gradient-to-br from-primary/15 to-secondary/25 text-primary dark:from-primary/25 dark:to-secondary/35 dark:text-white/80",
                )}
              >
                <NamedIcon name={service?.icon ?? copy?.icon} className="h-16 w-16" />
              </div>
            )}
          </div>
        </div>
      </section>

      {copy ? (
        <Section id="included" title="What's included" className={altSurface}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {copy.included.map((item) => (
              <li key={item.title} className={cn(card, "p-6")}>
                <h3 className="font-semibold text-fg">{item.title}</h3>
                <p className="mt-2 text-sm text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="process" title="How we work">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.map((step, i) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-full bg-primary font-semibold text-white"
              >
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-fg">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      {copy ? (
        <section aria-label="Deliverables and audience" className={cn(altSurface, "py-14 sm:py-16")}>
          <div className={cn(container, "grid gap-10 lg:grid-cols-2")}>
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-fg">Typical deliverables</h2>
              <ul className="mt-6 space-y-3">
                {copy.deliverables.map((item) => (
                  <li key={item} className="flex gap-3 text-fg">
                    <CheckCircle2 aria-hidden="true" className={cn("mt-0.5 h-5 w-5 shrink-0", accentText)} />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 className="text-2xl font-bold tracking-tight text-fg">Who it's for</h2>
              <ul className="mt-6 space-y-4">
                {copy.audience.map((item) => (
                  <li key={item.title} className="text-fg">
                    <span className="font-semibold">{item.title}</span>{" "}
                    <span className="text-muted">{item.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ) : null}

      {related.length > 0 ? (
        <Section
          id="related-work"
          title={`${title} projects`}
          action={<SectionLink to="/our-work">All our work</SectionLink>}
        >
          <CardGrid items={related} className="md:grid-cols-2 lg:grid-cols-3">
            {(project) => <ProjectCard project={project} />}
          </CardGrid>
        </Section>
      ) : null}

      <ContactCta
        title={`Ready to get started with ${title}?`}
        text={`Tell us about your organization and what you want to achieve. ${settings.site_name} will suggest a practical first step and send a written estimate.`}
      />
    </>
  );
}
