import type { PublicPage } from "@common/schemas/pages";
import { Icon } from "~/components/icon/icon";
import { articleProseWith } from "~/features/public-content/article-prose";
import { cx } from "~/lib/cx";

type FaqItems = PublicPage["items"];

/** schema.org FAQPage for the questions shown. */
export function faqPageJsonLd(items: FaqItems) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.text },
    })),
  };
}

/** The questions in order, one disclosure (<details>) each; answers are sanitised Markdown. */
export function FaqList({ items }: { items: FaqItems }) {
  return (
    <div className="space-y-3">
      {items.map((item, index) => (
        <details key={`${index}-${item.question}`} className="group rounded-lg border border-border bg-card">
          <summary
            className={
              "flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 " +
              "font-medium text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 " +
              "focus-visible:outline-primary dark:hover:bg-white/5 [&::-webkit-details-marker]:hidden"
            }
          >
            <span>{item.question}</span>
            <Icon
              name="ChevronDown"
              aria-hidden="true"
              className="h-5 w-5 shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <div
            className={cx(articleProseWith({ paragraphs: "[&_p]:mt-3" }), "px-5 pb-5 [&>p:first-child]:mt-0")}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        </details>
      ))}
    </div>
  );
}
