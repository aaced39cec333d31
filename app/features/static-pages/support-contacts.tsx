import { responseSentence } from "@common/page-placeholders";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { card, textLink } from "~/features/public-content/styles";
import { useSiteSettings } from "~/lib/site-settings";
import { EmailLink, PhoneLink } from "./contact-links";
import { PageSection } from "./static-page";

/**
 * The support page's "How to get help" cards: the e-mail, phone, hours and emergency contacts from
 * the site settings (not words staff edit in the page's Markdown).
 */
export function SupportContacts() {
  const settings = useSiteSettings();
  const hasEmergency = Boolean(settings.emergency_contact_phone || settings.emergency_contact_email);
  return (
    <PageSection id="get-help" title="How to get help" prose={false}>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li className={`${card} p-5`}>
          <h3 className="flex items-center gap-2 font-semibold text-fg">
            <Icon name="Mail" aria-hidden="true" className="h-5 w-5 text-muted" />
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
              <Icon name="Phone" aria-hidden="true" className="h-5 w-5 text-muted" />
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
            <Icon name="Clock" aria-hidden="true" className="h-5 w-5 text-muted" />
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
              <Icon name="LifeBuoy" aria-hidden="true" className="h-5 w-5 text-muted" />
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
  );
}
