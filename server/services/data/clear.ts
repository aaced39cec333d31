import { CLEAR_KEEPS_TABLES, type ClearResult, DATA_TEXT } from "@common/schemas/data";
import type { Database } from "@server/db/client";
import { ApiError } from "@server/lib/errors";
import { type Actor, writeAudit, writeSystemAudit } from "@server/services/audit";
import { announceTables, deleteCounted, quietTriggers } from "./bulk";
import { exportedTables } from "./catalogue";

/**
 * Clear All Data (spec 2 §7): every exported table but CLEAR_KEEPS_TABLES emptied, children
 * before parents, in one transaction — all or nothing ("Error clearing data" and nothing
 * deleted). The administrators' accounts stay so the one who cleared can still sign in and import.
 */
export async function clearAllData(db: Database, actor?: Actor): Promise<ClearResult> {
  const keep = CLEAR_KEEPS_TABLES as readonly string[];
  const targets = exportedTables()
    .map((t) => t.name)
    .filter((name) => !keep.includes(name))
    .reverse();
  try {
    return await db.transaction(async (tx) => {
      await quietTriggers(tx);
      const tables: ClearResult["tables"] = [];
      for (const name of targets) tables.push({ name, deleted: await deleteCounted(tx, name) });
      const deleted = tables.reduce((sum, t) => sum + t.deleted, 0);
      // After the deletes, so the record of the clear is the one entry the log keeps.
      const entry = { action: "clear", entityType: "data", changes: { deleted } };
      await (actor ? writeAudit(tx, actor, entry) : writeSystemAudit(tx, entry));
      await announceTables(tx, targets);
      return { tables, deleted };
    });
  } catch (err) {
    throw Object.assign(new ApiError(500, "clear_failed", DATA_TEXT.clearFailed), { cause: err });
  }
}
