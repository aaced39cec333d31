/* biome-ignore-all lint/security/noDangerouslySetInnerHtml: every string rendered here is either our own constant code, JSON escaped for script context, validated CSS, or staff code that passed the injected-code checks on the server (spec 1 §5.3b). */
import type { RootData } from "@common/schemas/site-settings";
import { isSafeUrl } from "@common/urls";
import { analyticsScripts, organizationJsonLd, themeCss } from "~/lib/site-head";

/**
 * In <head>: the settings' favicon, font (its one preload and @font-face rules) and theme variables; on
 * public pages also custom CSS, analytics, the header script and JSON-LD.
 */
export function SiteHead({ data }: { data: RootData | undefined }) {
  if (!data) return null;
  const { nonce, injected, settings, origin, font } = data;
  const analytics = injected ? analyticsScripts(injected.analytics) : null;
  return (
    <>
      {font.preload ? (
        <link rel="preload" as="font" type="font/woff2" href={font.preload} crossOrigin="anonymous" />
      ) : null}
      {/* After the root's default icon: browsers use the last one. */}
      {settings.site_favicon && isSafeUrl(settings.site_favicon) ? (
        <link rel="icon" href={settings.site_favicon} />
      ) : null}
      <style nonce={nonce} dangerouslySetInnerHTML={{ __html: font.css + themeCss(settings) }} />
      {injected?.css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: injected.css }} /> : null}
      {analytics?.gaSrc ? <script async src={analytics.gaSrc} nonce={nonce} /> : null}
      {analytics?.head.map((code, i) => (
        <script key={i} nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />
      ))}
      {injected?.header ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: injected.header }} />
      ) : null}
      {injected ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: organizationJsonLd(settings, origin) }}
        />
      ) : null}
    </>
  );
}

/** At the end of <body> on public pages: the footer script and GTM's no-script frame. */
export function SiteBodyEnd({ data }: { data: RootData | undefined }) {
  if (!data?.injected) return null;
  const { nonce, injected } = data;
  return (
    <>
      {injected.analytics.gtm ? (
        <noscript>
          <iframe
            title="Google Tag Manager"
            src={`https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(injected.analytics.gtm)}`}
            height="0"
            width="0"
            style={{ display: "none", visibility: "hidden" }}
          />
        </noscript>
      ) : null}
      {injected.footer ? (
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: injected.footer }} />
      ) : null}
    </>
  );
}
