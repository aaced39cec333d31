import { data } from "react-router";
import { Icon } from "~/components/icon/icon";
import { Link } from "~/components/link";
import {
  accentText,
  card,
  container,
  secondaryButton,
  stretchedLink,
  textLink,
} from "~/features/public-content/styles";
import { CARD_IMAGE_SIZES, ContactCta, CoverImage, PageHeader } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { formatLongDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import { useNavServices } from "~/lib/public-services";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/blog";
import { BLOG_PAGE_SIZE, listPublishedPosts, publicImages } from "./blog.server";

/** /blog?page=N — published posts whose publication date has come, newest first, nine a page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("page");
  const page = raw && /^\d+$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  const result = await listPublishedPosts(context.deps.db, { page, pageSize: BLOG_PAGE_SIZE });
  // A page past the last one does not exist (page 1 always does, with the empty state).
  if (page > 1 && page > result.pageCount) throw data(null, { status: 404 });
  const images = await publicImages(
    context.deps.db,
    result.items.map((p) => p.cover_image),
  );
  return { ...result, images };
}

export function meta(args: Route.MetaArgs) {
  const page = args.loaderData?.page ?? 1;
  return pageMeta(
    args,
    page > 1 ? `Blog, page ${page}` : "Blog",
    "Practical articles on websites, software, digital marketing, cloud and IT for farms, schools and growing businesses.",
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  // The first six visible services, as the menu lists them.
  const navServices = useNavServices().slice(0, 6);
  const { items, page, pageCount, total, images } = loaderData;
  const pageLink = (n: number) => (n <= 1 ? "/blog" : `/blog?page=${n}`);

  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Insights and practical guides"
        lead={`Advice from the ${settings.site_name} team on getting more from your website, software, marketing and IT, written for people who run organizations rather than for engineers.`}
      />
      <section aria-labelledby="articles-heading" className="py-12 sm:py-14">
        <div className={container}>
          <h2 id="articles-heading" className="sr-only">
            Articles{pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
          </h2>
          {items.length === 0 ? (
            <div className={cx(card, "mx-auto max-w-2xl p-8 text-center")}>
              <Icon name="Newspaper" aria-hidden="true" className={cx("mx-auto h-10 w-10", accentText)} />
              <p className="mt-4 text-lg font-semibold text-fg">No articles have been published yet.</p>
              <p className="mt-2 text-muted">Until then, find out more about what we do:</p>
              <ul className="mt-4 flex flex-wrap justify-center gap-x-4 gap-y-2">
                {navServices.map((s) => (
                  <li key={s.slug}>
                    <Link to={`/services/${s.slug}`} className={textLink}>
                      {s.title}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link to="/services" className={textLink}>
                    All services
                  </Link>
                </li>
              </ul>
            </div>
          ) : (
            <>
              <p className="text-sm text-muted">
                {total === 1 ? "1 article" : `${total} articles`}
                {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
              </p>
              <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {items.map((post) => (
                  <li key={post.id}>
                    <article className={cx(card, "relative flex h-full flex-col overflow-hidden")}>
                      <CoverImage
                        src={post.cover_image}
                        image={post.cover_image ? images[post.cover_image] : undefined}
                        sizes={CARD_IMAGE_SIZES}
                        alt={`Illustration for “${post.title}”`}
                        className="aspect-[16/9]"
                        fallback={<Icon name="Newspaper" aria-hidden="true" className="h-10 w-10" />}
                      />
                      <div className="flex flex-1 flex-col p-5">
                        <p className="text-sm text-muted">
                          <time dateTime={post.published_at}>
                            {formatLongDate(post.published_at, settings.timezone)}
                          </time>
                          {post.author ? ` · ${post.author}` : ""}
                        </p>
                        <h3 className="mt-2 text-lg font-semibold text-fg">
                          <Link to={`/blog/${post.id}`} className={stretchedLink}>
                            {post.title}
                          </Link>
                        </h3>
                        {post.excerpt ? (
                          <p className="mt-2 line-clamp-3 flex-1 text-sm text-muted">{post.excerpt}</p>
                        ) : null}
                        {post.tags.length > 0 ? (
                          <p className={cx("mt-4 text-xs font-semibold uppercase tracking-wide", accentText)}>
                            {post.tags.slice(0, 3).join(" · ")}
                          </p>
                        ) : null}
                      </div>
                    </article>
                  </li>
                ))}
              </ul>
              {pageCount > 1 ? (
                <nav
                  aria-label="Blog pages"
                  className="mt-10 flex flex-wrap items-center justify-between gap-4"
                >
                  {page > 1 ? (
                    <Link to={pageLink(page - 1)} className={secondaryButton} rel="prev">
                      <Icon name="ChevronLeft" aria-hidden="true" className="h-4 w-4" />
                      Newer articles
                    </Link>
                  ) : (
                    <span />
                  )}
                  <ol className="flex flex-wrap gap-1">
                    {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
                      <li key={n}>
                        <Link
                          to={pageLink(n)}
                          aria-current={n === page ? "page" : undefined}
                          aria-label={`Page ${n}`}
                          className={cx(
                            "inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium",
                            n === page
                              ? "border-primary bg-primary text-white"
                              : "border-border bg-card text-fg hover:bg-black/5 dark:hover:bg-white/10",
                          )}
                        >
                          {n}
                        </Link>
                      </li>
                    ))}
                  </ol>
                  {page < pageCount ? (
                    <Link to={pageLink(page + 1)} className={secondaryButton} rel="next">
                      Older articles
                      <Icon name="ChevronRight" aria-hidden="true" className="h-4 w-4" />
                    </Link>
                  ) : (
                    <span />
                  )}
                </nav>
              ) : null}
            </>
          )}
        </div>
      </section>
      <ContactCta
        title="Have a question we haven't covered?"
        text="Ask us directly. We are happy to give a straight answer, even if it does not lead to a project."
      />
    </>
  );
}
