import { useSearchParams } from "react-router";
import { ResourceSection, type SectionFilter, useToggleField } from "~/features/admin-kit";
import { STATUS_OPTIONS, TEAM_COPY, toggleToasts } from "./copy";
import { MemberCard } from "./member-card";
import { MemberDialog } from "./member-dialog";
import { teamMembers } from "./resource";
import { TeamStats, useTeamStats } from "./team-stats";

/**
 * Spec 2 §2 Team Members section: stat cards, search with status and department filters (in the
 * URL, answered by the server), member cards with activate/feature toggles (shown at once, put
 * back on failure), the add/edit dialog and delete with confirmation. Live changes arrive through
 * the shell's event stream, so the list and stats refresh without a reload.
 */
export function TeamMembersManager() {
  const stats = useTeamStats();
  const chosenDepartment = useSearchParams()[0].get("department");
  const onToggle = useToggleField(teamMembers, toggleToasts);
  return (
    <ResourceSection
      resource={teamMembers}
      words={TEAM_COPY}
      filters={filtersFor(stats?.departments, chosenDepartment)}
      header={<TeamStats stats={stats} />}
      renderItem={(member, actions) => (
        <MemberCard key={member.id} member={member} actions={actions} onToggle={onToggle} />
      )}
      dialog={MemberDialog}
    />
  );
}

/**
 * Status, and "All Departments plus the departments present in the data" (spec 2 §2), with the
 * chosen one always there (before the stats arrive, or once its last member is gone).
 */
function filtersFor(departments: Record<string, number> = {}, chosen: string | null): SectionFilter[] {
  const present = [...new Set([...Object.keys(departments), ...(chosen ? [chosen] : [])])].sort();
  return [
    { key: "status", label: "Filter by status", options: STATUS_OPTIONS },
    {
      key: "department",
      label: "Filter by department",
      options: [{ value: "", label: "All Departments" }, ...present.map((d) => ({ value: d, label: d }))],
    },
  ];
}
