import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { DATA_TEXT } from "@common/schemas/data";

/**
 * One process at a time on an embedded database directory. PGlite cannot be opened by two
 * processes (each would write the same files), and its own postmaster.pid cannot tell: it always
 * holds the made-up pid -42 and survives a crash. So whoever opens it (the server, a data command)
 * writes `DATA_DIR/pglite.pid` — its pid and what it is — and removes it when it closes the
 * database or exits. A file whose process is gone is stale and taken over.
 */

export type EmbeddedHolder = "server" | "command";

export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly pid: number,
    readonly holder: EmbeddedHolder,
  ) {
    super(holder === "server" ? DATA_TEXT.embeddedInUse(pid) : DATA_TEXT.embeddedInUseByCommand(pid));
    this.name = "EmbeddedDatabaseInUse";
  }
}

/** The lock file next to the database directory: `DATA_DIR/pglite` → `DATA_DIR/pglite.pid`. */
export const embeddedLockFile = (dataDir: string) => `${dataDir}.pid`;

/** True while process `pid` exists (EPERM: it exists but belongs to another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): { pid: number; holder: EmbeddedHolder } | null {
  try {
    const [pid, holder] = readFileSync(file, "utf8").split("\n");
    return { pid: Number(pid), holder: holder === "command" ? "command" : "server" };
  } catch {
    return null;
  }
}

/**
 * Takes the embedded database in `dataDir` for this process, or throws EmbeddedDatabaseInUse
 * naming the process that has it. Answers the release (also done at exit).
 */
export function lockEmbeddedDatabase(dataDir: string, holder: EmbeddedHolder): () => void {
  const file = embeddedLockFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": created only if absent, so of two processes starting at once one wins.
      writeFileSync(file, `${process.pid}\n${holder}\n`, { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const current = readHolder(file);
      // Our own pid: left by an earlier life of this process id (a container restarts as pid 1).
      if (current && current.pid !== process.pid && isRunning(current.pid)) {
        throw new EmbeddedDatabaseInUse(current.pid, current.holder);
      }
      if (attempt > 0) throw err;
      rmSync(file, { force: true });
    }
  }
  const release = () => {
    process.off("exit", release);
    if (readHolder(file)?.pid !== process.pid) return;
    rmSync(file, { force: true });
  };
  process.on("exit", release);
  return release;
}
