import { AlertTriangle } from "lucide-react";
import { Button } from "~/components/ui/button";

/**
 * A failed load, inside the section (the toolbar stays, Try Again asks again); `title` heads it
 * where the spec gives one, and `retryLabel` names the button where the spec names it otherwise.
 */
export function LoadFailed({
  title,
  message,
  onRetry,
  retryLabel = "Try Again",
}: {
  title?: string;
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-border bg-card p-8 text-center"
    >
      <AlertTriangle aria-hidden="true" className="h-6 w-6 text-red-600" />
      {title ? <h2 className="text-lg font-semibold">{title}</h2> : null}
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** A list with nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-10 text-center">
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div role="status" className="space-y-2" aria-busy="true">
      <span className="sr-only">Loading</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 animate-pulse rounded-lg bg-border/60" />
      ))}
    </div>
  );
}

type ListQuery<D> = { isError: boolean; data: D | undefined; refetch: () => unknown };

/**
 * The four states of a list section in one place: failed (with Try Again), loading, empty, and
 * the rows themselves, which `children` renders from the loaded page.
 */
export function ListStates<D extends { items: unknown[] }>({
  query,
  loadFailed,
  skeletonRows,
  empty,
  children,
}: {
  query: ListQuery<D>;
  loadFailed: string;
  skeletonRows?: number;
  /** Usually an <EmptyState>: what to say when the page has no rows. */
  empty: React.ReactNode;
  children: (data: D) => React.ReactNode;
}) {
  if (query.isError) return <LoadFailed message={loadFailed} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListSkeleton rows={skeletonRows} />;
  if (query.data.items.length === 0) return empty;
  return children(query.data);
}
