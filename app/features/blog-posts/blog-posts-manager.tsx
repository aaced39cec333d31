import type { AdminBlogPost } from "@common/schemas/blog-posts";
import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { SelectField } from "~/components/ui/select-field";
import {
  EmptyState,
  ListStates,
  SectionToolbar,
  useCan,
  useClampedPage,
  useListParams,
  useLoadErrorToast,
} from "~/features/admin-kit";
import { formatListDate } from "~/lib/format-date";
import { BlogPostDialog } from "./blog-post-dialog";
import { STATUS_OPTIONS, BLOG_COPY as T } from "./copy";
import { BLOG_PAGE_SIZE, useBlogPostList, useDeleteBlogPost } from "./queries";

const FILTER_KEYS = ["status"] as const;
const RESOURCE = "blog_posts";
const FILTER_OPTIONS = [{ value: "", label: "All statuses" }, ...STATUS_OPTIONS];

/** The blog manager: search and status filter (server-side, in the URL), list, add/edit, delete. */
export function BlogPostsManager() {
  const can = useCan();
  const params = useListParams(FILTER_KEYS);
  const list = useBlogPostList(params.toQuery({ pageSize: BLOG_PAGE_SIZE }));
  const remove = useDeleteBlogPost();
  const [editing, setEditing] = useState<{ row: AdminBlogPost | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);

  useLoadErrorToast(list.isError, T.loadFailed, T.tryAgain);

  useClampedPage(params, list.data?.total, BLOG_PAGE_SIZE);

  function confirmDelete() {
    const row = deleting;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(T.deleted, { description: `"${row.title}" was deleted.` });
      },
      onError: () => toast.error(T.deleteFailed, { description: T.tryAgain }),
    });
  }

  return (
    <div className="space-y-4">
      <SectionToolbar description={T.description}>
        {can(RESOURCE, "create") ? (
          <Button onClick={() => setEditing({ row: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {T.add}
          </Button>
        ) : null}
      </SectionToolbar>

      <section aria-label="Blog posts list" className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <SearchInput
            label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={params.q}
            onSearch={(q) => params.set({ q })}
          />
          <SelectField
            label="Filter by status"
            hideLabel
            options={FILTER_OPTIONS}
            value={params.filters.status}
            onChange={(e) => params.set({ status: e.target.value })}
          />
        </div>
        <ListStates
          query={list}
          loadFailed={T.loadFailed}
          skeletonRows={4}
          empty={<EmptyState title={params.q || params.filters.status ? T.emptyFiltered : T.empty} />}
        >
          {(data) => (
            <>
              <ul aria-label="Blog posts" aria-busy={list.isFetching || undefined} className="space-y-3">
                {data.items.map((row) => (
                  <PostRow
                    key={row.id}
                    row={row}
                    canUpdate={can(RESOURCE, "update")}
                    canDelete={can(RESOURCE, "delete")}
                    onEdit={() => setEditing({ row })}
                    onDelete={() => setDeleting(row)}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pageSize={BLOG_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {editing ? <BlogPostDialog row={editing.row} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={T.confirmDeleteTitle}
        message={deleting ? T.confirmDelete(deleting.title) : ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** Published with a date still to come: public from that day on. */
const isScheduled = (row: AdminBlogPost) =>
  row.status === "published" &&
  row.published_at !== null &&
  new Date(row.published_at).getTime() > Date.now();

function StatusBadge({ row }: { row: AdminBlogPost }) {
  if (row.status === "draft") return <Badge tone="yellow">Draft</Badge>;
  return isScheduled(row) ? <Badge tone="blue">Scheduled</Badge> : <Badge tone="green">Published</Badge>;
}

function PostRow({
  row,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: {
  row: AdminBlogPost;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
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
      <div className="flex flex-wrap items-center gap-2">
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
        {canUpdate ? (
          <Button variant="secondary" className="px-3 py-1.5" onClick={onEdit}>
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit<span className="sr-only"> {row.title}</span>
          </Button>
        ) : null}
        {canDelete ? (
          <Button
            variant="secondary"
            className="px-3 py-1.5 text-red-700 dark:text-red-300"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            Delete<span className="sr-only"> {row.title}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
