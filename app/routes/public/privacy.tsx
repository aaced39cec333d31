import {
  PRIVACY_LAST_UPDATED,
  privacyDescription,
  privacyIntro,
  privacySections,
} from "~/content/legal/privacy";
import { EmailLink, formatAddress } from "~/features/static-pages/contact-links";
import { LegalPage } from "~/features/static-pages/legal-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Privacy Policy", privacyDescription(siteNameFrom(args.matches)));
}

export default function Privacy() {
  const settings = useSiteSettings();
  const siteName = settings.site_name;
  const address = formatAddress(settings);
  const email = <EmailLink email={settings.contact_email} subject="Privacy request" />;
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={privacyIntro({ siteName })}
      sections={privacySections({ siteName, email, address })}
    />
  );
}
