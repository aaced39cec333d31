import { pageProse } from "~/features/public-content/styles";
import { cx } from "~/lib/cx";

/**
 * The frame of a static content page: a readable column, one h1 with an optional lead, then the
 * page's sections.
 */
export function StaticPage({
  title,
  lead,
  meta,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  /** A line under the heading, e.g. the "Last updated" date of a legal page. */
  meta?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-border pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {meta ? <p className="mt-3 text-sm text-muted">{meta}</p> : null}
        {lead ? <div className="mt-4 text-lg leading-8 text-muted">{lead}</div> : null}
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </article>
  );
}

/** One section of a static page: an h2 (an anchor target) and its copy. */
export function PageSection({
  id,
  title,
  children,
  prose = true,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
  /** Apply paragraph and list spacing to the children (off for grids of cards). */
  prose?: boolean;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-fg">
        {title}
      </h2>
      <div className={cx("mt-4", prose && pageProse)}>{children}</div>
    </section>
  );
}
