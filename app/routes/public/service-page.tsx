import { SERVICE_TEXT } from "@common/service-text";
import { data } from "react-router";
import { Icon } from "~/components/icon/icon";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { Link } from "~/components/link";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { articleProse } from "~/features/public-content/article-prose";
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
import { CardGrid, ContactCta, PageHeader, Section, SectionLink } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/service-page";
import {
  canPreviewDrafts,
  getServicePage,
  listProjectsInCategories,
  renderMarkdown,
} from "./service-page.server";

/** How we work, for a service whose row has no process of its own. */
const GENERIC_PROCESS = [
  { title: "Conversation", text: "A free call to understand what you need, your timeline and your budget." },
  { title: "Proposal", text: "A written scope, fixed milestones and an estimate you can plan around." },
  {
    title: "Delivery",
    text: "Work in short stages with regular demos, so you see progress and can steer it.",
  },
  { title: "Support", text: "Hand-over, training and ongoing support once the work is live." },
];

/**
 * /services/:slug — a service's page, entirely from its services row (issue 16). A hidden service
 * answers 404 to visitors; signed-in staff see it under a preview banner. Unknown slugs are a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.deps;
  const service = await getServicePage(db, params.slug);
  if (!service) throw data(null, { status: 404 });
  if (service.hidden && !(await canPreviewDrafts(context.deps, request))) throw data(null, { status: 404 });
  const related = await listProjectsInCategories(db, service.project_categories, 3);
  return {
    service,
    introHtml: service.intro ? renderMarkdown(service.intro) : null,
    process: service.process.length > 0 ? service.process : GENERIC_PROCESS,
    related,
  };
}

export function meta(args: Route.MetaArgs) {
  const service = args.loaderData?.service;
  if (!service) return pageMeta(args, "Service not found");
  const text = service.description.replace(/\s+/g, " ").trim();
  const description =
    service.seo_description ?? (text.length > 160 ? `${text.slice(0, 157).replace(/\s+\S*$/, "")}…` : text);
  const meta = pageMeta(args, service.seo_title ?? service.title, description || undefined);
  // A hidden service's preview is for staff only.
  return service.hidden ? [...meta, { name: "robots", content: "noindex" }] : meta;
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { service, introHtml, related, process } = loaderData;
  const { title } = service;

  return (
    <>
      {service.hidden ? <PreviewBanner message={SERVICE_TEXT.hiddenPreview} /> : null}
      <PageHeader
        eyebrow={
          <Link to="/services" className="hover:underline">
            Services
          </Link>
        }
        title={title}
        lead={service.headline ?? service.description}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/contact" className={primaryButton}>
            Discuss your project
            <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/our-work" className={secondaryButton}>
            See our work
          </Link>
        </div>
      </PageHeader>

      <section aria-labelledby="overview-heading" className="py-14 sm:py-16">
        <div className={cx(container, "grid gap-10 lg:grid-cols-[2fr_1fr]")}>
          <div>
            <h2 id="overview-heading" className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              Overview
            </h2>
            <div className="mt-4 space-y-4 text-fg">
              {service.headline ? <p className="text-lg">{service.description}</p> : null}
              {introHtml ? (
                <div
                  className={cx(articleProse, "[&>p:first-child]:mt-0")}
                  data-testid="service-intro"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by renderMarkdown
                  dangerouslySetInnerHTML={{ __html: introHtml }}
                />
              ) : (
                <p>
                  Every {title} engagement with {settings.site_name} starts with a conversation about what you
                  want to achieve. We then agree a clear scope, milestones and price, deliver in short stages
                  you can review, and stay on hand once the work is live.
                </p>
              )}
            </div>
          </div>
          <div>
            {service.picture ? (
              <ResponsiveImage
                image={service.picture}
                alt={`${title} at ${settings.site_name}`}
                sizes="(min-width: 1024px) 360px, 100vw"
                className="aspect-[4/3] w-full rounded-xl bg-border object-cover"
              />
            ) : (
              <div
                aria-hidden="true"
                className={cx(
                  "flex aspect-[4/3] items-center justify-center rounded-xl",
                  accentSurface(service) ??
                    "bg-gradient-to-br from-primary/15 to-secondary/25 text-primary dark:from-primary/25 dark:to-secondary/35 dark:text-white/80",
                )}
              >
                <NamedIcon name={service.icon} className="h-16 w-16" />
              </div>
            )}
          </div>
        </div>
      </section>

      {service.included.length > 0 ? (
        <Section id="included" title="What's included" className={altSurface}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {service.included.map((item, i) => (
              <li key={`${i}-${item.title}`} className={cx(card, "p-6")}>
                <h3 className="font-semibold text-fg">{item.title}</h3>
                {item.text ? <p className="mt-2 text-sm text-muted">{item.text}</p> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="process" title="How we work">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.map((step, i) => (
            <li key={`${i}-${step.title}`} className="relative">
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

      {service.deliverables.length > 0 || service.audience.length > 0 ? (
        <section aria-label="Deliverables and audience" className={cx(altSurface, "py-14 sm:py-16")}>
          <div className={cx(container, "grid gap-10 lg:grid-cols-2")}>
            {service.deliverables.length > 0 ? (
              <div>
                <h2 className="text-2xl font-bold tracking-tight text-fg">Typical deliverables</h2>
                <ul className="mt-6 space-y-3">
                  {service.deliverables.map((item) => (
                    <li key={item} className="flex gap-3 text-fg">
                      <Icon
                        name="CheckCircle2"
                        aria-hidden="true"
                        className={cx("mt-0.5 h-5 w-5 shrink-0", accentText)}
                      />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {service.audience.length > 0 ? (
              <div>
                <h2 className="text-2xl font-bold tracking-tight text-fg">Who it's for</h2>
                <ul className="mt-6 space-y-4">
                  {service.audience.map((item, i) => (
                    <li key={`${i}-${item.title}`} className="text-fg">
                      <span className="font-semibold">{item.title}</span>{" "}
                      <span className="text-muted">{item.text}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
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
