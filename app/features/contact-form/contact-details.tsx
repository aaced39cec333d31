import type { PublicSiteSettings } from "@common/schemas/site-settings";
import type { ReactNode } from "react";
import { Icon } from "~/components/icon/icon";
import { cx } from "~/lib/cx";
import {
  addressLines,
  businessHoursRows,
  mapsSearchUrl,
  safeEmbedUrl,
  telHref,
  timezoneLabel,
} from "./contact-info";

/** Brand-coloured links; in the dark theme light text underlined in the brand colour, for contrast. */
export const linkClass =
  "break-words font-medium text-primary underline-offset-4 hover:underline dark:text-fg dark:underline dark:decoration-primary";

/** A titled card on the contact pages; a labelled region, so its heading names it. */
export function InfoCard({
  id,
  title,
  icon,
  children,
  className,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cx("rounded-xl border border-border bg-card p-6 shadow-sm", className)}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd must be direct children of the item's div (a valid description list).
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted">
        <span aria-hidden="true" className="shrink-0">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 text-sm">{children}</dd>
    </div>
  );
}

/** Phone numbers, e-mail, postal address and the emergency line from settings. */
export function ContactDetails({ settings: s }: { settings: PublicSiteSettings }) {
  const address = addressLines(s);
  const hasEmergency = Boolean(s.emergency_contact_phone || s.emergency_contact_email);
  return (
    <InfoCard
      id="contact-details-heading"
      title="Contact details"
      icon={<Icon name="Phone" className="h-5 w-5" />}
    >
      <dl className="space-y-4">
        {s.contact_phone ? (
          <Row icon={<Icon name="Phone" className="h-4 w-4" />} label="Phone">
            <a href={telHref(s.contact_phone)} className={linkClass}>
              {s.contact_phone}
            </a>
          </Row>
        ) : null}
        {s.contact_phone_secondary ? (
          <Row icon={<Icon name="Phone" className="h-4 w-4" />} label="Secondary phone">
            <a href={telHref(s.contact_phone_secondary)} className={linkClass}>
              {s.contact_phone_secondary}
            </a>
          </Row>
        ) : null}
        {s.contact_email ? (
          <Row icon={<Icon name="Mail" className="h-4 w-4" />} label="Email">
            <a href={`mailto:${s.contact_email}`} className={linkClass}>
              {s.contact_email}
            </a>
          </Row>
        ) : null}
        {address.length > 0 ? (
          <Row icon={<Icon name="MapPin" className="h-4 w-4" />} label="Address">
            <address className="not-italic">
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Row>
        ) : null}
        {hasEmergency ? (
          <Row icon={<Icon name="Siren" className="h-4 w-4" />} label="Emergency support">
            <span className="block text-muted">
              For urgent issues with a live system, outside office hours too.
            </span>
            {s.emergency_contact_phone ? (
              <a href={telHref(s.emergency_contact_phone)} className={cx(linkClass, "block w-fit py-1.5")}>
                {s.emergency_contact_phone}
              </a>
            ) : null}
            {s.emergency_contact_email ? (
              <a href={`mailto:${s.emergency_contact_email}`} className={cx(linkClass, "block w-fit py-1.5")}>
                {s.emergency_contact_email}
              </a>
            ) : null}
          </Row>
        ) : null}
      </dl>
    </InfoCard>
  );
}

/** The week's opening hours from settings, Monday to Sunday, in 12-hour form. */
export function BusinessHours({ settings: s }: { settings: PublicSiteSettings }) {
  const rows = businessHoursRows(s.business_hours);
  const zone = timezoneLabel(s.timezone);
  return (
    <InfoCard
      id="business-hours-heading"
      title="Business hours"
      icon={<Icon name="Clock" className="h-5 w-5" />}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">Opening hours by day</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.day} className="border-b border-border last:border-0">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {row.label}
              </th>
              <td className={cx("py-2 text-right tabular-nums", row.closed && "text-muted")}>{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {zone ? <p className="mt-3 text-xs text-muted">All times are {zone}.</p> : null}
    </InfoCard>
  );
}

/**
 * Where to find us: the embedded map when staff set an embed URL, otherwise a plain link to a
 * maps site (no third-party script either way).
 */
export function LocationCard({ settings: s }: { settings: PublicSiteSettings }) {
  const embed = safeEmbedUrl(s.map_embed_url);
  const address = addressLines(s);
  const mapsUrl = mapsSearchUrl(s.map_latitude, s.map_longitude, address.join(", "));
  return (
    <InfoCard id="location-heading" title="Find us" icon={<Icon name="MapPin" className="h-5 w-5" />}>
      {s.location_description ? <p className="text-sm text-muted">{s.location_description}</p> : null}
      {embed ? (
        <iframe
          title="Map"
          src={embed}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="mt-4 h-64 w-full rounded-lg border border-border"
        />
      ) : mapsUrl ? (
        <a
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-border bg-bg px-4 py-2 text-sm font-medium text-fg hover:bg-black/5 dark:hover:bg-white/10"
        >
          <Icon name="MapPin" aria-hidden="true" className="h-4 w-4 text-primary" />
          Open in Maps
          <Icon name="ExternalLink" aria-hidden="true" className="h-3.5 w-3.5 text-muted" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </InfoCard>
  );
}
