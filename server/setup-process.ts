import { spawn } from "node:child_process";
import { openConfiguredDatabase, prepareDatabase } from "./bootstrap";
import type { Env } from "./env";
import { createLogger } from "./lib/logger";
import { createMediaStorage, mediaStorageConfig } from "./storage/create-media-storage";

/**
 * The production start does its one-off work — migrations, the first seed and its artwork — in a
 * process of its own, then starts serving. That work raises memory that is never given back to the
 * system: the embedded database's WebAssembly memory only grows, and the pictures' encoder leaves
 * its allocator's arenas behind. Done in a child that exits, none of it stays in the server.
 */
const SETUP_ONLY = "ATRIUM_SETUP_ONLY";

export function isSetupProcess(): boolean {
  return process.env[SETUP_ONLY] === "1";
}

/** In the child: open the database, prepare it, close it. */
export async function runSetup(env: Env): Promise<void> {
  const logger = createLogger(env.LOG_LEVEL);
  const dbHandle = await openConfiguredDatabase(env);
  try {
    const storage = await createMediaStorage(mediaStorageConfig(env));
    await prepareDatabase(dbHandle, storage, logger);
  } finally {
    await dbHandle.close();
  }
}

/** In the server: run `entry` (the server's own bundle) as the set-up process and wait for it. */
export function runSetupProcess(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry], {
      env: { ...process.env, [SETUP_ONLY]: "1" },
      stdio: "inherit",
    });
    // Stopped while setting up: stop the child too, so it does not hold the database.
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.once("SIGTERM", forward).once("SIGINT", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGTERM", forward).off("SIGINT", forward);
      if (code === 0) resolve();
      else reject(new Error(`The database set-up did not finish (${signal ?? `exit code ${code}`}).`));
    });
  });
}
