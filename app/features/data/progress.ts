import {
  type ImportResult,
  ImportResultSchema,
  type TableProgress,
  TableProgressSchema,
} from "@common/schemas/data";
import { z } from "zod";

/** One table's line on a progress board (spec 2 §4: exporting/migrating, completed, error). */
export type TableRun = {
  table: string;
  status: "waiting" | "running" | "completed" | "error";
  /** Rows so far, against `total` (the stats' or the file's count). */
  done: number;
  total: number;
  /** The result once the table is done: "Exported 12 records", "No data found", the error. */
  message?: string;
};

/** A string value of the export file, as JSON writes it (escapes included). */
const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const TABLE_OPENS = new RegExp(String.raw`(${JSON_STRING}):\{"data":\[(.*)$`);
const TABLE_ERROR = new RegExp(`"error":(null|${JSON_STRING})`);

/**
 * Follows an export file as it streams in, line by line (the layout of common/schemas/data.ts):
 * `"<table>":{"data":[` opens a table, each row is one line starting with `{`, and
 * `],"count":N,"error":…}` closes it. An empty table may open and close on one line.
 */
export function exportFileTracker(on: {
  start: (table: string) => void;
  row: (table: string) => void;
  end: (table: string, error: string | null) => void;
}) {
  let current: string | null = null;
  let finished = false;
  return {
    line(line: string) {
      let rest = line;
      while (rest) {
        if (current === null) {
          const opens = TABLE_OPENS.exec(rest);
          if (!opens) {
            // The file's last line closes "tables" and the file.
            if (/^[\s}]+$/.test(rest)) finished = true;
            return;
          }
          current = JSON.parse(opens[1]) as string;
          on.start(current);
          rest = opens[2];
        } else if (rest.startsWith("]")) {
          const error = TABLE_ERROR.exec(rest);
          on.end(current, error ? (JSON.parse(error[1]) as string | null) : null);
          current = null;
          rest = error ? rest.slice(error.index + error[0].length + 1) : "";
          // What may follow on the same line: a comma, the file's closing braces, or the next table.
          if (/^[\s,]*$/.test(rest)) return;
          if (/^[\s}]*$/.test(rest)) {
            finished = true;
            return;
          }
        } else {
          if (rest.startsWith("{")) on.row(current);
          return;
        }
      }
    },
    /** Whether the file came to its end (an interrupted stream leaves it open). */
    get complete() {
      return finished && current === null;
    },
  };
}

/**
 * Counts the records of CSV text arriving in pieces: line ends outside quoted fields (a field
 * may hold line breaks; a doubled quote inside one toggles twice, so it changes nothing).
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  let open = false;
  return {
    push(text: string) {
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 34 /* " */) quoted = !quoted;
        if (c === 10 /* \n */ && !quoted) {
          records++;
          open = false;
        } else if (c !== 13 /* \r */) open = true;
      }
    },
    /** Data rows so far: records, less the header line. */
    get rows() {
      return Math.max(0, records + (open ? 1 : 0) - 1);
    },
  };
}

const ResultLineSchema = z.object({ result: ImportResultSchema });
const ErrorLineSchema = z.object({ error: z.object({ message: z.string() }) });

/**
 * One line of the import's NDJSON answer: a table's progress, the final result, or the error
 * that ended it (the server's words).
 */
export function parseImportLine(
  line: string,
): { progress: TableProgress } | { result: ImportResult } | { error: string } | null {
  if (!line.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const result = ResultLineSchema.safeParse(value);
  if (result.success) return { result: result.data.result };
  const failure = ErrorLineSchema.safeParse(value);
  if (failure.success) return { error: failure.data.error.message };
  const progress = TableProgressSchema.safeParse(value);
  return progress.success ? { progress: progress.data } : null;
}
