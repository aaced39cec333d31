import type { DataStats } from "@common/schemas/data";
import { Database, Download, FileJson, FileSpreadsheet, KeyRound, Rows3, Table2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { StatCard } from "~/components/ui/stat-card";
import { ListSkeleton, LoadFailed, useLoadErrorToast } from "~/features/admin-kit";
import { DATA_COPY } from "./copy";
import { ProgressList } from "./progress-list";
import { useDataStats } from "./resource";
import { useDataExport, useTableCsv } from "./use-data-export";

const T = DATA_COPY.export;
const S = DATA_COPY.stats;

/** Spec 2 Database Export: the figures, the two exports, the progress per table and each table's CSV. */
export function ExportTab() {
  const stats = useDataStats();
  const exporter = useDataExport();
  useLoadErrorToast(stats.isError, S.loadFailed, stats.error?.message ?? "");
  const data = stats.data;

  return (
    <div className="space-y-6">
      <section aria-label={S.label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label={S.tables} value={data?.total_tables} icon={Table2} />
        <StatCard label={S.records} value={data?.total_records.toLocaleString("en-US")} icon={Rows3} />
        <StatCard label={S.withData} value={data?.tables_with_data} icon={Database} />
      </section>
      {data ? (
        <p className="text-sm text-muted">
          {S.database[data.database]} · {S.schema(data.schema_version)}
        </p>
      ) : null}

      <section aria-labelledby="data-export-title" className="space-y-3">
        <h2 id="data-export-title" className="text-lg font-semibold">
          {T.title}
        </h2>
        <p className="text-muted">{T.intro}</p>
        <p className="flex items-start gap-2 rounded-md border border-border bg-card p-3 text-sm">
          <KeyRound aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
          {DATA_COPY.secretsNote}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={exporter.exportJson} disabled={exporter.busy !== null || !data}>
            <FileJson aria-hidden="true" className="h-4 w-4" />
            {exporter.busy === "json" ? T.exporting : T.json}
          </Button>
          <Button
            variant="secondary"
            onClick={exporter.exportCsvZip}
            disabled={exporter.busy !== null || !data}
          >
            <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
            {exporter.busy === "csv" ? T.exporting : T.csv}
          </Button>
        </div>
      </section>

      <ProgressList title={T.progressTitle} runs={exporter.runs} running={DATA_COPY.status.exporting} />

      {stats.isError ? (
        <LoadFailed message={S.loadFailed} onRetry={() => void stats.refetch()} />
      ) : data ? (
        <TableList stats={data} />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </div>
  );
}

function TableList({ stats }: { stats: DataStats }) {
  const csv = useTableCsv();
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 sm:px-4 text-left font-semibold">{T.tablesTitle}</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted">
            <th scope="col" className="px-3 py-2 sm:px-4 font-medium">
              {T.table}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right font-medium">
              {T.count}
            </th>
            <th scope="col" className="px-3 py-2 sm:px-4 text-right font-medium">
              {T.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {stats.tables.map((table) => (
            <tr key={table.name} className="border-b border-border last:border-0">
              <th scope="row" className="px-3 py-2 sm:px-4 text-left font-normal break-all">
                {table.name}
              </th>
              <td className="px-3 py-2 sm:px-4 text-right tabular-nums">
                {table.count.toLocaleString("en-US")}
              </td>
              <td className="px-3 py-1 sm:px-4 text-right">
                <Button
                  variant="ghost"
                  className="px-2 py-1"
                  aria-label={T.tableCsv(table.name)}
                  title={T.tableCsv(table.name)}
                  disabled={csv.busy !== null}
                  onClick={() => void csv.download(table.name)}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  {/* A phone shows the icon alone; the label names the table either way. */}
                  <span className="hidden sm:inline">CSV</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
