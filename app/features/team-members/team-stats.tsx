import { TEAM_TEXT, type TeamMemberStats } from "@common/schemas/team-members";
import { Building2, Star, UserCheck, Users } from "lucide-react";
import { StatCard, StatSection } from "~/components/ui/stat-card";
import { useLoadErrorToast, useResourceStats } from "~/features/admin-kit";
import { teamMembers } from "./resource";

const ZERO: TeamMemberStats = {
  total: 0,
  active: 0,
  featured: 0,
  departments: {},
  this_month: 0,
  this_week: 0,
};

/** The team's figures; `departments` also feeds the department filter. A failed load shows zeros. */
export function useTeamStats(): TeamMemberStats | undefined {
  const stats = useResourceStats(teamMembers);
  useLoadErrorToast(stats.isError, TEAM_TEXT.errorTitle, TEAM_TEXT.failure.stats);
  return stats.isError ? ZERO : stats.data;
}

/** Spec 2 §2: the four cards. */
export function TeamStats({ stats }: { stats: TeamMemberStats | undefined }) {
  return (
    <StatSection label="Team member statistics">
      <StatCard
        label="Total Members"
        value={stats?.total}
        hint={stats ? `${stats.this_month} added this month` : undefined}
        icon={Users}
      />
      <StatCard label="Active Members" value={stats?.active} hint="Visible on website" icon={UserCheck} />
      <StatCard label="Featured" value={stats?.featured} hint="Highlighted members" icon={Star} />
      <StatCard
        label="Departments"
        value={stats ? Object.keys(stats.departments).length : undefined}
        icon={Building2}
      />
    </StatSection>
  );
}
