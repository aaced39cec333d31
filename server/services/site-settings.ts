import {
  CONTACT_PAGE_SETTINGS,
  CONTACT_SETTINGS_PAGES,
  type PageSettings,
  type PublicSiteSettings,
  SERVER_ONLY_SETTINGS,
  SiteSettingsUpdateSchema,
  type SiteSettingsValues,
} from "@common/schemas/site-settings";
import { DEFAULT_SITE_SETTINGS } from "@common/site-settings-defaults";
import type { z } from "zod";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import { siteSettings } from "../db/schema";
import { BACK_OFFICE } from "../lib/security-headers";
import { type Actor, diffChanges, writeAudit } from "./audit";
import { safeCustomCss, safeInjectedScript, validAnalyticsIds } from "./injected-code";

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/** The settings row; the defaults of spec 1 §3.3 while none exists. */
export async function getSiteSettings(db: Database): Promise<SiteSettingsRow> {
  const [row] = await db.select().from(siteSettings).limit(1);
  return row ?? { ...DEFAULT_SITE_SETTINGS, id: "", created_at: new Date(0), updated_at: new Date(0) };
}

/** Applies a validated partial update to the one settings row (created if missing), audited. */
export async function updateSiteSettings(
  db: Database,
  actor: Actor,
  patch: z.output<typeof SiteSettingsUpdateSchema>,
): Promise<SiteSettingsRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).limit(1).for("update");
    let row: SiteSettingsRow | undefined;
    if (current) {
      [row] = await tx.update(siteSettings).set(patch).returning();
    } else {
      [row] = await tx
        .insert(siteSettings)
        .values({ ...DEFAULT_SITE_SETTINGS, ...patch })
        .returning();
    }
    if (!row) throw new Error("Settings write returned nothing");
    const {
      id: _i,
      created_at: _c,
      updated_at: _u,
      ...before
    } = current ?? { ...DEFAULT_SITE_SETTINGS, id: "", created_at: 0, updated_at: 0 };
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

/** Every setting back to a new installation's (spec 3 §8 "Settings Reset"), audited as one update. */
export function resetSiteSettings(db: Database, actor: Actor): Promise<SiteSettingsRow> {
  return updateSiteSettings(db, actor, SiteSettingsUpdateSchema.parse(DEFAULT_SITE_SETTINGS));
}

/** The staff's own pages: never behind the maintenance screen, so an admin can sign in and end it. */
const STAFF_PAGES = /^\/(dashboard|admin)(\/|$)/;

/**
 * What the page at `request` is rendered with (the root loader's policy). Staff CSS, scripts and
 * analytics go on public pages only, never into the back office or the client area
 * (ARCHITECTURE.md §11), and never travel as settings. In maintenance mode, visitors get the
 * maintenance screen and admins the site with a banner, except on the staff's own pages.
 */
/**
 * The row without what the page at `pathname` does not read: every page carries these in its
 * hydration data. The contact pages' settings go to those pages, the maintenance message to the
 * maintenance screen.
 */
function publicSettings(
  row: SiteSettingsValues,
  pathname: string,
  maintenance: PageSettings["maintenance"],
): PublicSiteSettings {
  const settings: Partial<SiteSettingsValues> = { ...row };
  for (const key of SERVER_ONLY_SETTINGS) delete settings[key];
  if (!CONTACT_SETTINGS_PAGES.test(pathname)) {
    for (const key of CONTACT_PAGE_SETTINGS) delete settings[key];
  }
  if (maintenance !== "screen") delete settings.maintenance_message;
  return settings as PublicSiteSettings;
}

export async function pageSettings(
  deps: Pick<AppDeps, "db" | "auth">,
  request: Request,
): Promise<PageSettings> {
  const { id: _id, created_at: _c, updated_at: _u, ...row } = await getSiteSettings(deps.db);
  const { pathname } = new URL(request.url);
  const injected = BACK_OFFICE.test(pathname)
    ? null
    : {
        css: safeCustomCss(row.custom_css),
        header: safeInjectedScript(row.header_scripts),
        footer: safeInjectedScript(row.footer_scripts),
        analytics: validAnalyticsIds(row),
      };
  let maintenance: PageSettings["maintenance"] = "off";
  if (row.is_maintenance_mode && !STAFF_PAGES.test(pathname)) {
    const session = await deps.auth.api.getSession({ headers: request.headers });
    maintenance = session?.user.role === "admin" ? "banner" : "screen";
  }
  return {
    settings: publicSettings(row, pathname, maintenance),
    injected,
    maintenance,
  };
}
