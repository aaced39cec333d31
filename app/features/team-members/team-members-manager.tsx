import { TEAM_TEXT, type TeamMember, type TeamMemberStats } from "@common/schemas/team-members";
import { Plus } from "lucide-react";
import { useEffect, useId, useState } from "react";
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
  useListParams,
} from "~/features/admin-kit";
import { MemberCard } from "./member-card";
import { MemberDialog } from "./member-dialog";
import { TEAM_PAGE_SIZE, useDeleteMember, useTeamMembers, useTeamStats, useToggleMember } from "./queries";
import { TeamStats } from "./team-stats";

const FILTER_KEYS = ["status", "department"] as const;
const STATUS_OPTIONS = [
  { value: "", label: "All Status" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "featured", label: "Featured" },
];
const ZERO_STATS: TeamMemberStats = {
  total: 0,
  active: 0,
  featured: 0,
  departments: {},
  this_month: 0,
  this_week: 0,
};
const LOAD_FAILED = "Error loading team members";

/** A destructive toast titled "Error" with one of spec 2 §8's texts. */
const failed = (description: string) => toast.error(TEAM_TEXT.errorTitle, { description });

/**
 * Spec 2 §2 Team Members section: stat cards, search with status and department filters (in
 * the URL, answered by the server), member cards with their actions, the add/edit dialog and
 * delete with confirmation. Live changes arrive through the shell's event stream (queries under
 * ["admin", "team_members"]), so the list and stats refresh without a reload.
 */
export function TeamMembersManager() {
  const can = useCan();
  const allowed = {
    create: can("team_members", "create"),
    update: can("team_members", "update"),
    delete: can("team_members", "delete"),
  };
  const params = useListParams(FILTER_KEYS);
  const list = useTeamMembers(params.toQuery({ pageSize: TEAM_PAGE_SIZE }));
  const stats = useTeamStats();
  const toggle = useToggleMember();
  const remove = useDeleteMember();
  const [editing, setEditing] = useState<TeamMember | "new" | null>(null);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  const headingId = useId();

  // Spec 2 §8: each failed load is a destructive toast (once per failure, not per render).
  useEffect(() => {
    if (list.isError) failed(TEAM_TEXT.failure.load);
  }, [list.isError]);
  useEffect(() => {
    if (stats.isError) failed(TEAM_TEXT.failure.stats);
  }, [stats.isError]);

  useClampedPage(params, list.data?.total, TEAM_PAGE_SIZE);

  const onToggleActive = (member: TeamMember) => {
    const next = !member.is_active;
    toggle.mutate(
      { id: member.id, patch: { is_active: next } },
      {
        onSuccess: () => toast.success(next ? TEAM_TEXT.success.activate : TEAM_TEXT.success.deactivate),
        onError: () => failed(TEAM_TEXT.failure.status),
      },
    );
  };
  const onToggleFeatured = (member: TeamMember) => {
    const next = !member.is_featured;
    toggle.mutate(
      { id: member.id, patch: { is_featured: next } },
      {
        onSuccess: () => toast.success(next ? TEAM_TEXT.success.feature : TEAM_TEXT.success.unfeature),
        onError: () => failed(TEAM_TEXT.failure.featured),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(TEAM_TEXT.success.delete);
      },
      onError: () => failed(TEAM_TEXT.failure.delete),
    });
  };

  // "All Departments plus the departments present in the data" (and the chosen one, always).
  const chosen = params.filters.department;
  const present = Object.keys(stats.data?.departments ?? {});
  const departmentOptions = [
    { value: "", label: "All Departments" },
    ...[...new Set([...present, ...(chosen ? [chosen] : [])])].sort().map((d) => ({ value: d, label: d })),
  ];
  const filtered = Boolean(params.q || params.filters.status || chosen);

  return (
    <>
      <SectionToolbar description="Manage the team members shown on the About page." />

      <TeamStats stats={stats.isError ? ZERO_STATS : stats.data} />

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchInput
            label="Search members"
            placeholder="Search members..."
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
          label="Filter by department"
          hideLabel
          options={departmentOptions}
          value={chosen}
          onChange={(e) => params.set({ department: e.target.value })}
        />
        {allowed.create ? (
          <Button className="sm:col-span-2 lg:col-span-1" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Member
          </Button>
        ) : null}
      </div>

      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold">
          Team Members{list.data ? ` (${list.data.total})` : ""}
        </h2>
        <ListStates
          query={list}
          loadFailed={LOAD_FAILED}
          skeletonRows={3}
          empty={
            <EmptyState title={filtered ? TEAM_TEXT.emptyFiltered : TEAM_TEXT.empty}>
              {!filtered && allowed.create ? (
                <Button onClick={() => setEditing("new")}>
                  <Plus aria-hidden="true" className="h-4 w-4" /> Add Member
                </Button>
              ) : null}
            </EmptyState>
          }
        >
          {(data) => (
            <>
              <ul
                aria-label="Team members"
                aria-busy={list.isFetching}
                className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3"
              >
                {data.items.map((member) => (
                  <MemberCard
                    key={member.id}
                    member={member}
                    can={allowed}
                    actions={{
                      onToggleActive,
                      onToggleFeatured,
                      onEdit: setEditing,
                      onDelete: setDeleting,
                    }}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pageSize={TEAM_PAGE_SIZE}
                total={data.total}
                onPage={(p) => params.set({ page: p })}
              />
            </>
          )}
        </ListStates>
      </section>

      {editing ? (
        <MemberDialog member={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete team member"
        message={TEAM_TEXT.deleteConfirm(deleting?.name ?? "")}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
