import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { accentText, altSurface, container, pill } from "~/features/public-content/styles";
import { ContactCta, formatDate } from "~/features/public-content/ui";
import { cn } from "~/lib/cn";
import { pageMeta } from "~/lib/meta";
import { useSiteSettings } from "~/lib/site-settings";
import type { Route } from "./+types/blog-post";
import { getPublishedPost } from "./blog-post.server";

/** /blog/:id — one published post; drafts, future posts, unknown ids and non-uuids are a 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getPublishedPost(context.deps.db, params.id);
  if (!post) throw data(null, { status: 404 });
  return {
    post: {
      ...post,
      published_at: post.published_at.toISOString(),
      updated_at: post.updated_at.toISOString(),
    },
  };
}

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

/**
 * The article body: HTML rendered from Markdown and sanitised on the server
 * (server/services/markdown.ts), styled here element by element.
 */
const prose = cn(
  "max-w-none text-fg leading-relaxed",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold",
  "[&_p]:mt-5 [&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-[color-mix(in_oklab,var(--color-primary)_55%,white)]",
  "[&_blockquote]:mt-5 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-black/5 [&_code]:px-1 [&_code]:text-[0.9em] dark:[&_code]:bg-white/10",
  "[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-card [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:mt-5 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_table]:mt-5 [&_table]:block [&_table]:overflow-x-auto [&_th]:border [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2",
  "[&_hr]:my-8 [&_hr]:border-border [&_.footnotes]:mt-10 [&_.footnotes]:border-t [&_.footnotes]:border-border [&_.footnotes]:pt-4 [&_.footnotes]:text-sm",
);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const settings = useSiteSettings();
  const { post } = loaderData;
  return (
    <>
      <article>
        <header className={cn("border-b border-border", altSurface)}>
          <div className={cn(container, "max-w-3xl py-10 sm:py-14")}>
            <Link
              to="/blog"
              className={cn("inline-flex items-center gap-1 text-sm font-medium hover:underline", accentText)}
            >
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              All articles
            </Link>
            <h1 className="mt-6 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{post.title}</h1>
            <p className="mt-4 text-muted">
              {post.author ? (
                <>
                  By <span className="font-semibold text-fg">{post.author}</span> ·{" "}
                </>
              ) : null}
              <time dateTime={post.published_at}>{formatDate(post.published_at, settings.timezone)}</time>
            </p>
            {post.tags.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag} className={cn(pill, "text-fg")}>
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </header>
        <div className={cn(container, "max-w-3xl py-10")}>
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
