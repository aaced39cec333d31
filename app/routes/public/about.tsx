import { CheckCircle2, Compass, Eye } from "lucide-react";
import { Link } from "react-router";
import {
  DEFAULT_MISSION,
  DEFAULT_VALUES,
  DEFAULT_VISION,
  defaultStory,
  faqs,
  HOW_WE_WORK,
  TEAM_FALLBACK,
} from "~/content/about";
import { AboutSection } from "~/features/public-content/about-sections";
import { accentText, altSurface, card, container, textLink } from "~/features/public-content/styles";
import { TeamGrid } from "~/features/public-content/team-grid";
import { ContactCta, PageHeader, Section } from "~/features/public-content/ui";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/about";
import { listAboutSections, listPublicTeamMembers } from "./about.server";

export async function loader({ context }: Route.LoaderArgs) {
  const [sections, team] = await Promise.all([
    listAboutSections(context.deps.db),
    listPublicTeamMembers(context.deps.db),
  ]);
  return { sections, team };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(
    args,
    "About Us",
    "Who we are, why we started, what we value, the team you will work with, and straightforward answers to common questions about working with us.",
  );
}

export default function About({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { sections, team } = loaderData;
  const hasTeamSection = sections.some((s) => s.section_type === "team");
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title={`About ${settings.site_name}`}
        lead={
          settings.site_tagline ? `${settings.site_tagline}: that is the job we set ourselves.` : undefined
        }
      />

      {sections.length > 0 ? (
        sections.map((section, i) => <AboutSection key={section.id} section={section} index={i} />)
      ) : (
        <>
          <Section id="story" title="Our story">
            <div className="max-w-3xl space-y-4 text-lg text-fg">
              {defaultStory(settings).map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </Section>
          <section aria-label="Mission and vision" className={cn(altSurface, "py-14 sm:py-16")}>
            <div className={cn(container, "grid gap-6 md:grid-cols-2")}>
              <div className={cn(card, "p-6 sm:p-8")}>
                <Compass aria-hidden="true" className={cn("h-8 w-8", accentText)} />
                <h2 className="mt-4 text-2xl font-bold text-fg">Our mission</h2>
                <p className="mt-3 text-lg text-fg">{DEFAULT_MISSION}</p>
              </div>
              <div className={cn(card, "p-6 sm:p-8")}>
                <Eye aria-hidden="true" className={cn("h-8 w-8", accentText)} />
                <h2 className="mt-4 text-2xl font-bold text-fg">Our vision</h2>
                <p className="mt-3 text-lg text-fg">{DEFAULT_VISION}</p>
              </div>
            </div>
          </section>
          <Section id="values" title="What we value">
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {DEFAULT_VALUES.map((value) => (
                <li key={value.title} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className={cn("mt-1 h-5 w-5 shrink-0", accentText)} />
                  <div>
                    <h3 className="font-semibold text-fg">{value.title}</h3>
                    <p className="mt-1 text-muted">{value.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="how-we-work" title="How we work" className={altSurface}>
            <ul className="grid gap-6 md:grid-cols-3">
              {HOW_WE_WORK.map((item) => (
                <li key={item.title} className={cn(card, "p-6")}>
                  <h3 className="font-semibold text-fg">{item.title}</h3>
                  <p className="mt-2 text-muted">{item.text}</p>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}

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
          {faqs(settings).map((faq) => (
            <div key={faq.question}>
              <h3 className="text-lg font-semibold text-fg">{faq.question}</h3>
              <p className="mt-2 text-muted">{faq.answer}</p>
            </div>
          ))}
        </div>
      </Section>

      <ContactCta title={`Work with ${settings.site_name}`} />
    </>
  );
}
