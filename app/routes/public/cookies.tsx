import {
  COOKIES_LAST_UPDATED,
  cookiesDescription,
  cookiesIntro,
  cookiesSections,
} from "~/content/legal/cookies";
import { EmailLink } from "~/features/static-pages/contact-links";
import { LegalPage } from "~/features/static-pages/legal-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useRootData, useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/cookies";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Cookie Policy", cookiesDescription(siteNameFrom(args.matches)));
}

/** The analytics tools turned on in settings (those with a valid ID), by name. */
function useEnabledAnalytics(): string[] {
  const analytics = useRootData()?.injected?.analytics;
  if (!analytics) return [];
  return [
    analytics.ga ? "Google Analytics" : null,
    analytics.gtm ? "Google Tag Manager" : null,
    analytics.pixel ? "Meta (Facebook) Pixel" : null,
  ].filter((name): name is string => name !== null);
}

export default function Cookies() {
  const settings = useSiteSettings();
  const siteName = settings.site_name;
  const email = <EmailLink email={settings.contact_email} subject="Cookie Policy" />;
  const enabledAnalytics = useEnabledAnalytics();
  return (
    <LegalPage
      title="Cookie Policy"
      lastUpdated={COOKIES_LAST_UPDATED}
      intro={cookiesIntro({ siteName })}
      sections={cookiesSections({ siteName, email, enabledAnalytics })}
    />
  );
}
