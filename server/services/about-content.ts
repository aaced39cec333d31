import type { AboutContentCreate, AboutItem, AboutSection } from "@common/schemas/about-content";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { aboutContent } from "../db/schema";
import type { Actor } from "./audit";
import { contentCrud, nextOrderIndex } from "./content-crud";
import { orderedListPage } from "./list-page";

/**
 * About-page sections (spec 2 §2, §3, §4, §5, §7): the back office's list and audited writes, and
 * the public reader behind /about (the active sections, their content_data read as lists).
 */

export type AboutContentRow = typeof aboutContent.$inferSelect;

export const listAboutContent = orderedListPage(
  aboutContent,
  [aboutContent.title, aboutContent.section_type, aboutContent.description, aboutContent.year],
  { title: aboutContent.title, section_type: aboutContent.section_type },
);

const crud = contentCrud(aboutContent, "about_content", "The about section");

export const getAboutContent = crud.get;

/** A new section goes after the last one unless an order is given. */
export async function createAboutContent(
  db: Database,
  actor: Actor,
  input: AboutContentCreate,
): Promise<AboutContentRow> {
  const order_index = input.order_index ?? (await nextOrderIndex(db, aboutContent));
  return crud.insert(db, actor, { ...input, order_index });
}

export const updateAboutContent = crud.update;
export const deleteAboutContent = crud.remove;

const ITEM_KEYS = ["items", "values", "milestones", "awards", "members", "points", "list"] as const;

function text(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number") return String(value);
  return null;
}

/**
 * The list an about section's content_data may hold (items, values, milestones, awards…), as
 * title/text/year entries: strings become titles; objects give title|name|label|value,
 * description|text|detail|content|role and year|date. Unknown shapes give no items, and the
 * section shows its description.
 */
export function aboutItems(contentData: unknown): AboutItem[] {
  if (!contentData || typeof contentData !== "object" || Array.isArray(contentData)) return [];
  const data = contentData as Record<string, unknown>;
  const list = ITEM_KEYS.map((k) => data[k]).find((v) => Array.isArray(v)) as unknown[] | undefined;
  if (!list) return [];
  return list
    .map((entry): AboutItem | null => {
      if (typeof entry === "string")
        return entry.trim() ? { title: entry.trim(), text: null, year: null } : null;
      if (!entry || typeof entry !== "object") return null;
      const e = entry as Record<string, unknown>;
      const title = text(e.title) ?? text(e.name) ?? text(e.label) ?? text(e.value);
      const body = text(e.description) ?? text(e.text) ?? text(e.detail) ?? text(e.content) ?? text(e.role);
      const year = text(e.year) ?? text(e.date);
      if (!title && !body) return null;
      return { title: title ?? body ?? "", text: title ? body : null, year };
    })
    .filter((item): item is AboutItem => item !== null);
}

/** Active about-page sections in order, with the lists in their content_data normalised. */
export async function listAboutSections(db: Database): Promise<AboutSection[]> {
  const rows = await db
    .select({
      id: aboutContent.id,
      section_type: aboutContent.section_type,
      title: aboutContent.title,
      description: aboutContent.description,
      year: aboutContent.year,
      content_data: aboutContent.content_data,
    })
    .from(aboutContent)
    .where(eq(aboutContent.is_active, true))
    .orderBy(asc(aboutContent.order_index), asc(aboutContent.created_at));
  return rows.map(({ content_data, ...row }) => ({ ...row, items: aboutItems(content_data) }));
}
