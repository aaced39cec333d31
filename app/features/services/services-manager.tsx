import type { AdminService } from "@common/schemas/services";
import { ExternalLink, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Pagination } from "~/components/ui/pagination";
import { SearchInput } from "~/components/ui/search-input";
import {
  EmptyState,
  ListStates,
  SectionToolbar,
  useCan,
  useClampedPage,
  useCreateLink,
  useListParams,
  useLoadErrorToast,
} from "~/features/admin-kit";
import { iconFor } from "~/features/public-content/icon";
import { serviceTileColors } from "~/features/public-content/service-accent";
import { cn } from "~/lib/cn";
import { SERVICES_COPY } from "./copy";
import { SERVICE_PAGE_SIZE, useDeleteService, useServiceList } from "./queries";
import { ServiceDialog } from "./service-dialog";

const RESOURCE = "services";
const NO_FILTERS = [] as const;

/**
 * Spec 2 §2 Service manager: search (in the URL, answered by the server), the list in display
 * order, the add/edit dialog and delete with confirmation.
 */
export function ServicesManager() {
  const can = useCan();
  const allowed = {
    create: can(RESOURCE, "create"),
    update: can(RESOURCE, "update"),
    delete: can(RESOURCE, "delete"),
  };
  const params = useListParams(NO_FILTERS);
  const list = useServiceList(params.toQuery({ pageSize: SERVICE_PAGE_SIZE }));
  const remove = useDeleteService();
  const [dialog, setDialog] = useState<{ service: AdminService | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminService | null>(null);
  useCreateLink(allowed.create, () => setDialog({ service: null }));

  useLoadErrorToast(list.isError, SERVICES_COPY.loadFailed, SERVICES_COPY.tryAgain);

  useClampedPage(params, list.data?.total, SERVICE_PAGE_SIZE);

  function confirmDelete() {
    const service = deleting;
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(SERVICES_COPY.deleted, { description: `"${service.title}" was deleted.` });
      },
      onError: () => toast.error(SERVICES_COPY.deleteFailed, { description: SERVICES_COPY.tryAgain }),
    });
  }

  return (
    <>
      <SectionToolbar description={SERVICES_COPY.description}>
        {allowed.create ? (
          <Button onClick={() => setDialog({ service: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {SERVICES_COPY.add}
          </Button>
        ) : null}
      </SectionToolbar>

      <section aria-label="Services" className="space-y-4">
        <SearchInput
          label="Search services"
          placeholder="Search services..."
          value={params.q}
          onSearch={(q) => params.set({ q })}
        />

        <ListStates
          query={list}
          loadFailed={SERVICES_COPY.loadFailed}
          skeletonRows={4}
          empty={
            <EmptyState title={params.q ? SERVICES_COPY.emptyFiltered : SERVICES_COPY.empty}>
              {params.q ? (
                <p className="text-sm text-muted">Try another search.</p>
              ) : allowed.create ? (
                <>
                  <p className="text-sm text-muted">{SERVICES_COPY.emptyHint}</p>
                  <Button onClick={() => setDialog({ service: null })}>
                    <Plus aria-hidden="true" className="h-4 w-4" /> {SERVICES_COPY.add}
                  </Button>
                </>
              ) : null}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul aria-label="Service list" aria-busy={list.isFetching} className="grid gap-3 lg:grid-cols-2">
                {data.items.map((service) => (
                  <ServiceCard
                    key={service.id}
                    service={service}
                    canUpdate={allowed.update}
                    canDelete={allowed.delete}
                    onEdit={() => setDialog({ service })}
                    onDelete={() => setDeleting(service)}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pageSize={SERVICE_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {dialog ? <ServiceDialog service={dialog.service} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={SERVICES_COPY.confirmDeleteTitle}
        message={SERVICES_COPY.confirmDelete(deleting?.title ?? "")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** One service: icon, title, its public page, description (two lines), order, actions. */
function ServiceCard({
  service,
  canUpdate,
  canDelete,
  onEdit,
  onDelete,
}: {
  service: AdminService;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const Icon = iconFor(service.icon);
  const headingId = `service-${service.id}`;
  const link = service.link ?? `/services/${service.slug}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="service-card"
      className="flex gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div
        className={cn(
          "flex h-10 w-10 shrink-0 items-center justify-center rounded-md",
          serviceTileColors(service),
        )}
      >
        <Icon aria-hidden="true" className="h-5 w-5" />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="font-semibold break-words">
            {service.title}
          </h2>
          {service.featured ? (
            <Badge tone="purple">
              <Star aria-hidden="true" className="mr-1 h-3 w-3" />
              Featured
            </Badge>
          ) : null}
        </div>
        <p className="font-mono text-xs break-all text-muted">{link}</p>
        <p className="line-clamp-2 text-sm">{service.description}</p>
        <p className="text-xs text-muted">Order {service.order_index}</p>
        <div className="flex flex-wrap gap-2">
          <Link
            to={link}
            target="_blank"
            rel="noreferrer"
            aria-label={`View ${service.title} on the website`}
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm text-fg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" /> View
          </Link>
          {canUpdate ? (
            <Button variant="secondary" aria-label={`Edit ${service.title}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="h-4 w-4" /> Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="ghost" aria-label={`Delete ${service.title}`} onClick={onDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-700 dark:text-red-400" /> Delete
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
