import { data } from "react-router";
import { PreviewBanner } from "~/components/layout/preview-banner";
import { articleProse as prose } from "~/features/public-content/article-prose";
import { altSurface, container, pill } from "~/features/public-content/styles";
import { BackLink, ContactCta } from "~/features/public-content/ui";
import { cx } from "~/lib/cx";
import { formatLongDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/blog-post";
import {
  draftForPreview,
  getPostForPreview,
  getPublishedPost,
  PREVIEW_HEADERS,
  previewHeaders,
} from "./blog-post.server";

/**
 * /blog/:id — one published post; drafts, future posts, unknown ids and non-uuids are a 404,
 * except that a signed-in admin previews a draft or future post under a banner (issue 16).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const post = await getPublishedPost(context.deps.db, params.id);
  if (post) return { post, preview: null };
  const draft = await draftForPreview(context.deps, request, () =>
    getPostForPreview(context.deps.db, params.id),
  );
  return data({ post: draft, preview: "This post is not published yet" }, { headers: PREVIEW_HEADERS });
}

export const headers = previewHeaders;

export function meta(args: Route.MetaArgs) {
  const post = args.loaderData?.post;
  if (!post) return pageMeta(args, "Article not found");
  return [
    ...pageMeta(args, post.title, post.excerpt || undefined).filter(
      (m) => !("property" in m && m.property === "og:type"),
    ),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.published_at },
  ];
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { post, preview } = loaderData;
  return (
    <>
      {preview ? <PreviewBanner message={preview} /> : null}
      <article>
        <header className={cx("border-b border-border", altSurface)}>
          <div className={cx(container, "max-w-3xl py-10 sm:py-14")}>
            <BackLink to="/blog">All articles</BackLink>
            <h1 className="mt-6 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{post.title}</h1>
            <p className="mt-4 text-muted">
              {post.author ? (
                <>
                  By <span className="font-semibold text-fg">{post.author}</span> ·{" "}
                </>
              ) : null}
              <time dateTime={post.published_at}>{formatLongDate(post.published_at, settings.timezone)}</time>
            </p>
            {post.tags.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag} className={pill}>
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </header>
        <div className={cx(container, "max-w-3xl py-10")}>
          {post.cover_image ? (
            <img
              src={post.cover_image}
              alt={`Illustration for “${post.title}”`}
              className="mb-8 aspect-[16/9] w-full rounded-xl border border-border object-cover"
              decoding="async"
            />
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server by renderMarkdown */}
          <div className={prose} data-testid="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
        </div>
      </article>
      <ContactCta title={`Want to talk this through with ${settings.site_name}?`} />
    </>
  );
}
