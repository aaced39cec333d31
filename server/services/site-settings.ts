import type { SiteSettingsUpdateSchema } from "@common/schemas/site-settings";
import type { z } from "zod";
import type { Database } from "../db/client";
import { siteSettings } from "../db/schema";
import { defaultSiteSettings } from "../db/seed-content";
import { type Actor, diffChanges, writeAudit } from "./audit";

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The settings row; the defaults of spec 1 §3.3 while none exists. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row ?? { ...defaultSiteSettings, id: "", created_at: new Date(0), updated_at: new Date(0) };
}

/** Applies a validated partial update to the one settings row (created if missing), audited. */
export async function updateSiteSettings(
  db: Database,
  actor: Actor,
  patch: z.output<typeof SiteSettingsUpdateSchema>,
): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).limit(1).for("update");
    let row: SiteSettings | undefined;
    if (current) {
      [row] = await tx.update(siteSettings).set(patch).returning();
    } else {
      [row] = await tx
        .insert(siteSettings)
        .values({ ...defaultSiteSettings, ...patch })
        .returning();
    }
    if (!row) throw new Error("Settings write returned nothing");
    const {
      id: _i,
      created_at: _c,
      updated_at: _u,
      ...before
    } = current ?? { ...defaultSiteSettings, id: "", created_at: 0, updated_at: 0 };
    const { id: _i2, created_at: _c2, updated_at: _u2, ...after } = row;
    await writeAudit(tx, actor, {
      action: "update",
      entityType: "site_settings",
      entityId: row.id,
      changes: diffChanges(before, after),
    });
    return row;
  });
}
