import { AlertTriangle } from "lucide-react";
import { type ReactNode, useId } from "react";
import { SectionCard } from "~/components/ui/section-card";

/** One card of the assistant's pages: a heading, a line under it, an action at its right. */
export function Panel({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} description={description} actions={action}>
      {children}
    </SectionCard>
  );
}

/** Why the AI cannot be asked (the spec's guards), with what to do about it beside it. */
export function GuardNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-100"
    >
      <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
      <p className="min-w-0 flex-1">{message}</p>
      {children}
    </div>
  );
}

/** One insight or recommendation: its title (with an icon), something at its right, its body. */
export function ItemCard({
  title,
  icon,
  aside,
  testId,
  children,
}: {
  title: string;
  icon?: ReactNode;
  aside?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <article
      className="flex h-full flex-col gap-2 rounded-lg border border-border bg-bg p-4"
      data-testid={testId}
      aria-labelledby={id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={id} className="flex min-w-0 items-start gap-2 font-semibold break-words">
          {icon}
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </article>
  );
}
