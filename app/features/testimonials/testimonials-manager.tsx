import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import { useClampedPage, useLoadErrorToast } from "~/features/dashboard/list-effects";
import { EmptyState, ListStates } from "~/features/dashboard/section-error";
import { SectionToolbar } from "~/features/dashboard/section-header";
import { useCan } from "~/features/dashboard/use-dashboard-session";
import { useListParams } from "~/features/dashboard/use-list-params";
import type { AdminTestimonial } from "../../../common/schemas/testimonials";
import { TESTIMONIALS_COPY as T } from "./copy";
import { TESTIMONIALS_PAGE_SIZE, useDeleteTestimonial, useTestimonialList } from "./queries";
import { StarRating } from "./star-rating";
import { TestimonialDialog } from "./testimonial-dialog";

const NO_FILTERS = [] as const;
const RESOURCE = "testimonials";

/** Spec 2 §2 Testimonial manager: search (server-side, in the URL), cards, add/edit, delete. */
export function TestimonialsManager() {
  const can = useCan();
  const params = useListParams(NO_FILTERS);
  const list = useTestimonialList(params.toQuery({ pageSize: TESTIMONIALS_PAGE_SIZE }));
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<{ row: AdminTestimonial | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);

  useLoadErrorToast(list.isError, T.loadFailed, T.tryAgain);

  useClampedPage(params, list.data?.total, TESTIMONIALS_PAGE_SIZE);

  function confirmDelete() {
    const row = deleting;
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(T.deleted, { description: `The testimonial from ${row.name} was deleted.` });
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

      <section aria-label="Testimonials list" className="space-y-4">
        <SearchInput
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={params.q}
          onSearch={(q) => params.set({ q })}
        />
        <ListStates
          query={list}
          loadFailed={T.loadFailed}
          skeletonRows={3}
          empty={<EmptyState title={params.q ? T.emptyFiltered : T.empty} />}
        >
          {(data) => (
            <>
              <ul
                aria-label="Testimonials"
                aria-busy={list.isFetching || undefined}
                className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              >
                {data.items.map((row) => (
                  <TestimonialCard
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
                pageSize={TESTIMONIALS_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {editing ? <TestimonialDialog row={editing.row} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={T.confirmDeleteTitle}
        message={deleting ? T.confirmDelete(deleting.name) : ""}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function TestimonialCard({
  row,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: {
  row: AdminTestimonial;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li aria-label={row.name} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        {row.avatar ? (
          <img
            src={row.avatar}
            alt=""
            className="h-12 w-12 shrink-0 rounded-full border border-border object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-white"
          >
            {row.name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{row.name}</h3>
          <p className="text-sm break-words text-muted">
            {row.role}
            {row.company ? `, ${row.company}` : ""}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StarRating value={row.rating} />
            {row.featured ? <Badge tone="green">Featured</Badge> : null}
          </div>
        </div>
      </div>
      <blockquote className="line-clamp-4 text-sm break-words">{row.content}</blockquote>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <span className="text-xs text-muted">Order {row.order_index}</span>
        <div className="flex gap-2">
          {canUpdate ? (
            <Button variant="secondary" className="px-3 py-1.5" onClick={onEdit}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit<span className="sr-only"> {row.name}</span>
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              variant="secondary"
              className="px-3 py-1.5 text-red-700 dark:text-red-300"
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete<span className="sr-only"> {row.name}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
