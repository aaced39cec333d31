import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A record's fields as a definition list: label over value, two columns from small screens up. */
export function DetailList({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={cn("grid gap-3 text-sm sm:grid-cols-2", className)}>{children}</dl>;
}

/** One field of a DetailList; a missing value shows as `fallback`. `wide` takes both columns. */
export function Detail({
  label,
  wide,
  fallback = "—",
  children,
}: {
  label: string;
  wide?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const empty = children === null || children === undefined || children === "";
  return (
    <div className={cn("min-w-0", wide && "sm:col-span-2")}>
      <dt className="font-medium text-muted">{label}</dt>
      <dd className="break-words">{empty ? fallback : children}</dd>
    </div>
  );
}
