import type { PublicImage } from "@common/public-images";
import { isSafeUrl } from "@common/urls";
import type { ReactNode } from "react";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import { StaticHtml } from "~/components/static-html";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { cx } from "~/lib/cx";
import { useSiteSettings } from "~/lib/site-settings";
import { accentText, altSurface, container, onPrimaryButton, onPrimaryOutlineButton } from "./styles";

/** The top of a content page: its one <h1>, an optional eyebrow and lead text. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={cx("border-b border-border", altSurface)}>
      <div className={cx(container, "py-12 sm:py-16")}>
        {eyebrow ? (
          <p className={cx("text-sm font-semibold uppercase tracking-wide", accentText)}>{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg sm:text-4xl lg:text-5xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-3xl text-lg text-muted">{lead}</div> : null}
        {children}
      </div>
    </header>
  );
}

/** A page section with a visible <h2> that names it for assistive technology too. */
export function Section({
  id,
  title,
  intro,
  action,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cx("page-section", className)}>
      <div className={container}>
        <div className="section-head">
          <div className="max-w-3xl">
            <h2 id={`${id}-heading`} className="section-title">
              {title}
            </h2>
            {intro ? <div className="mt-3 text-muted">{intro}</div> : null}
          </div>
          {action}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** "View all …" beside a section title. */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={cx("section-link", accentText)}>
      {children}
      <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}

/** A URL from the database that is safe in an href: http(s), mailto, tel or a path on this site. */
export function safeHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (isSafeUrl(value, "web-or-contact")) return value;
  if (/^[#?][^\s]*$/.test(value)) return value;
  return null;
}

/** A link that stays in the app for our own paths and leaves it for anything else. */
export function SmartLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const href = safeHref(to);
  if (!href) return null;
  if (href.startsWith("/")) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The closing call to action: contact us (spec: every content page ends with a way to get in touch). */
export function ContactCta({ title = "Have a project in mind?", text }: { title?: string; text?: string }) {
  const settings = useSiteSettings();
  const promise = settings.response_time_promise?.trim();
  return (
    <section aria-labelledby="contact-cta-heading" className="primary-band">
      <div className={cx(container, "py-14 text-white sm:py-16")}>
        <h2 id="contact-cta-heading" className="section-title text-white">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-white/90">
          {/* One text node (adjacent ones are separated by a comment in the server's HTML). */}
          {(text ??
            `Tell us what you want to achieve and ${settings.site_name} will come back with ideas, a clear plan and an honest estimate.`) +
            (promise ? ` ${promise.replace(/\.?$/, ".")}` : "")}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/contact" className={onPrimaryButton}>
            {settings.contact_cta_text?.trim() || "Contact us"}
            <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to="/our-work" className={onPrimaryOutlineButton}>
            See our work
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * A picture for a card or header, or a tinted panel with an icon where there is none. With the
 * stored `image` (its size from the loader's `publicImages`) it gets width and height and a
 * responsive srcset; `sizes` says how wide it is shown.
 */
export function CoverImage({
  src,
  image,
  sizes,
  alt,
  fallback,
  className,
  eager = false,
  maxWidth,
  minWidth,
}: {
  src: string | null | undefined;
  image?: PublicImage;
  sizes?: string;
  /** The widest the picture is drawn, in device pixels (`CARD_IMAGE_MAX_WIDTH` for cards). */
  maxWidth?: number;
  /** The narrowest variant worth listing (`CARD_IMAGE_MIN_WIDTH` for cards). */
  minWidth?: number;
  alt: string;
  fallback: ReactNode;
  className?: string;
  eager?: boolean;
}) {
  if (src) {
    return (
      <ResponsiveImage
        image={image?.src === src ? image : { src, width: null, height: null }}
        alt={alt}
        sizes={sizes}
        priority={eager}
        maxWidth={maxWidth}
        minWidth={minWidth}
        className={cx("cover", className)}
      />
    );
  }
  return (
    <div
      className={cx(
        "flex w-full items-center justify-center bg-gradient-to-br from-primary/15 to-secondary/25 text-primary dark:from-primary/25 dark:to-secondary/35 dark:text-white/80",
        className,
      )}
    >
      {fallback}
    </div>
  );
}

/** `sizes` of a card picture in the public grids (one, two, then three columns in the container). */
export const CARD_IMAGE_SIZES =
  "(min-width: 1152px) 368px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** An item's React key: its id, else its slug (the home page's rows come without ids). */
function itemKey(item: object): string | undefined {
  if ("id" in item && typeof item.id === "string") return item.id;
  if ("slug" in item && typeof item.slug === "string") return item.slug;
  return undefined;
}

/**
 * Cards in a responsive grid (`className` gives its columns), one list item each, keyed by id,
 * else slug, else position.
 */
export function CardGrid<T extends object>({
  items,
  className,
  children,
}: {
  /** Null when the items did not travel as hydration data: the server's markup is kept (StaticHtml). */
  items: readonly T[] | null;
  className: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <StaticHtml as="ul" className={cx("grid gap-6", className)} items={items}>
      {(list) => list.map((item, index) => <li key={itemKey(item) ?? index}>{children(item, index)}</li>)}
    </StaticHtml>
  );
}

/** "← All articles": back to the list, at the top of one item's page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={cx("inline-flex items-center gap-1 text-sm font-medium hover:underline", accentText)}
    >
      <Icon name="ArrowLeft" aria-hidden="true" className="h-4 w-4" />
      {children}
    </Link>
  );
}
