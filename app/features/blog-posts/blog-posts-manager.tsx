import type { BlogPost } from "@common/schemas/blog-posts";
import { ExternalLink } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { CardActions, type CardProps, ResourceSection, sectionOf } from "~/features/admin-kit";
import { formatListDate } from "~/lib/format-date";
import { BlogPostDialog } from "./blog-post-dialog";
import { STATUS_FILTER, BLOG_COPY as T } from "./copy";
import { blogPosts } from "./resource";

const FILTERS = [STATUS_FILTER];
const section = sectionOf(blogPosts, T, BlogPostDialog);

/** The blog manager: search and status filter (server-side, in the URL), list, add/edit, delete. */
export function BlogPostsManager() {
  return <ResourceSection {...section} layout="list" filters={FILTERS} card={PostCard} />;
}

/** Published with a date still to come: public from that day on. */
const isScheduled = (row: BlogPost) =>
  row.status === "published" &&
  row.published_at !== null &&
  new Date(row.published_at).getTime() > Date.now();

function StatusBadge({ row }: { row: BlogPost }) {
  if (row.status === "draft") return <Badge tone="yellow">Draft</Badge>;
  return isScheduled(row) ? <Badge tone="blue">Scheduled</Badge> : <Badge tone="green">Published</Badge>;
}

function PostCard({ row, actions }: CardProps<BlogPost>) {
  const live = row.status === "published" && !isScheduled(row);
  return (
    <li
      aria-label={row.title}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-start"
    >
      {row.cover_image ? (
        <img
          src={row.cover_image}
          alt=""
          className="h-20 w-full shrink-0 rounded-md border border-border object-cover sm:w-32"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge row={row} />
          <span className="text-sm text-muted">
            {row.published_at
              ? `${isScheduled(row) ? "Publishes" : "Published"} ${formatListDate(row.published_at)}`
              : `Created ${formatListDate(row.created_at)}`}
          </span>
        </div>
        <h3 className="font-semibold break-words">{row.title}</h3>
        <p className="text-xs break-all text-muted">/{row.slug}</p>
        {row.excerpt ? <p className="line-clamp-2 text-sm break-words text-muted">{row.excerpt}</p> : null}
        <p className="text-sm text-muted">
          {row.author ? `By ${row.author}` : "No author"}
          {row.tags.length > 0 ? ` · ${row.tags.join(", ")}` : ""}
        </p>
      </div>
      <CardActions name={row.title} actions={actions}>
        {live ? (
          <a
            href={`/blog/${row.id}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded-md px-3 py-1.5 text-sm font-medium text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            View<span className="sr-only"> {row.title} on the blog (opens in a new tab)</span>
          </a>
        ) : null}
      </CardActions>
    </li>
  );
}
