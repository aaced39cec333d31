import { DATA_TEXT, type ImportResult } from "@common/schemas/data";
import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { DATA_COPY } from "./copy";

const T = DATA_COPY.migration;

const TITLE = {
  completed: T.completed,
  completed_with_errors: DATA_TEXT.migrationCompletedWithErrors,
  failed: DATA_TEXT.migrationFailed,
} as const;

const ICON = {
  completed: <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-700 dark:text-green-400" />,
  completed_with_errors: <AlertTriangle aria-hidden="true" className="h-5 w-5 text-amber-600" />,
  failed: <XCircle aria-hidden="true" className="h-5 w-5 text-red-600" />,
} as const;

const TABLE_TONE: Record<ImportResult["tables"][number]["status"], BadgeTone> = {
  completed: "green",
  error: "red",
  skipped: "gray",
};

/** The line under the title: the server's own words where they add to it, the rows, the failures. */
function detailOf(result: ImportResult): string {
  const own =
    result.status !== "completed" && result.message !== TITLE[result.status] ? result.message : null;
  const failed = result.failed_tables > 0 ? T.failedTables(result.failed_tables) : null;
  return [own, T.imported(result.imported), failed].filter(Boolean).join(" · ");
}

/**
 * An import's (or a restore's) outcome: completed, "Migration completed with errors" with the
 * number of failed tables, or "Migration failed"; then each table with the rows written and its
 * "Batch N: message" errors.
 */
export function ImportResultPanel({
  result,
  title = T.resultTitle,
}: {
  result: ImportResult;
  title?: string;
}) {
  const tables = [...result.tables].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0));
  return (
    <section
      aria-label={title}
      data-testid="import-result"
      className="space-y-3 rounded-lg border border-border bg-card p-4"
    >
      <div className="flex items-start gap-2" role={result.status === "completed" ? "status" : "alert"}>
        {ICON[result.status]}
        <div>
          <h3 className="font-semibold">{TITLE[result.status]}</h3>
          <p className="text-sm text-muted">{detailOf(result)}</p>
        </div>
      </div>
      {tables.length > 0 ? (
        <ul className="divide-y divide-border text-sm">
          {tables.map((table) => (
            <li key={table.name} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 font-medium break-all">{table.name}</span>
                <span className="flex items-center gap-2">
                  <span className="text-muted tabular-nums">{DATA_COPY.rows(table.imported)}</span>
                  <Badge tone={TABLE_TONE[table.status]}>{DATA_COPY.status[table.status]}</Badge>
                </span>
              </div>
              {table.errors.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-red-700 dark:text-red-300">
                  {table.errors.map((error, i) => (
                    <li key={i} className="break-words">
                      {error}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
