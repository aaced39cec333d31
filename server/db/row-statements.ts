import { createHash } from "node:crypto";
import { type Placeholder, sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * A many-row statement (the group commit's insert or upsert, lib/group-commit.ts) kept once built, one per
 * shape: its number of rows and the fields each row sets. Drizzle builds a statement's text anew
 * for every call, and for a 20-row insert of 20 fields that cost more CPU than the rest of a quote
 * submission; kept, a call only fills in the values. On PostgreSQL it is also a named statement,
 * which each connection parses and plans once (docs/benchmarks.md, write path).
 *
 * `build` makes the statement from rows whose fields are placeholders.
 */
export function rowStatements<Field extends string, Result>(
  name: string,
  build: (
    db: Database,
    rows: Record<Field, Placeholder>[],
  ) => { prepare(name: string): { execute(values: Record<string, unknown>): Promise<Result> } },
) {
  type Kept = {
    prepared: { execute(values: Record<string, unknown>): Promise<Result> };
    /** Each row's placeholder names, by field. */
    names: string[][];
  };
  const kept = new WeakMap<Database, Map<string, Kept>>();

  function statement(db: Database, fields: readonly Field[], count: number): Kept {
    let shapes = kept.get(db);
    if (!shapes) {
      shapes = new Map();
      kept.set(db, shapes);
    }
    const shape = `${count}:${fields.join(",")}`;
    let found = shapes.get(shape);
    if (!found) {
      const names = Array.from({ length: count }, (_, i) => fields.map((field) => `${field}_${i}`));
      const rows = names.map(
        (row) =>
          Object.fromEntries(fields.map((field, f) => [field, sql.placeholder(row[f] as string)])) as Record<
            Field,
            Placeholder
          >,
      );
      // Named by its shape, so one name always stands for one text on a connection, whichever
      // Database object prepared it there (node-postgres refuses a name reused for another text).
      const hash = createHash("sha1").update(shape).digest("hex").slice(0, 12);
      found = { prepared: build(db, rows).prepare(`${name}_${hash}`), names };
      shapes.set(shape, found);
    }
    return found;
  }

  return {
    /** Runs the statement for these rows, each setting `fields`. */
    run(
      db: Database,
      fields: readonly Field[],
      rows: readonly Partial<Record<Field, unknown>>[],
    ): Promise<Result> {
      const { prepared, names } = statement(db, fields, rows.length);
      const values: Record<string, unknown> = {};
      for (const [i, row] of rows.entries()) {
        const rowNames = names[i] as string[];
        for (const [f, field] of fields.entries()) values[rowNames[f] as string] = row[field];
      }
      return prepared.execute(values);
    },
  };
}
