import { TERMS_LAST_UPDATED, termsDescription, termsIntro, termsSections } from "~/content/legal/terms";
import { EmailLink } from "~/features/static-pages/contact-links";
import { LegalPage } from "~/features/static-pages/legal-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/terms";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, "Terms of Service", termsDescription(siteNameFrom(args.matches)));
}

export default function Terms() {
  const settings = useSiteSettings();
  const siteName = settings.site_name;
  const email = <EmailLink email={settings.contact_email} subject="Terms of Service" />;
  const jurisdiction = [settings.state_province, settings.country].filter(Boolean).join(", ");
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={termsIntro({ siteName })}
      sections={termsSections({ siteName, email, jurisdiction })}
    />
  );
}
