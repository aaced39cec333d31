import { STANDING_PAGES } from "@common/options";
import { fillPlaceholders, type PageValues } from "@common/page-placeholders";
import type { ListQuery } from "@common/pagination";
import type { PublicPage, StandingPage } from "@common/schemas/pages";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { pages } from "../db/schema";
import { contentCrud } from "./content-crud";
import { CONTENT_HOOKS } from "./content-hooks";
import { validAnalyticsIds } from "./injected-code";
import { listPage } from "./list-page";
import { markdownToPlainText, renderMarkdown } from "./markdown";
import { getSiteSettings, type SiteSettingsRow } from "./site-settings";

/**
 * The standing pages (issue 16): the Pages manager's list, read and audited update (each save
 * keeps a revision), and the public reader their routes render. They are seeded and fixed: no
 * create, no delete, and the slug never changes.
 */

export type PageRow = typeof pages.$inferSelect;

/** The standing pages in the order the site's footer lists them, unless another sort is asked for. */
export function listPages(db: Database, query: ListQuery) {
  const standing = sql.join(
    STANDING_PAGES.map((slug) => sql`${slug}`),
    sql`, `,
  );
  return listPage(
    db,
    {
      table: pages,
      searchColumns: [pages.title, pages.slug, pages.body],
      sortable: {
        standing: sql`array_position(array[${standing}]::text[], ${pages.slug})`,
        title: pages.title,
        status: pages.status,
        updated_at: pages.updated_at,
      },
      defaultSort: "standing",
    },
    query,
  );
}

const crud = contentCrud(pages, "pages", "The page", CONTENT_HOOKS.pages);

export const getPage = crud.get;
export const updatePage = crud.update;

/** What the placeholders of a page's Markdown stand for, from the site settings. */
export function pageValues(settings: SiteSettingsRow): PageValues {
  const cityLine = [settings.city, [settings.state_province, settings.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const address = [settings.address, settings.address_line_2, cityLine, settings.country]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(", ");
  const analytics = validAnalyticsIds(settings);
  return {
    site: settings.site_name,
    email: settings.contact_email?.trim() || null,
    phone: settings.contact_phone?.trim() || null,
    address: address || null,
    jurisdiction: [settings.state_province, settings.country].filter(Boolean).join(", ") || null,
    response: settings.response_time_promise,
    analytics: [
      analytics.ga ? "Google Analytics" : null,
      analytics.gtm ? "Google Tag Manager" : null,
      analytics.pixel ? "Meta (Facebook) Pixel" : null,
    ].filter((name): name is string => name !== null),
  };
}

const TAGS = /<[^>]+>/g;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/** The rendered body: its lead (before the first section heading), the rest, with ids on its <h2>s. */
export function splitSections(html: string): Pick<PublicPage, "leadHtml" | "html" | "headings"> {
  const headings: PublicPage["headings"] = [];
  const used = new Set<string>();
  const withIds = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const text = inner.replace(TAGS, "").replace(/&[#\w]+;/g, (e) => ENTITIES[e] ?? e);
    const base =
      text
        .toLowerCase()
        .replace(/^\d+\.\s*/, "")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "section";
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  const first = withIds.indexOf("<h2");
  if (first < 0) return { leadHtml: withIds, html: "", headings };
  return { leadHtml: withIds.slice(0, first).trim(), html: withIds.slice(first), headings };
}

/** A page row as its public route shows it, placeholders filled from the settings. */
export function renderPage(row: PageRow, values: PageValues): PublicPage {
  const fill = (text: string) => fillPlaceholders(text, values);
  return {
    slug: row.slug as StandingPage,
    title: fill(row.title),
    ...splitSections(renderMarkdown(fill(row.body))),
    items: row.items.map((item) => {
      const answer = fill(item.answer);
      return {
        question: fill(item.question),
        html: renderMarkdown(answer),
        text: markdownToPlainText(answer, 5000),
      };
    }),
    seo_title: row.seo_title ? fill(row.seo_title) : null,
    seo_description: row.seo_description ? fill(row.seo_description) : null,
    status: row.status,
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The standing page at `/slug` for its public route: published pages, and a draft only when
 * `canPreview` (the loader's `canPreviewDrafts`) says the visitor is staff; otherwise null (404).
 */
export async function getPublicPage(
  db: Database,
  slug: StandingPage,
  canPreview: () => Promise<boolean> = async () => false,
): Promise<PublicPage | null> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row) return null;
  if (row.status !== "published" && !(await canPreview())) return null;
  return renderPage(row, pageValues(await getSiteSettings(db)));
}

/** The editor's preview: Markdown as the public page renders it, placeholders filled. */
export async function previewPage(db: Database, markdown: string): Promise<string> {
  return renderMarkdown(fillPlaceholders(markdown, pageValues(await getSiteSettings(db))));
}
