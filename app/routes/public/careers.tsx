import { Link } from "react-router";
import { HIRING_STEPS, REASONS, ROLES, WAYS_OF_WORKING } from "~/content/careers";
import { card, textLink } from "~/features/public-content/styles";
import { EmailLink, mailtoHref } from "~/features/static-pages/contact-links";
import { PageSection, StaticPage } from "~/features/static-pages/static-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/careers";

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "Careers",
    `Work at ${siteName}: remote-friendly roles in web and app development, cloud, design, digital marketing, project management and technical support, plus student placements. How to apply and what our hiring process looks like.`,
  );
}

export default function Careers() {
  const settings = useSiteSettings();
  const email = settings.contact_email;
  const siteName = settings.site_name;
  return (
    <StaticPage
      title={`Careers at ${siteName}`}
      lead={
        <p>
          We design, build and look after websites, apps and software for farms, schools and growing
          businesses. If you care about doing that work well and explaining it clearly to the people it is
          for, we would like to hear from you.
        </p>
      }
    >
      <PageSection id="why-work-here" title="Why work here" prose={false}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.title} className={`${card} p-5`}>
              <h3 className="font-semibold text-fg">{reason.title}</h3>
              <p className="mt-2 leading-7 text-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how-we-work" title="How the team works">
        <ul>
          {WAYS_OF_WORKING.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="openings" title="Roles we hire for" prose={false}>
        <p className="leading-7 text-fg">
          We hire for these roles as our client work grows. Even when a role is not actively open, we keep
          strong applications on file and contact you when a position comes up.
        </p>
        <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-card">
          {ROLES.map((role) => (
            <li key={role.title} className="p-5">
              <h3 className="font-semibold text-fg">{role.title}</h3>
              <p className="mt-1 leading-7 text-muted">{role.text}</p>
              {email ? (
                <p className="mt-2 text-sm">
                  <a href={mailtoHref(email, `Application: ${role.title}`)} className={textLink}>
                    Apply for this role by email
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how-to-apply" title="How to apply">
        <p>
          Email <EmailLink email={email} subject="Application" /> with the role in the subject line, for
          example "Application: Full-stack web developer", and include:
        </p>
        <ul>
          <li>your CV or a link to your professional profile;</li>
          <li>a few sentences on why the role suits you and what you would like to work on;</li>
          <li>
            links to work you are proud of, such as a portfolio, code repositories or a write-up of a project;
          </li>
          <li>where you would like to work from, and when you could start.</li>
        </ul>
        <p>
          A cover letter is not required. If you are not sure which role fits, describe what you do and we
          will tell you honestly whether we have a place for it.
        </p>
      </PageSection>

      <PageSection id="hiring-process" title="Our hiring process" prose={false}>
        <ol className="space-y-4">
          {HIRING_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-fg">{step.title}</h3>
                <p className="mt-1 leading-7 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="equal-opportunity" title="Equal opportunity">
        <p>
          {siteName} is an equal opportunity employer. We make hiring decisions on the basis of skills,
          experience and the needs of the role, and we do not discriminate on the basis of race, colour,
          religion, sex, sexual orientation, gender identity or expression, national origin, age, disability,
          marital or family status, veteran status or any other characteristic protected by law.
        </p>
        <p>
          If you need an adjustment at any stage, such as extra time for an exercise, captions on a call or a
          different interview format, tell us at <EmailLink email={email} subject="Interview adjustments" />{" "}
          and we will arrange it. How we handle the information you send us is described in our{" "}
          <Link to="/privacy" className={textLink}>
            Privacy Policy
          </Link>
          .
        </p>
      </PageSection>
    </StaticPage>
  );
}
