import { useEffect, useRef, useState } from "react";
import type { TableRun } from "./progress";

/**
 * The tables of a running export or import and how far each has got. Rows arrive by the
 * thousand, so the board is kept outside React and shown at most once a frame.
 */
export function useProgressBoard() {
  const [runs, setRuns] = useState<TableRun[]>([]);
  const board = useRef(new Map<string, TableRun>());
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const publish = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      setRuns([...board.current.values()]);
    });
  };

  return {
    runs,
    /** Starts afresh with these tables, all waiting. */
    reset(tables: readonly { name: string; count: number }[]) {
      board.current = new Map(
        tables.map((t) => [t.name, { table: t.name, status: "waiting", done: 0, total: t.count }]),
      );
      publish();
    },
    /** Changes one table (a table the counts did not know is added). */
    update(table: string, change: Partial<TableRun> | ((run: TableRun) => Partial<TableRun>)) {
      const run = board.current.get(table) ?? { table, status: "waiting", done: 0, total: 0 };
      const next = { ...run, ...(typeof change === "function" ? change(run) : change) };
      // Counts may have grown since the stats were read: the bar's end moves with them.
      board.current.set(table, { ...next, total: Math.max(next.total, next.done) });
      publish();
    },
    /** The tables not finished yet. */
    unfinished(): TableRun[] {
      return [...board.current.values()].filter((r) => r.status === "waiting" || r.status === "running");
    },
    /** The tables as they stand now (the shown `runs` may be a frame behind). */
    current(): TableRun[] {
      return [...board.current.values()];
    },
  };
}

export type ProgressBoard = ReturnType<typeof useProgressBoard>;
