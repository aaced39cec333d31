import { type ReactNode, useId } from "react";

/**
 * A titled card of a back-office page: a heading (which names the section), a line under it, and
 * actions at its right; the body below.
 */
export function SectionCard({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 space-y-4 rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 id={id} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? <div className="text-sm text-muted">{description}</div> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
