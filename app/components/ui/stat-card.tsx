import type { LucideIcon } from "lucide-react";

/** One figure on a manager's stat row; `value` undefined while loading; `hint` a line under it. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: number | undefined;
  icon?: LucideIcon;
  hint?: string;
}) {
  return (
    <div className="rounded-lg border border-border bg-card p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted">{label}</p>
        {Icon ? <Icon aria-hidden="true" className="h-4 w-4 text-muted" /> : null}
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
