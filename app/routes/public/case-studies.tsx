import { storyCategoryLabel } from "@common/options";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import {
  accentText,
  altSurface,
  card,
  container,
  pill,
  primaryButton,
  secondaryButton,
  textLink,
} from "~/features/public-content/styles";
import { ContactCta, CoverImage, PageHeader, Section } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/case-studies";
import { listProjectOutcomes, listPublicSuccessStories, publicImages } from "./case-studies.server";

/** /case-studies — active success stories in order; with none, outcomes from published projects. */
export async function loader({ context }: Route.LoaderArgs) {
  const stories = await listPublicSuccessStories(context.deps.db);
  const outcomes = stories.length === 0 ? await listProjectOutcomes(context.deps.db, 3) : [];
  return {
    stories,
    images: await publicImages(
      context.deps.db,
      stories.map((s) => s.project_image),
    ),
    outcomes: outcomes.map(({ id, title, slug, category, client_name, year, results }) => ({
      id,
      title,
      slug,
      category,
      client_name,
      year,
      results,
    })),
  };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(
    args,
    "Case Studies",
    "How our clients use the websites, apps and systems we built: the problem, what we did and the measurable results.",
  );
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { stories, outcomes, images } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Case studies"
        title="Client success stories"
        lead={`What changed for the organizations ${settings.site_name} has worked with, in their words and in numbers.`}
      />
      {stories.length > 0 ? (
        <section aria-labelledby="stories-heading" className="py-12 sm:py-14">
          <div className={container}>
            <h2 id="stories-heading" className="sr-only">
              Success stories
            </h2>
            <ul className="space-y-10">
              {stories.map((story) => (
                <li key={story.id}>
                  <article
                    className={cx(card, "grid overflow-hidden lg:grid-cols-[2fr_3fr]")}
                    aria-labelledby={`story-${story.id}`}
                  >
                    <CoverImage
                      src={story.project_image}
                      image={story.project_image ? images[story.project_image] : undefined}
                      sizes="(min-width: 1152px) 440px, (min-width: 1024px) 40vw, 100vw"
                      alt={`${story.title}: project visual`}
                      className="h-full min-h-48"
                      fallback={<Icon name="TrendingUp" aria-hidden="true" className="h-12 w-12" />}
                    />
                    <div className="p-6 sm:p-8">
                      <p className={cx("text-xs font-semibold uppercase tracking-wide", accentText)}>
                        {storyCategoryLabel(story.category)}
                      </p>
                      <h3 id={`story-${story.id}`} className="mt-1 text-2xl font-bold text-fg">
                        {story.title}
                      </h3>
                      <div className="mt-4 space-y-3 text-fg">
                        {story.story_content
                          .split(/\n{2,}/)
                          .filter(Boolean)
                          .map((p) => (
                            <p key={p.slice(0, 40)}>{p}</p>
                          ))}
                      </div>
                      {story.results_achieved ? (
                        <div className={cx("mt-5 rounded-lg border-l-4 border-primary p-4", altSurface)}>
                          <h4 className="text-sm font-semibold text-fg">Results</h4>
                          <p className="mt-1 text-fg">{story.results_achieved}</p>
                        </div>
                      ) : null}
                      {story.metrics.length > 0 ? (
                        <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3">
                          {story.metrics.map((m) => (
                            <div key={m.label}>
                              <dt className="text-xs text-muted">{m.label}</dt>
                              <dd className={cx("text-xl font-bold", accentText)}>{m.value}</dd>
                            </div>
                          ))}
                        </dl>
                      ) : null}
                      {story.technologies_used.length > 0 ? (
                        <ul className="mt-5 flex flex-wrap gap-1.5" aria-label="Technologies">
                          {story.technologies_used.map((t) => (
                            <li key={t} className={pill}>
                              {t}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-border pt-4 text-sm">
                        <div className="flex items-center gap-3">
                          {story.client_image ? (
                            <img
                              src={story.client_image}
                              alt={story.client_name}
                              loading="lazy"
                              className="h-10 w-10 rounded-full object-cover"
                            />
                          ) : null}
                          <p>
                            <span className="block font-semibold text-fg">{story.client_name}</span>
                            <span className="block text-muted">
                              {[story.client_role, story.client_company].filter(Boolean).join(", ")}
                            </span>
                          </p>
                        </div>
                        {story.project_duration ? (
                          <p className="flex items-center gap-1 text-muted">
                            <Icon name="Clock" aria-hidden="true" className="h-4 w-4" />
                            Duration: {story.project_duration}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <Section
          id="outcomes"
          title="Outcomes we work toward"
          intro={
            <p>
              Every engagement at {settings.site_name} starts by agreeing what success looks like in numbers:
              hours of admin saved each week, inquiries won, water or cost saved, adoption by the people who
              use the system. We measure against those numbers after launch and report them honestly.
            </p>
          }
        >
          {outcomes.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-3">
              {outcomes.map((o) => (
                <li key={o.id} className={cx(card, "flex flex-col p-6")}>
                  <p className={cx("text-xs font-semibold uppercase tracking-wide", accentText)}>
                    {o.category}
                  </p>
                  <h3 className="mt-1 font-semibold text-fg">{o.title}</h3>
                  {o.client_name ? (
                    <p className="text-sm text-muted">
                      {o.client_name}
                      {o.year ? `, ${o.year}` : ""}
                    </p>
                  ) : null}
                  <p className="mt-4 flex-1 text-fg">{o.results}</p>
                  <p className="mt-4">
                    <Link to={`/our-work/${o.slug}`} className={textLink}>
                      Read about {o.title}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-10 max-w-3xl space-y-4 text-fg">
            <p>
              Detailed write-ups take our clients' time and permission, so we publish them as they are ready.
              You can browse the finished projects in{" "}
              <Link to="/our-work" className={textLink}>
                our work
              </Link>
              , and we are glad to put you in touch with a past client in your sector who can tell you
              first-hand what working with us was like.
            </p>
            <div className="flex flex-wrap gap-3 pt-2">
              <Link to="/our-work" className={primaryButton}>
                Browse our work
                <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
              </Link>
              <Link to="/contact" className={secondaryButton}>
                Ask for a reference
              </Link>
            </div>
          </div>
        </Section>
      )}
      <ContactCta title="Could your organization be our next success story?" />
    </>
  );
}
