import { PROJECT_CATEGORIES, PROJECT_STATUSES } from "@common/options";
import type { AdminProject } from "@common/schemas/projects";
import { Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
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
  useCreateLink,
  useListParams,
  useLoadErrorToast,
} from "~/features/admin-kit";
import { capitalise, PROJECTS_COPY } from "./copy";
import { ProjectCard } from "./project-card";
import { ProjectDialog } from "./project-dialog";
import { PROJECT_PAGE_SIZE, useDeleteProject, useProjectList } from "./queries";

const RESOURCE = "projects";
const FILTER_KEYS = ["status", "category"] as const;
const STATUS_OPTIONS = [
  { value: "", label: "All statuses" },
  ...PROJECT_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
];
const CATEGORY_OPTIONS = [
  { value: "", label: "All categories" },
  ...PROJECT_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/**
 * Spec 2 §2 Project manager ("Portfolio"): search, status and category filters (in the URL,
 * answered by the server), project cards, the add/edit dialog and delete with confirmation.
 */
export function ProjectsManager() {
  const can = useCan();
  const allowed = {
    create: can(RESOURCE, "create"),
    update: can(RESOURCE, "update"),
    delete: can(RESOURCE, "delete"),
  };
  const params = useListParams(FILTER_KEYS);
  const list = useProjectList(params.toQuery({ pageSize: PROJECT_PAGE_SIZE }));
  const remove = useDeleteProject();
  const [dialog, setDialog] = useState<{ project: AdminProject | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminProject | null>(null);
  useCreateLink(allowed.create, () => setDialog({ project: null }));

  useLoadErrorToast(list.isError, PROJECTS_COPY.loadFailed, PROJECTS_COPY.tryAgain);

  useClampedPage(params, list.data?.total, PROJECT_PAGE_SIZE);

  function confirmDelete() {
    const project = deleting;
    if (!project) return;
    remove.mutate(project.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(PROJECTS_COPY.deleted, { description: `"${project.title}" was deleted.` });
      },
      onError: () => toast.error(PROJECTS_COPY.deleteFailed, { description: PROJECTS_COPY.tryAgain }),
    });
  }

  const filtered = Boolean(params.q || params.filters.status || params.filters.category);

  return (
    <>
      <SectionToolbar description={PROJECTS_COPY.description}>
        {allowed.create ? (
          <Button onClick={() => setDialog({ project: null })}>
            <Plus aria-hidden="true" className="h-4 w-4" /> {PROJECTS_COPY.add}
          </Button>
        ) : null}
      </SectionToolbar>

      <section aria-label="Projects" className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto]">
          <div className="sm:col-span-2 lg:col-span-1">
            <SearchInput
              label="Search projects"
              placeholder="Search projects..."
              value={params.q}
              onSearch={(q) => params.set({ q })}
            />
          </div>
          <SelectField
            label="Filter by status"
            hideLabel
            options={STATUS_OPTIONS}
            value={params.filters.status}
            onChange={(e) => params.set({ status: e.target.value })}
          />
          <SelectField
            label="Filter by category"
            hideLabel
            options={CATEGORY_OPTIONS}
            value={params.filters.category}
            onChange={(e) => params.set({ category: e.target.value })}
          />
        </div>

        <ListStates
          query={list}
          loadFailed={PROJECTS_COPY.loadFailed}
          skeletonRows={3}
          empty={
            <EmptyState title={filtered ? PROJECTS_COPY.emptyFiltered : PROJECTS_COPY.empty}>
              {filtered ? (
                <p className="text-sm text-muted">Try another search or filter.</p>
              ) : allowed.create ? (
                <>
                  <p className="text-sm text-muted">{PROJECTS_COPY.emptyHint}</p>
                  <Button onClick={() => setDialog({ project: null })}>
                    <Plus aria-hidden="true" className="h-4 w-4" /> {PROJECTS_COPY.add}
                  </Button>
                </>
              ) : null}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul
                aria-label="Project list"
                aria-busy={list.isFetching}
                className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
              >
                {data.items.map((project) => (
                  <ProjectCard
                    key={project.id}
                    project={project}
                    canUpdate={allowed.update}
                    canDelete={allowed.delete}
                    onEdit={() => setDialog({ project })}
                    onDelete={() => setDeleting(project)}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pageSize={PROJECT_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {dialog ? <ProjectDialog project={dialog.project} onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={PROJECTS_COPY.confirmDeleteTitle}
        message={PROJECTS_COPY.confirmDelete(deleting?.title ?? "")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
