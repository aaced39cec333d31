import { cn } from "~/lib/cn";
import { DATA_COPY as T } from "./copy";
import type { TableRun } from "./progress";

const tone = {
  waiting: "text-muted",
  running: "text-fg",
  completed: "text-green-800 dark:text-green-300",
  error: "text-red-700 dark:text-red-300",
} as const;

/**
 * A progress bar per table (spec 2 §4: exporting or migrating, completed, error), and under each
 * finished table its result: the records written, "No data found", or the error.
 */
export function ProgressList({
  title,
  runs,
  running,
}: {
  title: string;
  runs: TableRun[];
  /** What a running table is doing: "Exporting" or "Migrating". */
  running: string;
}) {
  if (runs.length === 0) return null;
  const finished = runs.filter((r) => r.status === "completed" || r.status === "error").length;
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-card p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted" aria-live="polite">
          {finished} / {runs.length}
        </p>
      </div>
      <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2">
        {runs.map((run) => (
          <li key={run.table} aria-label={run.table} data-status={run.status} className="min-w-0 space-y-1">
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium" title={run.table}>
                {run.table}
              </span>
              <span className={cn("shrink-0 tabular-nums", tone[run.status])}>
                {run.status === "running"
                  ? `${running} ${run.done.toLocaleString("en-US")} / ${run.total.toLocaleString("en-US")}`
                  : T.status[run.status === "waiting" ? "waiting" : run.status]}
              </span>
            </div>
            <progress
              aria-label={`${run.table} progress`}
              value={run.status === "completed" ? Math.max(run.total, 1) : run.done}
              max={Math.max(run.total, 1)}
              className="h-2 w-full accent-primary"
            />
            {run.message ? (
              <p className={cn("text-sm break-words", run.status === "error" ? tone.error : "text-muted")}>
                {run.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
