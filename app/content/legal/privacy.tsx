import type { ReactNode } from "react";
import { Link } from "react-router";
import { textLink } from "~/features/public-content/styles";
import type { LegalSection } from "~/features/static-pages/legal-page";

/**
 * The site's default words for the Privacy Policy, edited by developers until issue 16 makes them
 * editable in the back office. The page (app/routes/public/privacy.tsx) supplies what comes from
 * the site settings.
 */

/** The date of the last change to this policy's text. */
export const PRIVACY_LAST_UPDATED = "2026-11-21";

/** The page's meta description. */
export function privacyDescription(siteName: string): string {
  return `How ${siteName} collects, uses, shares and protects personal information from its website, quote and contact forms and client accounts, how long it is kept, and your rights.`;
}

export function privacyIntro({ siteName }: { siteName: string }): ReactNode {
  return (
    <p>
      This policy explains what personal information {siteName} collects through this website, its quote and
      contact forms and client accounts, why we collect it, how long we keep it and the choices you have.
    </p>
  );
}

export function privacySections({
  siteName,
  email,
  address,
}: {
  siteName: string;
  email: ReactNode;
  address: string | null;
}): LegalSection[] {
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            This website is operated by {siteName} ("we", "us", "our"), a technology services agency providing
            web and app development, search engine optimisation, digital marketing, brand design, cloud
            services, agriculture technology, school management systems, business solutions, student programs,
            technical services and digital transformation.
          </p>
          <p>
            We are responsible for the personal information described in this policy.
            {address ? ` Our postal address is ${address}.` : null} You can reach us about privacy at {email}.
          </p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      body: (
        <>
          <p>We collect only the information we need to answer you and to run this website:</p>
          <ul>
            <li>
              <strong>Quote requests.</strong> When you use the Get a Quote form: your name, email address,
              phone number and company, and the details of your project, such as the project type, title and
              description, budget range, timeline, features and platforms you need, examples you like, special
              requirements and how you heard about us.
            </li>
            <li>
              <strong>Contact messages.</strong> When you use the contact form: your name, email address and,
              if you give them, your phone number and company, together with your message and any other fields
              the form asks for.
            </li>
            <li>
              <strong>Spam prevention data.</strong> With every quote request and contact message we record
              the IP address it was sent from and your browser's user-agent string (which identifies the
              browser and operating system). We use them to detect and block automated submissions and abuse.
            </li>
            <li>
              <strong>Client accounts.</strong> When you register: your first and last name, email address,
              company and password. Passwords are stored only as a secure one-way hash. While you are signed
              in we keep a session record that includes the IP address and browser you signed in from.
            </li>
            <li>
              <strong>Correspondence.</strong> Emails you send us and our replies, including any files you
              attach.
            </li>
            <li>
              <strong>Job applications.</strong> If you apply for a role, your CV and anything else you choose
              to send us.
            </li>
            <li>
              <strong>Technical logs.</strong> Our servers keep short-lived logs of requests (such as the page
              requested, the time and the IP address) to keep the site secure and diagnose faults.
            </li>
          </ul>
          <p>
            Please do not send us sensitive information, such as health or financial details, through our
            forms unless we have asked for it and agreed a secure way to share it.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      body: (
        <>
          <p>We use your information to:</p>
          <ul>
            <li>reply to your enquiry, prepare quotes and proposals, and follow up on them;</li>
            <li>deliver, support and invoice the services you engage us for;</li>
            <li>create and secure your client account and show you the status of your requests;</li>
            <li>
              send service emails, such as confirmations of a request you made or replies to your messages;
            </li>
            <li>protect the website and our forms against spam, fraud and abuse;</li>
            <li>consider your application if you apply for a job with us;</li>
            <li>meet our legal, tax and accounting obligations.</li>
          </ul>
          <p>
            We do not sell your personal information, and we do not use it for automated decisions that have
            legal or similarly significant effects on you. We send marketing emails only if you have asked to
            receive them, and every such email lets you unsubscribe.
          </p>
        </>
      ),
    },
    {
      id: "legal-bases",
      title: "Legal bases for processing",
      body: (
        <>
          <p>Where data protection laws require a legal basis, we rely on:</p>
          <ul>
            <li>
              <strong>steps before or under a contract</strong>, when we prepare a quote at your request or
              deliver a project or support plan;
            </li>
            <li>
              <strong>legitimate interests</strong>, to answer enquiries, keep the site secure and prevent
              spam, where these interests are not overridden by your rights;
            </li>
            <li>
              <strong>consent</strong>, for optional analytics cookies and marketing emails, which you can
              withdraw at any time;
            </li>
            <li>
              <strong>legal obligations</strong>, for example keeping invoices and accounting records.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and similar technologies",
      body: (
        <p>
          We use one cookie to keep you signed in to your account and store your light or dark theme choice in
          your browser. Analytics or advertising tools run only if we turn them on. Our{" "}
          <Link to="/cookies" className={textLink}>
            Cookie Policy
          </Link>{" "}
          explains each one and how to control them.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "How we share information",
      body: (
        <>
          <p>We share personal information only with:</p>
          <ul>
            <li>
              <strong>service providers</strong> that help us run our business, such as hosting, email
              delivery, file storage and, where we use them, software tools that help our staff draft replies
              and summarise requests. They may use the information only to provide their service to us, under
              contracts that require them to protect it;
            </li>
            <li>
              <strong>subcontractors</strong> working with us on your project, only where you have agreed and
              only the information they need;
            </li>
            <li>
              <strong>professional advisers</strong>, such as accountants, lawyers and insurers, under duties
              of confidentiality;
            </li>
            <li>
              <strong>authorities</strong>, when the law requires it or to protect our rights, our clients or
              the public;
            </li>
            <li>
              <strong>a successor business</strong>, if we are involved in a merger or sale, in which case
              this policy continues to apply to your information.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "international-transfers",
      title: "International transfers",
      body: (
        <p>
          Some of our service providers may process information in other countries. Where the law requires it,
          we make sure appropriate safeguards are in place, such as standard contractual clauses or transfers
          to countries recognised as providing adequate protection.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep information",
      body: (
        <>
          <ul>
            <li>
              <strong>Quote requests and contact messages</strong> that do not lead to a project: up to 24
              months after our last contact with you, so we can pick up the conversation if you come back,
              then deleted.
            </li>
            <li>
              <strong>Client and project records</strong>: for the duration of our relationship and afterwards
              for as long as tax, accounting and limitation rules require, typically up to seven years.
            </li>
            <li>
              <strong>Spam prevention data</strong> (IP address and browser details): kept with the submission
              it belongs to and deleted with it.
            </li>
            <li>
              <strong>Client accounts</strong>: until you ask us to delete your account. Sign-in sessions
              expire after seven days without use, or when you sign out.
            </li>
            <li>
              <strong>Job applications</strong>: up to 12 months after the role is filled, unless you ask us
              to delete them sooner.
            </li>
            <li>
              <strong>Server logs</strong>: a few weeks, unless needed to investigate a security incident.
            </li>
          </ul>
          <p>When information is no longer needed, we delete it or make it anonymous.</p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect information",
      body: (
        <p>
          We use encrypted connections, hashed passwords, access limited to the staff who need it, permissions
          for every administrative action, activity logs, encryption of stored credentials and regular
          backups. No system is perfectly secure, so if we become aware of a breach that affects your
          information, we will notify you and the authorities as the law requires.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Depending on where you live, you may have the right to:</p>
          <ul>
            <li>access the personal information we hold about you and receive a copy;</li>
            <li>have inaccurate information corrected;</li>
            <li>have your information deleted;</li>
            <li>restrict or object to how we use it, including for direct marketing;</li>
            <li>receive your information in a portable format;</li>
            <li>withdraw consent at any time, where we rely on consent;</li>
            <li>not be treated differently for exercising these rights.</li>
          </ul>
          <p>
            To exercise any of these rights, email {email}. We may ask you to confirm your identity, and we
            respond within the time the law allows, usually one month. You also have the right to complain to
            your local data protection authority, though we would appreciate the chance to resolve your
            concern first.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          This website is not intended for children under 16, and we do not knowingly collect their personal
          information through it. Our student programs are arranged with schools, parents or guardians, who
          provide any information needed. If you believe a child has sent us personal information, contact us
          at {email} and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We may update this policy when our services or the law change. The date at the top shows when it was
          last changed. If a change significantly affects how we use information we already hold, we will tell
          account holders by email before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions about this policy or your information are welcome at {email}
          {address ? (
            <>
              , or by post to {siteName}, {address}
            </>
          ) : null}
          . You can also use our{" "}
          <Link to="/contact" className={textLink}>
            contact page
          </Link>
          .
        </p>
      ),
    },
  ];
}
