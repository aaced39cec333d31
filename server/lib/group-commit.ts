/**
 * Group commit for one kind of write: what arrives while a write is in flight waits for it, then
 * goes together in the next one. An idle writer starts at the end of the event loop's current
 * turn, so the requests read from the network in the same turn go with it (on PGlite, whose
 * queries are computed in this thread, nothing is ever "in flight" otherwise); under load,
 * one statement carries many rows, and PostgreSQL's per-statement and per-commit work (parse,
 * plan, WAL flush — on PGlite, its file-system layer too) is paid once for all of them
 * (docs/benchmarks.md, write path).
 *
 * `write` answers one result per item, in the items' order. When a write of several fails, each
 * item is written again alone, so one bad item fails only its own caller.
 */
export function createGroupCommit<Item, Result>(
  write: (items: Item[]) => Promise<Result[]>,
  { maxItems = 64 }: { maxItems?: number } = {},
) {
  type Waiting = { item: Item; resolve: (result: Result) => void; reject: (err: unknown) => void };
  let queue: Waiting[] = [];
  let writing = false;

  async function writeAlone(waiting: Waiting) {
    try {
      const [result] = await write([waiting.item]);
      if (result === undefined) throw new Error("The write answered no result");
      waiting.resolve(result);
    } catch (err) {
      waiting.reject(err);
    }
  }

  async function writeGroup(group: Waiting[]) {
    if (group.length === 1) return writeAlone(group[0] as Waiting);
    let results: Result[];
    try {
      results = await write(group.map((w) => w.item));
      if (results.length !== group.length) throw new Error("The write answered a result per item");
    } catch {
      for (const waiting of group) await writeAlone(waiting);
      return;
    }
    for (const [i, waiting] of group.entries()) waiting.resolve(results[i] as Result);
  }

  async function drain() {
    try {
      while (queue.length > 0) {
        const group = queue.slice(0, maxItems);
        queue = queue.slice(group.length);
        await writeGroup(group);
      }
    } finally {
      writing = false;
    }
  }

  return {
    /** Writes the item with whatever else is waiting; answers its own result. */
    submit(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        if (writing) return;
        writing = true;
        setImmediate(drain);
      });
    },
  };
}

export type GroupCommit<Item, Result> = ReturnType<typeof createGroupCommit<Item, Result>>;

/**
 * One group commit per database (a process has one; tests open several): `of(db).submit(item)`.
 * Writes to different databases never share a statement.
 */
export function groupCommitPer<Db extends object, Item, Result>(
  write: (db: Db, items: Item[]) => Promise<Result[]>,
  options?: { maxItems?: number },
) {
  const groups = new WeakMap<Db, GroupCommit<Item, Result>>();
  return (db: Db): GroupCommit<Item, Result> => {
    let group = groups.get(db);
    if (!group) {
      group = createGroupCommit((items: Item[]) => write(db, items), options);
      groups.set(db, group);
    }
    return group;
  };
}
