import { PreviewBanner } from "~/components/layout/preview-banner";
import { Link } from "~/components/link";
import { AboutSection } from "~/features/public-content/about-sections";
import { articleProse } from "~/features/public-content/article-prose";
import { altSurface, container, textLink } from "~/features/public-content/styles";
import { TeamGrid } from "~/features/public-content/team-grid";
import { ContactCta, PageHeader, Section } from "~/features/public-content/ui";
import { standingPageMeta } from "~/features/static-pages/standing-page";
import { cx } from "~/lib/cx";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/about";
import { listAboutSections, listPublicTeamMembers } from "./about.server";
import { loadStandingPage } from "./standing-page.server";

/** Shown while no team member is listed and About Content has no team section. */
const TEAM_FALLBACK =
  "Every engagement is led by a named project lead and staffed from our designers, software engineers, marketing specialists and support technicians according to what your project needs. You meet the people doing the work at kickoff, and you talk to them directly throughout.";

/**
 * /about: the title and SEO words from the "about" standing page (a draft is a 404 for visitors),
 * the sections from about_content (the About Content manager), the team, and the FAQ (the page's items).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page }, sections, team] = await Promise.all([
    loadStandingPage("about", context, request),
    listAboutSections(context.deps.db),
    listPublicTeamMembers(context.deps.db),
  ]);
  return { page, sections, team };
}

export const meta = (args: Route.MetaArgs) => standingPageMeta(args);

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { page, sections, team } = loaderData;
  const hasTeamSection = sections.some((s) => s.section_type === "team");
  return (
    <>
      {page.status === "draft" ? (
        <PreviewBanner message="This page is a draft: visitors cannot see it until it is published." />
      ) : null}
      <PageHeader
        eyebrow="About us"
        title={page.title}
        lead={
          settings.site_tagline ? `${settings.site_tagline}: that is the job we set ourselves.` : undefined
        }
      />

      {page.leadHtml || page.html ? (
        <div className={cx(container, "max-w-3xl pt-10")}>
          <div
            className={articleProse}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
            dangerouslySetInnerHTML={{ __html: page.leadHtml + page.html }}
          />
        </div>
      ) : null}

      {sections.map((section, i) => (
        <AboutSection key={section.id} section={section} index={i} />
      ))}

      {team.length > 0 ? (
        <Section id="team" title={hasTeamSection ? "Meet the team" : "Our team"}>
          <TeamGrid members={team} />
        </Section>
      ) : !hasTeamSection ? (
        <Section id="team" title="Who you will work with">
          <p className="max-w-3xl text-lg text-fg">{TEAM_FALLBACK}</p>
          <p className="mt-4 max-w-3xl text-fg">
            Interested in joining us? See{" "}
            <Link to="/careers" className={textLink}>
              careers at {settings.site_name}
            </Link>
            .
          </p>
        </Section>
      ) : null}

      {page.items.length > 0 ? (
        <Section
          id="faq"
          title="Frequently asked questions"
          intro={
            <p>
              Straight answers to what clients most often ask before working with us. Anything else?{" "}
              <Link to="/contact" className={textLink}>
                Contact us
              </Link>
              .
            </p>
          }
          className={altSurface}
        >
          <div className="grid gap-x-10 gap-y-8 md:grid-cols-2">
            {page.items.map((faq) => (
              <div key={faq.question}>
                <h3 className="text-lg font-semibold text-fg">{faq.question}</h3>
                <div
                  className="mt-2 text-muted [&_a]:underline [&_p+p]:mt-2"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
                  dangerouslySetInnerHTML={{ __html: faq.html }}
                />
              </div>
            ))}
          </div>
        </Section>
      ) : null}

      <ContactCta title={`Work with ${settings.site_name}`} />
    </>
  );
}
