import { DATA_TEXT, type ImportMode, type ImportResult } from "@common/schemas/data";
import { useState } from "react";
import { showToast } from "~/features/admin-kit";
import { lineSplitter, readStream } from "~/lib/read-stream";
import { DATA_COPY } from "./copy";
import { parseImportLine } from "./progress";
import { startImport, useInvalidateAll } from "./resource";
import { useProgressBoard } from "./use-progress-board";

const T = DATA_COPY.migration;

/**
 * The outcome's toast: completed (the server's summary, "Migration completed: 41 rows imported
 * into 28 tables"), "Migration completed with errors" (n tables), "Migration failed".
 */
export function importToast(result: ImportResult, completedTitle?: string) {
  if (result.status === "completed")
    showToast(
      "success",
      completedTitle ? { title: completedTitle, description: result.message } : { title: result.message },
    );
  else if (result.status === "completed_with_errors")
    showToast("error", {
      title: DATA_TEXT.migrationCompletedWithErrors,
      description: T.failedTables(result.failed_tables),
    });
  else
    showToast("error", {
      title: DATA_TEXT.migrationFailed,
      description: result.message === DATA_TEXT.migrationFailed ? undefined : result.message,
    });
}

/**
 * Spec 2 Data Migration, Import Data Directly: sends the file as it is and follows the server's
 * progress lines (one per batch and table) to a progress bar per table, then shows the result.
 */
export function useDataImport() {
  const board = useProgressBoard();
  const invalidateAll = useInvalidateAll();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function start(file: Blob, mode: ImportMode, tables: readonly { name: string; count: number }[]) {
    setBusy(true);
    setResult(null);
    setFailure(null);
    board.reset(tables);
    // Set by the last line; a holder, since it is set inside the line callback.
    const got: { result?: ImportResult; error?: string } = {};
    try {
      const res = await startImport(file, mode);
      if (!res.body) throw new Error(T.interrupted);
      const lines = lineSplitter((line) => {
        const event = parseImportLine(line);
        if (!event) return;
        if ("result" in event) got.result = event.result;
        else if ("error" in event) got.error = event.error;
        else {
          const { table, status, done, total } = event.progress;
          board.update(table, { status, done, total });
        }
      });
      await readStream(res.body, { text: lines.push });
      lines.end();
      if (!got.result) throw new Error(got.error ?? T.interrupted);
      setResult(got.result);
      importToast(got.result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setFailure(message);
      showToast("error", { title: DATA_TEXT.migrationFailed, description: message });
    } finally {
      setBusy(false);
      // Whatever happened, the data may have changed.
      void invalidateAll();
    }
  }

  return { runs: board.runs, busy, result, failure, start };
}
