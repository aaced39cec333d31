import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";

/**
 * A card of the AI Integration section: an icon, a heading (which names the card's region), an
 * optional line under it, its content, and its action at the bottom.
 */
export function InfoCard({
  icon: Icon,
  title,
  description,
  badge,
  action,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  badge?: ReactNode;
  action?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-3 rounded-lg border border-border bg-card p-4", className)}
    >
      <div className="flex items-start gap-3">
        <span className="rounded-md bg-primary/10 p-2 text-primary">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} className="font-semibold">
              {title}
            </h2>
            {badge}
          </div>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      {children ? <div className="flex-1 text-sm">{children}</div> : null}
      {action ? <div className="flex flex-wrap gap-2">{action}</div> : null}
    </section>
  );
}

/** Label / value rows inside a card. */
export function Facts({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="space-y-1.5">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-3">
          <dt className="text-muted">{label}</dt>
          <dd className="min-w-0 font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
