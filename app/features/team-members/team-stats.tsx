import type { TeamMemberStats } from "@common/schemas/team-members";
import { Building2, type LucideIcon, Star, UserCheck, Users } from "lucide-react";

/** Spec 2 §2: the four cards. A failed load shows zeros (its toast says why). */
export function TeamStats({ stats }: { stats: TeamMemberStats | undefined }) {
  return (
    <section aria-label="Team member statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Card
        label="Total Members"
        value={stats?.total}
        hint={stats ? `${stats.this_month} added this month` : undefined}
        icon={Users}
      />
      <Card label="Active Members" value={stats?.active} hint="Visible on website" icon={UserCheck} />
      <Card label="Featured" value={stats?.featured} hint="Highlighted members" icon={Star} />
      <Card
        label="Departments"
        value={stats ? Object.keys(stats.departments).length : undefined}
        icon={Building2}
      />
    </section>
  );
}

/** Like ui/stat-card.tsx, plus the spec's line under the figure. */
function Card({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: number | undefined;
  hint?: string;
  icon: LucideIcon;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted">{label}</p>
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
      </div>
      <p className="mt-1 text-2xl font-semibold" aria-live="polite" data-testid={`stat-${label}`}>
        {value === undefined ? (
          <span className="inline-block h-7 w-10 animate-pulse rounded bg-border" />
        ) : (
          value
        )}
      </p>
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
