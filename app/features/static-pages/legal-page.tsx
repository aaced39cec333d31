import { card, textLink } from "~/features/public-content/styles";
import { PageSection, StaticPage } from "./static-page";

export type LegalSection = { id: string; title: string; body: React.ReactNode };

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-21" → "21 November 2026" (no locale data involved, so server and browser agree). */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/**
 * A legal page: heading, "Last updated" date, an introduction, a numbered table of contents and
 * the numbered sections it links to.
 */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
}: {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated: string;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  return (
    <StaticPage
      title={title}
      meta={
        <>
          Last updated: <time dateTime={lastUpdated}>{formatLegalDate(lastUpdated)}</time>
        </>
      }
      lead={intro}
    >
      <nav aria-labelledby="contents-heading" className={`${card} p-5`}>
        <h2 id="contents-heading" className="text-base font-semibold text-fg">
          Contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 text-sm leading-6 marker:text-muted">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={textLink}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <PageSection key={section.id} id={section.id} title={`${index + 1}. ${section.title}`}>
          {section.body}
        </PageSection>
      ))}
    </StaticPage>
  );
}
