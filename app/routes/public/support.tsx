import { Clock, LifeBuoy, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import { PLANS, REQUEST_CHECKLIST } from "~/content/support";
import { card, textLink } from "~/features/public-content/styles";
import { EmailLink, PhoneLink } from "~/features/static-pages/contact-links";
import { responseSentence } from "~/features/static-pages/faq-answers";
import { PageSection, StaticPage } from "~/features/static-pages/static-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/support";

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "Support",
    `Get help from ${siteName}: how to reach our support team by email or phone, our support plans for websites, apps and IT systems, and what to include in a support request.`,
  );
}

export default function Support() {
  const settings = useSiteSettings();
  const siteName = settings.site_name;
  const hasEmergency = Boolean(settings.emergency_contact_phone || settings.emergency_contact_email);
  return (
    <StaticPage
      title="Support"
      lead={
        <p>
          Something not working, or need a hand with a change? Here is how to reach the {siteName} support
          team, what our support plans cover, and how to help us fix things quickly.
        </p>
      }
    >
      <PageSection id="get-help" title="How to get help" prose={false}>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className={`${card} p-5`}>
            <h3 className="flex items-center gap-2 font-semibold text-fg">
              <Mail aria-hidden="true" className="h-5 w-5 text-muted" />
              Email
            </h3>
            <p className="mt-2 leading-7 text-muted">
              The best route for most requests: it gives us your details in writing and a thread to reply to.
            </p>
            <p className="mt-2 break-words">
              <EmailLink email={settings.contact_email} subject="Support request" />
            </p>
          </li>
          {settings.contact_phone ? (
            <li className={`${card} p-5`}>
              <h3 className="flex items-center gap-2 font-semibold text-fg">
                <Phone aria-hidden="true" className="h-5 w-5 text-muted" />
                Phone
              </h3>
              <p className="mt-2 leading-7 text-muted">
                For problems that are easier to talk through, or that stop you working.
              </p>
              <p className="mt-2">
                <PhoneLink phone={settings.contact_phone} />
              </p>
            </li>
          ) : null}
          <li className={`${card} p-5`}>
            <h3 className="flex items-center gap-2 font-semibold text-fg">
              <Clock aria-hidden="true" className="h-5 w-5 text-muted" />
              Response times
            </h3>
            <p className="mt-2 leading-7 text-muted">{responseSentence(settings.response_time_promise)}</p>
            <p className="mt-2 leading-7 text-muted">
              {settings.office_hours_display ? `Business hours: ${settings.office_hours_display}. ` : null}
              <Link to="/contact" className={textLink}>
                See our opening hours and address
              </Link>
            </p>
          </li>
          {hasEmergency ? (
            <li className={`${card} p-5`}>
              <h3 className="flex items-center gap-2 font-semibold text-fg">
                <LifeBuoy aria-hidden="true" className="h-5 w-5 text-muted" />
                Urgent outages
              </h3>
              <p className="mt-2 leading-7 text-muted">
                If a system we look after is down for everyone, use our emergency contact.
              </p>
              <p className="mt-2 space-y-1">
                {settings.emergency_contact_phone ? (
                  <span className="block">
                    <PhoneLink phone={settings.emergency_contact_phone} />
                  </span>
                ) : null}
                {settings.emergency_contact_email ? (
                  <span className="block break-words">
                    <EmailLink email={settings.emergency_contact_email} subject="Urgent: system down" />
                  </span>
                ) : null}
              </p>
            </li>
          ) : null}
        </ul>
      </PageSection>

      <PageSection id="support-plans" title="Support plans" prose={false}>
        <p className="leading-7 text-fg">
          Every project we deliver includes a period after launch in which we fix defects at no charge. After
          that, choose the level of support that matches how much you depend on the system. The exact scope
          and response times of each plan are written into your support agreement.
        </p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li key={plan.name} className={`${card} flex flex-col p-5`}>
              <h3 className="text-lg font-semibold text-fg">{plan.name}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{plan.for}</p>
              <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm leading-6 text-fg">
                {plan.includes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-6 leading-7 text-fg">
          Not sure which plan fits?{" "}
          <Link to="/contact" className={textLink}>
            Tell us about your systems
          </Link>{" "}
          and we will recommend one, with a written quote.
        </p>
      </PageSection>

      <PageSection id="support-request" title="What to include in a support request">
        <p>The more of this you can tell us, the faster we can find and fix the problem:</p>
        <ul>
          {REQUEST_CHECKLIST.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <strong>Never send passwords by email.</strong> If we need access to an account, we will arrange a
          secure way to share it.
        </p>
      </PageSection>

      <PageSection id="more-help" title="More help">
        <ul>
          <li>
            <Link to="/faq" className={textLink}>
              Frequently asked questions
            </Link>{" "}
            about working with us, pricing, timelines and support.
          </li>
          <li>
            <Link to="/contact" className={textLink}>
              Contact us
            </Link>{" "}
            for anything else, including new projects and changes to an existing plan.
          </li>
        </ul>
      </PageSection>
    </StaticPage>
  );
}
