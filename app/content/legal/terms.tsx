import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/features/public-content/styles";
import type { LegalSection } from "~/features/static-pages/legal-page";

/**
 * The site's default words for the Terms of Service, edited by developers until issue 16 makes them
 * editable in the back office. The page (app/routes/public/terms.tsx) supplies what comes from
 * the site settings.
 */

/** The date of the last change to these terms. */
export const TERMS_LAST_UPDATED = "2026-11-21";

/** The page's meta description. */
export function termsDescription(siteName: string): string {
  return `The terms for using the ${siteName} website, client accounts and quote requests: acceptable use, quotes and project agreements, intellectual property, liability and governing law.`;
}

export function termsIntro({ siteName }: { siteName: string }): ReactNode {
  return (
    <p>
      Please read these terms carefully. They explain the rules for using the {siteName} website and what you
      can expect from us.
    </p>
  );
}

export function termsSections({
  siteName,
  email,
  jurisdiction,
}: {
  siteName: string;
  email: ReactNode;
  jurisdiction: string;
}): LegalSection[] {
  return [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: (
        <>
          <p>
            These terms apply to your use of this website, including its quote and contact forms and client
            accounts. By using the website you agree to them. If you use it on behalf of an organisation, you
            confirm that you are authorised to accept these terms for it.
          </p>
          <p>
            They do not cover the services we deliver to clients, which are governed by a separate written
            agreement (see section 6).
          </p>
        </>
      ),
    },
    {
      id: "about-us",
      title: "About us",
      body: (
        <p>
          The website is operated by {siteName}, a technology services agency. You can contact us at {email}{" "}
          or through our{" "}
          <Link to="/contact" className={textLink}>
            contact page
          </Link>
          .
        </p>
      ),
    },
    {
      id: "using-the-website",
      title: "Using the website",
      body: (
        <>
          <p>You may use the website for lawful purposes only. You must not:</p>
          <ul>
            <li>submit false, misleading or someone else's information through our forms;</li>
            <li>send spam, automated submissions or content that is unlawful, abusive or infringing;</li>
            <li>
              try to gain unauthorised access to the website, its accounts or the systems behind it, or probe,
              scan or test their vulnerability without our written permission;
            </li>
            <li>
              interfere with the website's operation, for example by overloading it or spreading malware;
            </li>
            <li>copy or scrape substantial parts of the website for commercial use.</li>
          </ul>
          <p>
            If you find a security vulnerability, please report it to {email} and give us reasonable time to
            fix it before disclosing it.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Client accounts",
      body: (
        <>
          <p>
            You must give accurate information when you register and keep your password confidential. You are
            responsible for activity under your account; tell us straight away at {email} if you think someone
            else has used it.
          </p>
          <p>
            We may suspend or close an account that breaches these terms or that we reasonably believe is
            being misused. You can ask us to close your account at any time.
          </p>
        </>
      ),
    },
    {
      id: "quotes",
      title: "Quotes and estimates",
      body: (
        <>
          <p>
            A quote request is an enquiry, not an order, and places no obligation on you or on us. Quotes and
            estimates we give are based on the information available at the time. Unless a quote says
            otherwise, it is valid for 30 days and may change if the scope, timeline or requirements change.
          </p>
          <p>
            Prices, timelines and examples on this website are for general information. They are not an offer,
            and they do not form part of a contract unless they are included in a signed agreement.
          </p>
        </>
      ),
    },
    {
      id: "project-agreements",
      title: "Project and support agreements",
      body: (
        <p>
          Work begins only once a written proposal, statement of work or support agreement has been accepted.
          That agreement sets out the scope, deliverables, fees, payment terms, ownership of work and
          warranties for the engagement. If it conflicts with these terms, the agreement takes precedence.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <>
          <p>
            The content of this website, including its text, graphics, logos, case studies and design, belongs
            to {siteName} or its licensors. You may view and print pages for your own reference, but you may
            not reproduce, adapt or distribute them without our permission. Client names, logos and work shown
            in our portfolio belong to their owners and appear with their permission.
          </p>
          <p>
            You keep ownership of anything you send us, such as project descriptions, documents or designs.
            You give us permission to use it to respond to your enquiry and prepare a quote, and you confirm
            that you have the right to share it.
          </p>
        </>
      ),
    },
    {
      id: "third-party-links",
      title: "Third-party links and services",
      body: (
        <p>
          The website may link to other websites and services that we do not control, such as maps and social
          networks. We are not responsible for their content or their privacy practices, and a link does not
          mean we endorse them.
        </p>
      ),
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      body: (
        <p>
          We work to keep the website accurate, available and secure, but we provide it "as is" and "as
          available". To the extent the law allows, we make no promise that it will always be available, free
          of errors or suitable for a particular purpose. Information on the website is general and is not
          professional advice for your specific situation.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: (
        <>
          <p>
            To the extent the law allows, {siteName} is not liable for any indirect or consequential loss, or
            for loss of profits, revenue, data or business opportunity, arising from your use of this website.
            Because the website is provided free of charge, our total liability to you in connection with it
            is limited to the lowest amount the applicable law permits.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud
            or for death or personal injury caused by negligence, or affects your statutory rights as a
            consumer.
          </p>
        </>
      ),
    },
    {
      id: "indemnity",
      title: "Indemnity",
      body: (
        <p>
          If you use the website in breach of these terms or the law, you agree to cover reasonable losses and
          costs we incur as a direct result, including reasonable legal fees.
        </p>
      ),
    },
    {
      id: "suspension",
      title: "Changes, suspension and termination",
      body: (
        <p>
          We may change, suspend or withdraw any part of the website, for example for maintenance or upgrades,
          and we may restrict access for anyone who breaches these terms. Sections that by their nature should
          continue, such as intellectual property, limitation of liability and governing law, continue to
          apply after your use ends.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      body: (
        <>
          <p>
            These terms are governed by the laws of the place where {siteName} is established
            {jurisdiction ? ` (${jurisdiction})` : null}, without regard to its conflict-of-laws rules. The
            courts of that place have jurisdiction over any dispute, unless the law of your place of residence
            gives you the right to bring proceedings there as a consumer.
          </p>
          <p>
            Before starting formal proceedings, please contact us at {email} so we can try to resolve the
            matter informally. Most concerns can be settled quickly this way.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms from time to time. The date at the top shows when they last changed. The
          version published when you use the website applies to that use; if a change significantly affects
          account holders, we will tell them by email before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions about these terms are welcome at {email}. How we handle personal information is described
          in our{" "}
          <Link to="/privacy" className={textLink}>
            Privacy Policy
          </Link>{" "}
          and our{" "}
          <Link to="/cookies" className={textLink}>
            Cookie Policy
          </Link>
          .
        </p>
      ),
    },
  ];
}
