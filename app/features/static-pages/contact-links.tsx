import type { PublicSiteSettings } from "@common/schemas/site-settings";
import { Link } from "~/components/link";
import { textLink } from "~/features/public-content/styles";

/** A `tel:` address: the digits of a phone number, keeping a leading "+". */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/** A `mailto:` address, with an optional subject line. */
export function mailtoHref(email: string, subject?: string): string {
  return `mailto:${email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** The postal address from settings on one line, or null when none is set. */
export function formatAddress(settings: PublicSiteSettings): string | null {
  const cityLine = [settings.city, [settings.state_province, settings.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const parts = [settings.address, settings.address_line_2, cityLine, settings.country].filter(
    (part): part is string => Boolean(part && part.trim()),
  );
  return parts.length ? parts.join(", ") : null;
}

/**
 * The contact e-mail from settings as a mail link; without one, a link to the contact page, so
 * the sentence around it still reads.
 */
export function EmailLink({
  email,
  subject,
  className = textLink,
}: {
  email: string | null | undefined;
  subject?: string;
  className?: string;
}) {
  if (!email) {
    return (
      <Link to="/contact" className={className}>
        our contact page
      </Link>
    );
  }
  return (
    <a href={mailtoHref(email, subject)} className={className}>
      {email}
    </a>
  );
}

/** A phone number from settings as a telephone link; nothing without one. */
export function PhoneLink({
  phone,
  className = textLink,
}: {
  phone: string | null | undefined;
  className?: string;
}) {
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className={className}>
      {phone}
    </a>
  );
}
