import { Link } from "react-router";
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

const REASONS = [
  {
    title: "Work that people rely on",
    text: "What we build is used every day by growers in the field, teachers in classrooms and small teams running their businesses. You see who uses your work and what it changes for them.",
  },
  {
    title: "Variety without chaos",
    text: "Over a year you might work on a school management system, a farm sensor dashboard and an online shop. Projects are scoped properly before they start, so variety does not mean constant fire-fighting.",
  },
  {
    title: "A voice in how things are done",
    text: "We are a small agency. Ideas for better tools, processes or services are discussed openly, and the people closest to the work make the technical decisions.",
  },
  {
    title: "Room to learn",
    text: "Code review, pairing and time set aside for learning are part of the job. We share what we learn across projects, and we help you grow towards the work you want to do next.",
  },
];

const WAYS_OF_WORKING = [
  "Remote-friendly: work from home, from our office, or a mix of both. Some roles include occasional on-site visits to clients.",
  "Overlapping core hours for meetings and pairing, with flexibility around them for school runs, appointments and focused work.",
  "Written first: briefs, decisions and progress live on a shared project board, so nobody has to be in every meeting to know what is going on.",
  "Small project teams with one project lead, working in short cycles and showing the client working software at every step.",
  "Sustainable pace: we plan realistic schedules and treat late nights as a planning failure to fix, not a habit.",
];

const ROLES = [
  {
    title: "Full-stack web developer",
    text: "Builds websites, web applications and integrations with React, TypeScript, Node.js and PostgreSQL.",
  },
  {
    title: "Mobile app developer",
    text: "Builds cross-platform iOS and Android apps, including offline-first field apps for agriculture clients.",
  },
  {
    title: "Cloud and DevOps engineer",
    text: "Designs hosting, deployment pipelines, monitoring and backups, and keeps client systems secure and cost-effective.",
  },
  {
    title: "UI/UX and brand designer",
    text: "Shapes brand identities, interfaces and design systems, and tests them with the people who will use them.",
  },
  {
    title: "SEO and digital marketing specialist",
    text: "Plans and runs search, content, email and social campaigns, and reports honestly on what they achieve.",
  },
  {
    title: "Project manager",
    text: "Leads client projects from kickoff to launch: scope, schedule, budget and clear communication throughout.",
  },
  {
    title: "IT support and field technician",
    text: "Supports client devices and networks, installs on-site equipment such as farm sensors and school networks, and solves problems calmly.",
  },
  {
    title: "Student placement or internship",
    text: "For students and recent graduates who want real project experience alongside an experienced mentor.",
  },
];

const HIRING_STEPS = [
  {
    title: "Application review",
    text: "A member of the team you would work with reads your application. We reply to every applicant, whether or not we move forward.",
  },
  {
    title: "Introductory call",
    text: "A short video call to talk about the role, your experience and what you are looking for. Bring your questions too.",
  },
  {
    title: "Practical conversation",
    text: "You walk us through work you have done, or take on a small, time-boxed exercise close to the real job. We never use exercise work in client projects.",
  },
  {
    title: "Meet the team",
    text: "You meet the people you would work with day to day, and we talk through how we work, including the less glamorous parts.",
  },
  {
    title: "Offer",
    text: "If it is a match on both sides, we make a written offer, check references with your permission, and agree a start date.",
  },
  {
    title: "Onboarding",
    text: "Your first weeks follow a plan: accounts and equipment ready on day one, a named buddy, and a first project matched to your experience.",
  },
];

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
