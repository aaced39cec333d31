import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/features/public-content/styles";
import type { LegalSection } from "~/features/static-pages/legal-page";
import { type StorageItem, StorageList } from "~/features/static-pages/storage-list";

/**
 * The site's default words for the Cookie Policy, edited by developers until issue 16 makes them
 * editable in the back office. The page (app/routes/public/cookies.tsx) supplies what comes from
 * the site settings.
 */

/** The date of the last change to this policy's text. */
export const COOKIES_LAST_UPDATED = "2026-11-21";

/** The page's meta description. */
export function cookiesDescription(siteName: string): string {
  return `The cookies and browser storage the ${siteName} website uses: a session cookie for signed-in users, your theme preference, and analytics only when enabled. How to control them.`;
}

export function cookiesIntro({ siteName }: { siteName: string }): ReactNode {
  return (
    <p>
      This policy explains which cookies and similar browser storage the {siteName} website uses, what they do
      and how you can control them.
    </p>
  );
}

/** The cookies and browser storage the site always uses. */
const ESSENTIAL: StorageItem[] = [
  {
    name: "better-auth.session_token",
    kind: "Cookie (first-party, HTTP-only). On sites served over HTTPS its name starts with __Secure-.",
    purpose:
      "Keeps you signed in to your client account, or staff to the back office. It is set only when you sign in and holds a random session identifier, nothing else.",
    duration: "Seven days, renewed while you use the site; removed when you sign out.",
  },
  {
    name: "ui-theme",
    kind: "Local storage in your browser",
    purpose:
      "Remembers whether you chose the light, dark or system theme. It stays in your browser and is never sent to us.",
    duration: "Until you clear your browser's site data.",
  },
  {
    name: "atrium-chunk-reload",
    kind: "Session storage in your browser",
    purpose:
      "Notes that the page reloaded itself once after a site update, so it does not reload again in a loop.",
    duration: "Until you close the browser tab.",
  },
  {
    name: "Offline cache",
    kind: "Service worker cache in your browser",
    purpose:
      "Keeps copies of the site's public files and recently visited public pages so they load quickly and show an offline page when your connection drops. Account and back-office pages are never cached.",
    duration: "Until the site is updated or you clear your browser's site data.",
  },
];

export function cookiesSections({
  siteName,
  email,
  enabledAnalytics,
}: {
  siteName: string;
  email: ReactNode;
  enabledAnalytics: string[];
}): LegalSection[] {
  return [
    {
      id: "what-are-cookies",
      title: "What cookies and browser storage are",
      body: (
        <>
          <p>
            Cookies are small text files a website asks your browser to store and send back on later visits.
            Local storage, session storage and the service worker cache are similar features that let a
            website keep information in your browser; unlike cookies, they are not sent to the website
            automatically.
          </p>
          <p>
            "First-party" items are set by this website; "third-party" items are set by other services whose
            code runs on the page.
          </p>
        </>
      ),
    },
    {
      id: "essential",
      title: "What this website uses",
      body: (
        <>
          <p>
            By default, {siteName} uses only the items below. They are strictly necessary for features you ask
            for, or they only remember your own settings, so they do not require consent in most countries.
            None of them tracks you across other websites.
          </p>
          <StorageList items={ESSENTIAL} />
          <p>
            If you never sign in, no cookie is set by us at all: browsing pages, reading the blog and sending
            a quote request or contact message work without one.
          </p>
        </>
      ),
    },
    {
      id: "analytics",
      title: "Analytics and marketing tools",
      body: (
        <>
          <p>
            The website can load analytics or advertising tools, such as Google Analytics, Google Tag Manager
            or the Meta (Facebook) Pixel, but only if we turn them on in the site settings. When they are on,
            those providers set their own cookies to count visits, understand which pages are useful and
            measure campaigns, and they process your IP address and browser details under their own privacy
            policies. You can refuse these cookies by blocking third-party cookies in your browser or by using
            the providers' opt-out tools, described below.
          </p>
          <p>
            <strong>Currently enabled:</strong>{" "}
            {enabledAnalytics.length
              ? `${enabledAnalytics.join(", ")}.`
              : "none. This website does not load analytics or advertising tools."}
          </p>
        </>
      ),
    },
    {
      id: "managing",
      title: "How to control cookies and storage",
      body: (
        <>
          <p>
            All modern browsers let you view, block and delete cookies and site data, usually under Settings,
            then Privacy or Site data. You can delete this website's data at any time. If you block or delete
            the session cookie you will be signed out and will not be able to sign in until you allow it
            again; deleting the theme setting simply returns the site to its default theme.
          </p>
          <p>
            You can also limit analytics with your browser's tracking protection, or with the opt-out tools
            offered by the analytics providers themselves.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          If we add, change or remove cookies or other storage, we will update this page and the date at the
          top.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions about cookies are welcome at {email}. For more about how we handle personal information,
          read our{" "}
          <Link to="/privacy" className={textLink}>
            Privacy Policy
          </Link>
          .
        </p>
      ),
    },
  ];
}
