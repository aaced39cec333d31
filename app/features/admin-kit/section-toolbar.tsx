import type { ReactNode } from "react";

/** A section's lead: a sentence on what it is for and its primary actions. */
export function SectionToolbar({ description, children }: { description: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-muted">{description}</p>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
