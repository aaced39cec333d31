import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * One figure on a manager's stat row: a count, or a text such as a size; `value` undefined while
 * loading; `hint` a line under it.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: number | string | undefined;
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

/** A manager's figures: a row of stat cards, and under it, smaller, a breakdown by label. */
export function StatSection({
  label,
  breakdown = [],
  children,
}: {
  /** The section's accessible name. */
  label: string;
  breakdown?: readonly (readonly [label: string, value: number])[];
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">{children}</div>
      {breakdown.length > 0 ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {breakdown.map(([name, value]) => (
            <div key={name} className="flex gap-1">
              <dt className="text-muted">{name}</dt>
              <dd className="font-medium" data-testid={`breakdown-${name}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
