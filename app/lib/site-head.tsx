import { fontStack } from "@common/fonts";
import type { InjectedCode, PublicSiteSettings } from "@common/schemas/site-settings";
import { isSafeUrl } from "@common/urls";
import { jsonForScript } from "./json-script";

const HEX = /^#[0-9a-f]{6}$/i;

function hex(value: string | null | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

function clamp(value: string | null | undefined, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

/** The body text's weight, 100 to 900 in steps of 100. */
export function fontWeight(s: Pick<PublicSiteSettings, "font_weight">): number {
  return Math.round(clamp(s.font_weight, 100, 900, 400) / 100) * 100;
}

/**
 * The site's colours and typography as CSS variables, rendered on the server so the first paint
 * is already right. Every value is validated: settings cannot inject CSS here.
 */
export function themeCss(s: PublicSiteSettings): string {
  return [
    ":root{",
    `--color-primary:${hex(s.primary_color, "#2563EB")};`,
    `--color-secondary:${hex(s.secondary_color, "#4F46E5")};`,
    `--color-accent:${hex(s.accent_color, "#10B981")};`,
    `--color-bg:${hex(s.background_color, "#FFFFFF")};`,
    `--color-fg:${hex(s.text_color, "#1F2937")};`,
    `--color-border:${hex(s.border_color, "#E5E7EB")};`,
    `--font-sans:${fontStack(s.font_family)};`,
    `--base-font-size:${clamp(s.font_size, 12, 24, 16)}px;`,
    `--base-line-height:${clamp(s.line_height, 1, 2.5, 1.6)};`,
    `--base-font-weight:${fontWeight(s)};`,
    "}",
    ".dark{",
    `--color-bg:${hex(s.background_color_dark, "#1F2937")};`,
    `--color-fg:${hex(s.text_color_dark, "#F9FAFB")};`,
    `--color-border:${hex(s.border_color_dark, "#374151")};`,
    "}",
  ].join("");
}

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** JSON-LD describing the business (LocalBusiness): address, contact, hours, profiles. */
export function organizationJsonLd(s: PublicSiteSettings, origin: string): string {
  const hours = DAYS.flatMap((day, i) => {
    const h = s.business_hours?.[day];
    return h && !h.closed
      ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: SCHEMA_DAYS[i], opens: h.open, closes: h.close }]
      : [];
  });
  const sameAs = Object.values(s.social_links ?? {}).filter((url) => /^https?:\/\//.test(url));
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: s.site_name,
    url: origin,
    logo: s.site_logo && isSafeUrl(s.site_logo) ? new URL(s.site_logo, origin).href : `${origin}/icon.svg`,
    description: s.site_description ?? s.site_tagline ?? undefined,
    email: s.contact_email ?? undefined,
    telephone: s.contact_phone ?? undefined,
    address: s.address
      ? {
          "@type": "PostalAddress",
          streetAddress: [s.address, s.address_line_2].filter(Boolean).join(", "),
          addressLocality: s.city ?? undefined,
          addressRegion: s.state_province ?? undefined,
          postalCode: s.postal_code ?? undefined,
          addressCountry: s.country ?? undefined,
        }
      : undefined,
    geo:
      s.map_latitude != null && s.map_longitude != null
        ? { "@type": "GeoCoordinates", latitude: s.map_latitude, longitude: s.map_longitude }
        : undefined,
    openingHoursSpecification: hours.length ? hours : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
  };
  return jsonForScript(data);
}

/** The standard loader snippets for the configured (and valid) analytics IDs. */
export function analyticsScripts({ ga, gtm, pixel }: InjectedCode["analytics"]): {
  head: string[];
  gaSrc: string | null;
} {
  const head: string[] = [];
  if (ga) {
    head.push(
      `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag("js",new Date());gtag("config",${JSON.stringify(ga)});`,
    );
  }
  if (gtm) {
    head.push(
      `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({"gtm.start":new Date().getTime(),event:"gtm.js"});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!="dataLayer"?"&l="+l:"";j.async=true;j.src="https://www.googletagmanager.com/gtm.js?id="+i+dl;f.parentNode.insertBefore(j,f);})(window,document,"script","dataLayer",${JSON.stringify(gtm)});`,
    );
  }
  if (pixel) {
    head.push(
      `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");fbq("init",${JSON.stringify(pixel)});fbq("track","PageView");`,
    );
  }
  return { head, gaSrc: ga ? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}` : null };
}
