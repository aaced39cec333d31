import { csvZipFileName, DATA_TEXT, exportFileName, tableCsvFileName } from "@common/schemas/data";
import { Zip, ZipDeflate } from "fflate";
import { useState } from "react";
import { showToast } from "~/features/admin-kit";
import { apiStream } from "~/lib/api";
import { saveBlob, todayIso } from "~/lib/download";
import { lineSplitter, readStream } from "~/lib/read-stream";
import { DATA_COPY } from "./copy";
import { csvRecordCounter, exportFileTracker } from "./progress";
import { exportPath, useFreshStats } from "./resource";
import { useProgressBoard } from "./use-progress-board";

const T = DATA_COPY.export;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One table's CSV, read to its end with its data rows counted as they arrive. */
async function fetchTableCsv(table: string, onRows: (rows: number) => void) {
  const res = await apiStream(exportPath("csv", table), { headers: { accept: "text/csv" } });
  if (!res.body) throw new Error(T.interrupted);
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const counter = csvRecordCounter();
  await readStream(res.body, {
    bytes: (chunk) => parts.push(chunk),
    text: (text) => {
      counter.push(text);
      onRows(counter.rows);
    },
  });
  return { parts, rows: counter.rows };
}

/**
 * Spec 2 Database Export: the complete database as JSON, every table as CSV in one zip, and one
 * table's CSV, with a progress bar per table measured against the stats' counts.
 */
export function useDataExport() {
  const board = useProgressBoard();
  const freshStats = useFreshStats();
  const [busy, setBusy] = useState<"json" | "csv" | null>(null);

  async function run(kind: "json" | "csv", work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
      // The figures may have moved meanwhile (an export is itself written to the activity log).
      void freshStats();
    } catch (error) {
      // Whatever was still under way failed with the request.
      for (const run of board.unfinished())
        board.update(run.table, { status: "error", message: T.failed(errorText(error)) });
      showToast("error", { title: DATA_TEXT.exportFailed, description: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  /** Rows of a table that finished: "Exported N records", or "No data found". */
  const finish = (table: string, rows: number) =>
    board.update(table, {
      status: "completed",
      done: rows,
      total: rows,
      message: rows === 0 ? DATA_TEXT.noData : T.exported(rows),
    });

  const exportJson = () =>
    run("json", async () => {
      const stats = await freshStats();
      board.reset(stats.tables);
      const res = await apiStream(exportPath("json"), { headers: { accept: "application/json" } });
      if (!res.body) throw new Error(T.interrupted);
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      const tracker = exportFileTracker({
        start: (table) => board.update(table, { status: "running", done: 0 }),
        row: (table) => board.update(table, (r) => ({ done: r.done + 1 })),
        end: (table, error) => {
          const rows = board.current().find((r) => r.table === table)?.done ?? 0;
          if (error) board.update(table, { status: "error", done: 0, message: T.failed(error) });
          else finish(table, rows);
        },
      });
      const lines = lineSplitter(tracker.line);
      await readStream(res.body, { bytes: (chunk) => chunks.push(chunk), text: lines.push });
      lines.end();
      // A file cut off half-way would not import: it is not saved.
      if (!tracker.complete || board.unfinished().length > 0) throw new Error(T.interrupted);
      saveBlob(new Blob(chunks, { type: "application/json" }), exportFileName(todayIso()));
      const runs = board.current();
      const records = runs.reduce((sum, r) => sum + (r.status === "completed" ? r.done : 0), 0);
      showToast("success", { title: T.complete, description: T.completeMessage(records, runs.length) });
    });

  /** One request per table, zipped here as each table arrives (fflate), so one table is in memory at a time. */
  const exportCsvZip = () =>
    run("csv", async () => {
      const stats = await freshStats();
      board.reset(stats.tables);
      const date = todayIso();
      const zipped: Uint8Array<ArrayBuffer>[] = [];
      const zip = new Zip((error, chunk) => {
        if (error) throw error;
        // fflate's chunks are plain (not shared) buffers.
        zipped.push(chunk as Uint8Array<ArrayBuffer>);
      });
      let files = 0;
      let records = 0;
      for (const { name } of stats.tables) {
        board.update(name, { status: "running", done: 0 });
        try {
          const { parts, rows } = await fetchTableCsv(name, (done) => board.update(name, { done }));
          finish(name, rows);
          if (rows === 0) continue;
          const file = new ZipDeflate(tableCsvFileName(name, date), { level: 6 });
          zip.add(file);
          for (const part of parts) file.push(part);
          file.push(new Uint8Array(0), true);
          files++;
          records += rows;
        } catch (error) {
          // spec 2 §8: the table's error, and its count left at zero; the other tables go on.
          board.update(name, { status: "error", done: 0, message: T.failed(errorText(error)) });
        }
      }
      zip.end();
      if (files === 0) {
        showToast("error", { title: DATA_TEXT.noData, description: T.nothingToZip });
        return;
      }
      saveBlob(new Blob(zipped, { type: "application/zip" }), csvZipFileName(date));
      showToast("success", { title: T.complete, description: T.completeMessage(records, files) });
    });

  return { runs: board.runs, busy, exportJson, exportCsvZip };
}

/** Spec 2: the per-table CSV export (with its empty-table message). */
export function useTableCsv() {
  const [busy, setBusy] = useState<string | null>(null);
  async function download(table: string) {
    setBusy(table);
    try {
      const { parts, rows } = await fetchTableCsv(table, () => {});
      if (rows === 0) {
        showToast("error", { title: DATA_TEXT.noData, description: T.noDataMessage(table) });
        return;
      }
      saveBlob(new Blob(parts, { type: "text/csv" }), tableCsvFileName(table, todayIso()));
      showToast("success", { title: T.complete, description: T.tableComplete(rows, table) });
    } catch (error) {
      showToast("error", { title: DATA_TEXT.exportFailed, description: errorText(error) });
    } finally {
      setBusy(null);
    }
  }
  return { busy, download };
}
