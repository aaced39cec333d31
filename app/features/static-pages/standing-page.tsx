import type { PublicPage } from "@common/schemas/pages";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { articleProse, articleProseWith } from "~/features/public-content/article-prose";
import { card, jumpChip, textLink } from "~/features/public-content/styles";
import { cx } from "~/lib/cx";
import { pageMeta } from "~/lib/meta";
import { formatLegalDate } from "./legal-date";
import { StaticPage } from "./static-page";

/** Sanitised HTML rendered on the server from the page's Markdown (common/markdown.ts). */
function Html({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered and sanitised on the server by renderMarkdown
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The page's sections: prose styled as the blog's articles, with room for each section's anchor. */
const sectionsProse = cx(articleProse, "[&_h2]:scroll-mt-24 [&_h2]:tracking-tight [&>h2:first-child]:mt-0");

/**
 * A standing page from the database (issue 16): its title, the Markdown's opening as the lead,
 * an optional table of contents or jump links from its sections, what the route adds (the FAQ's
 * questions, the support page's contact cards), then the rest of the Markdown. A draft is only
 * ever rendered for signed-in staff, under the preview banner.
 */
export function StandingPage({
  page,
  contents,
  children,
}: {
  page: PublicPage;
  /**
   * "legal": a "Last updated" line and a numbered table of contents; "chips": jump links to the
   * sections; none by default.
   */
  contents?: "legal" | "chips";
  /** Shown between the lead and the sections. */
  children?: React.ReactNode;
}) {
  const legal = contents === "legal";
  const date = page.updated_at.slice(0, 10);
  return (
    <>
      {page.status === "draft" ? (
        <PreviewBanner message="This page is a draft: visitors cannot see it until it is published." />
      ) : null}
      <StaticPage
        title={page.title}
        meta={
          legal ? (
            <>
              Last updated: <time dateTime={date}>{formatLegalDate(date)}</time>
            </>
          ) : undefined
        }
        lead={
          page.leadHtml ? (
            <Html
              html={page.leadHtml}
              className={cx(articleProseWith({ text: "text-lg text-muted" }), "[&>p:first-child]:mt-0")}
            />
          ) : undefined
        }
      >
        {legal && page.headings.length > 0 ? (
          <nav aria-labelledby="contents-heading" className={`${card} p-5`}>
            <h2 id="contents-heading" className="text-base font-semibold text-fg">
              Contents
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm leading-6 marker:text-muted">
              {page.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className={textLink}>
                    {heading.text.replace(/^\d+\.\s*/, "")}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {contents === "chips" && page.headings.length > 0 ? (
          <nav aria-label="Sections of this page">
            <ul className="flex flex-wrap gap-2">
              {page.headings.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`} className={jumpChip}>
                    {heading.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {children}
        <Html html={page.html} className={sectionsProse} />
      </StaticPage>
    </>
  );
}

type StandingMetaArgs = Parameters<typeof pageMeta>[0] & { loaderData?: { page: PublicPage } };

/** A standing page's title and description: its SEO title and description, else its title. */
export function standingPageMeta(args: StandingMetaArgs) {
  const page = args.loaderData?.page;
  if (!page) return pageMeta(args, "Page not found");
  return pageMeta(args, page.seo_title || page.title, page.seo_description || undefined);
}
