import type { Database } from "../db/client";
import { siteSettings } from "../db/schema";
import { defaultSiteSettings } from "../db/seed-content";

export type SiteSettings = typeof siteSettings.$inferSelect;

/** The settings row; the defaults of spec 1 §3.3 while none exists. */
export async function getSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row ?? { ...defaultSiteSettings, id: "", created_at: new Date(0), updated_at: new Date(0) };
}
