import { Link } from "react-router";
import { FAQ_GROUPS } from "~/content/faq";
import { jumpChip, textLink } from "~/features/public-content/styles";
import type { FaqValues } from "~/features/static-pages/faq-answers";
import { FaqList, faqPageJsonLd } from "~/features/static-pages/faq-list";
import { JsonLd } from "~/features/static-pages/json-ld";
import { StaticPage } from "~/features/static-pages/static-page";
import { pageMeta, siteNameFrom } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/faq";

export function meta(args: Route.MetaArgs) {
  const siteName = siteNameFrom(args.matches);
  return pageMeta(
    args,
    "FAQ",
    `Answers to common questions about working with ${siteName}: who we work with, how pricing and quotes work, project timelines, and support after launch.`,
  );
}

export default function Faq() {
  const settings = useSiteSettings();
  const values: FaqValues = {
    site: settings.site_name,
    email: settings.contact_email,
    phone: settings.contact_phone,
    response: settings.response_time_promise,
  };
  return (
    <StaticPage
      title="Frequently asked questions"
      lead={
        <p>Straight answers to the questions we hear most often. Select a question to show its answer.</p>
      }
    >
      <nav aria-label="Question groups">
        <ul className="flex flex-wrap gap-2">
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`} className={jumpChip}>
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <FaqList values={values} groups={FAQ_GROUPS} />
      <section
        aria-labelledby="still-questions-heading"
        className="rounded-lg border border-border bg-card p-6"
      >
        <h2 id="still-questions-heading" className="text-xl font-semibold text-fg">
          Still have a question?
        </h2>
        <p className="mt-2 leading-7 text-muted">
          <Link to="/contact" className={textLink}>
            Get in touch
          </Link>{" "}
          and we will answer it directly, or visit our{" "}
          <Link to="/support" className={textLink}>
            support page
          </Link>{" "}
          if something we built needs attention.
        </p>
      </section>
      <JsonLd data={faqPageJsonLd(FAQ_GROUPS, values)} />
    </StaticPage>
  );
}
