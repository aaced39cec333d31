import type { NavService } from "@common/schemas/services";
import { isSafeUrl } from "@common/urls";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { useSiteSettings } from "~/lib/site-settings";
import { Logo } from "./logo";
import { type NavLink, serviceLinks } from "./nav-links";
import { platformName, SocialIcon } from "./social-icons";

const COLUMNS: { title: string; links: NavLink[] }[] = [
  {
    title: "Company",
    links: [
      // Not in spec 1 §2.4's list, which reaches /about only through its FAQ anchor.
      { to: "/about", label: "About" },
      { to: "/our-work", label: "Our Work" },
      { to: "/industries", label: "Industries" },
      { to: "/careers", label: "Careers" },
    ],
  },
  // The services column comes second: see `columns` below.
  {
    title: "Resources",
    links: [
      { to: "/blog", label: "Blog" },
      { to: "/case-studies", label: "Case Studies" },
      { to: "/about#faq", label: "FAQ" },
      { to: "/contact", label: "Support" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/terms", label: "Terms of Service" },
      { to: "/cookies", label: "Cookie Policy" },
      { to: "/sitemap", label: "Sitemap" },
    ],
  },
];

/** The public footer of spec 1 §2.4; `services` are the visible services, in order. */
export function Footer({ services }: { services: readonly NavService[] }) {
  const [company, ...rest] = COLUMNS;
  const columns = [company!, { title: "Services", links: serviceLinks(services) }, ...rest];
  const s = useSiteSettings();
  const address = [
    s.address,
    s.address_line_2,
    [s.city, s.state_province, s.postal_code].filter(Boolean).join(", "),
    s.country,
  ]
    .filter(Boolean)
    .join(", ");
  const mapHref =
    (s.map_embed_url && isSafeUrl(s.map_embed_url) ? s.map_embed_url : null) ||
    (address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : null);
  // Only web addresses become links, also from rows stored before the rule existed.
  const socials = Object.entries(s.social_links ?? {}).filter(
    ([, url]) => typeof url === "string" && isSafeUrl(url.trim()),
  );
  return (
    <footer className="border-t border-border bg-card">
      <nav
        aria-label="Footer"
        className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3 lg:grid-cols-6"
      >
        <div className="space-y-4 md:col-span-3 lg:col-span-2">
          <Logo siteName={s.site_name} />
          {s.site_tagline ? <p className="text-muted">{s.site_tagline}</p> : null}
          <ul className="footer-contact">
            {s.contact_phone ? (
              <li>
                <a href={`tel:${s.contact_phone.replace(/[^+\d]/g, "")}`}>
                  <Icon name="Phone" aria-hidden="true" className="h-4 w-4" />
                  {s.contact_phone}
                </a>
              </li>
            ) : null}
            {s.contact_email ? (
              <li>
                <a href={`mailto:${s.contact_email}`}>
                  <Icon name="Mail" aria-hidden="true" className="h-4 w-4" />
                  {s.contact_email}
                </a>
              </li>
            ) : null}
            {address && mapHref ? (
              <li>
                <a href={mapHref} target="_blank" rel="noopener noreferrer" className="items-start">
                  <Icon name="MapPin" aria-hidden="true" className="h-4 w-4 mt-0.5 shrink-0" />
                  {address}
                </a>
              </li>
            ) : null}
          </ul>
          {socials.length ? (
            <ul className="flex flex-wrap gap-2" aria-label="Social media">
              {socials.map(([platform, url]) => (
                <li key={platform}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={platformName(platform)}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-border hover:text-primary"
                  >
                    <SocialIcon platform={platform} className="h-4 w-4" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="footer-heading">{column.title}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-muted">
          {s.footer_text || `© ${new Date().getFullYear()} ${s.site_name}`}
        </p>
      </div>
    </footer>
  );
}
